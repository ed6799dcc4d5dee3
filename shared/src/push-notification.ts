/**
 * What a push message carries, read by the service worker: the server writes it, the worker shows
 * it. Kept small (a push service takes about 4 KB; the sender keeps payloads under 3 KB) and
 * checked on arrival, since a worker must never open a page a message names off this site.
 */
export interface PushNotification {
  /** The notification's title, e.g. "Price drop: Brightwave Mini Dash Cam". */
  title: string;
  /** One or two short lines: what changed and where. */
  body: string;
  /** The page a click opens: a path on this site (a product, the wishlist's drops). */
  url: string;
  /**
   * Notifications with one tag replace each other on the device, as the sender's `Topic` replaces
   * an undelivered message: a newer drop of a product replaces the older one.
   */
  tag: string;
}

const PUSH_TITLE_MAX = 120;
const PUSH_BODY_MAX = 400;
const PUSH_URL_MAX = 300;
const PUSH_TAG_MAX = 64;

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : undefined;

/** A path on this site: starts with one slash (not `//host` or `/\\host`, which leave the site). */
export const isSitePath = (value: unknown): value is string =>
  text(value, PUSH_URL_MAX) !== undefined &&
  (value as string).startsWith('/') &&
  !/^.[/\\]/.test(value as string);

/** The message as sent, or null when it is not one of ours (the worker then shows nothing). */
export const readPushNotification = (data: unknown): PushNotification | null => {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title, PUSH_TITLE_MAX);
  const body = text(fields.body, PUSH_BODY_MAX);
  const url = isSitePath(fields.url) ? fields.url : undefined;
  const tag = text(fields.tag, PUSH_TAG_MAX);
  return title && body && url && tag ? { title, body, url, tag } : null;
};
