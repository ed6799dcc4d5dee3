/**
 * A push message as the service worker reads it: the fields `pushMessageSchema` (push.ts) has the
 * server write, checked again here without zod (the worker stays small) because a worker must
 * never show a stranger's text as ours or open a page off this site.
 */
import {
  isSitePath,
  PUSH_BODY_MAX_LENGTH,
  PUSH_TAG_MAX_LENGTH,
  PUSH_TITLE_MAX_LENGTH,
} from './push-rules';

export interface PushNotification {
  title: string;
  body: string;
  /** The page a click opens: a path on this site (a product, the wishlist). */
  url: string;
  /**
   * Notifications with one tag replace each other on the device, as the sender's `Topic` replaces
   * an undelivered message: a newer drop of a product replaces the older one.
   */
  tag?: string;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** The message as sent, or null when it is not one of ours (the worker then shows nothing). */
export const readPushNotification = (data: unknown): PushNotification | null => {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title, PUSH_TITLE_MAX_LENGTH)?.trim();
  const body = text(fields.body, PUSH_BODY_MAX_LENGTH);
  const tag = fields.tag === undefined ? undefined : text(fields.tag, PUSH_TAG_MAX_LENGTH);
  if (!title || body === undefined || !isSitePath(fields.url) || (fields.tag !== undefined && !tag))
    return null;
  return { title, body, url: fields.url, ...(tag ? { tag } : {}) };
};
