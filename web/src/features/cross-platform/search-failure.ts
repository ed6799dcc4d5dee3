/**
 * What the panel shows when a search is refused or fails: a 429 at the
 * plan's limit is the limit banner with the server's text; a 400 naming fields puts each message
 * under its field; another 400 is its message with the reason the server gave (an address no
 * fetch may reach); a rate limit says to wait; anything else is 'Failed to search across
 * platforms'.
 */
import { crossPlatformMessages } from '@shop-scanner/shared/cross-platform-rules';
import { usageMessages } from '@shop-scanner/shared/messages';
import { ApiError } from '../../lib/api-client';
import { isLimitRefusal, isRateLimited } from '../../lib/api/errors';
import { formErrorsOf, type SearchField } from './search-form-rules';

export type SearchFailure =
  | { kind: 'limit'; message: string }
  | { kind: 'fields'; fields: Partial<Record<SearchField, string>>; messages: string[] }
  | { kind: 'refused'; message: string; detail?: string }
  | { kind: 'failed'; message: string };

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The reason beside a 400's message: `{reason, detail}` at the top or under `details`. */
export const refusalDetail = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const top = body as { reason?: unknown; detail?: unknown; details?: unknown };
  const nested =
    typeof top.details === 'object' && top.details !== null
      ? (top.details as { reason?: unknown; detail?: unknown })
      : {};
  return textOf(top.detail) ?? textOf(nested.detail) ?? textOf(top.reason) ?? textOf(nested.reason);
};

export const searchFailure = (error: unknown): SearchFailure => {
  if (isLimitRefusal(error)) {
    return { kind: 'limit', message: error.message || usageMessages.crossPlatformLimit(0) };
  }
  if (isRateLimited(error)) return { kind: 'failed', message: error.message };
  if (error instanceof ApiError && error.status === 400) {
    const { fields, form } = formErrorsOf(error.fieldErrors);
    if (Object.keys(fields).length > 0 || form.length > 0) {
      return { kind: 'fields', fields, messages: form };
    }
    const detail = refusalDetail(error.body);
    const message = error.message || crossPlatformMessages.failed;
    return { kind: 'refused', message, ...(detail && detail !== message ? { detail } : {}) };
  }
  return { kind: 'failed', message: crossPlatformMessages.failed };
};
