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
