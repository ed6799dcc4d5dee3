/** What the pages make of a failed API call, decided once for every feature. */
import { ApiError } from '../api-client';

/**
 * A 429 for too many requests in a minute (the server's rate limits): its body names the limit.
 * It is a "wait a moment", not the plan's monthly limit, so it never offers an upgrade.
 */
export const isRateLimited = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 429 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'rateLimit' in error.body;

/**
 * A plan limit refusal: the server answers 429 with the spec's message and
 * did nothing else.
 */
export const isLimitRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429 && !isRateLimited(error);

/**
 * The text a shopper is shown for a failure: the API's own message (it is written for people), or
 * `fallback` for anything else. An answer that did not match its schema (a ZodError), a parse
 * failure (SyntaxError) or a bug carries developer text that must never reach the page.
 */
export const shopperMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * A refused or failed call to a feature that counts against the plan (store analysis, the
 * cross-platform search): at the plan's limit the limit banner with the server's text; a 400 its
 * message with the reason the server gave (the fetch refused, the page too large); a rate limit
 * its "wait a moment"; anything else one plain sentence.
 */
export type RefusalFailure =
  | { kind: 'limit'; message: string }
  | { kind: 'refused'; message: string; detail?: string }
  | { kind: 'failed'; message: string };

/** A feature's own words for each failure, used where the server's answer carries no message. */
export interface RefusalWords {
  /** The plan limit's message, shown when the 429 carries none. */
  limit: string;
  /** A 400's message when it carries none. */
  refused: string;
  /** Anything that is not the server's answer to this request (a 500, a bug, no network). */
  failed: string;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The reason of a 400: the server puts `{reason, detail}` beside its message (or under
 * `details`). The detail is written for people; a bare reason code is the fallback.
 */
export const refusalDetail = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const top = body as { reason?: unknown; detail?: unknown; details?: unknown };
  const nested =
    typeof top.details === 'object' && top.details !== null
      ? (top.details as { reason?: unknown; detail?: unknown })
      : {};
  return textOf(top.detail) ?? textOf(nested.detail) ?? textOf(top.reason) ?? textOf(nested.reason);
};

export const refusalFailure = (error: unknown, words: RefusalWords): RefusalFailure => {
  if (isLimitRefusal(error)) return { kind: 'limit', message: error.message || words.limit };
  if (isRateLimited(error)) return { kind: 'failed', message: error.message };
  if (error instanceof ApiError && error.status === 400) {
    const detail = refusalDetail(error.body);
    const message = error.message || words.refused;
    // A detail that only repeats the message would say the same thing twice.
    return { kind: 'refused', message, ...(detail && detail !== message ? { detail } : {}) };
  }
  return { kind: 'failed', message: words.failed };
};
