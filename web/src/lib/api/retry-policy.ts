import { ApiError } from '../api-client';

/**
 * Retry once, and only what may pass by itself: a network failure (status 0) or a server error. A
 * 4xx (a 404, a 429 limit, a refused query) or an answer that does not match its schema will not
 * change on a second try, and retrying it only delays the message the shopper needs to see.
 */
export const retryTransientOnce = (failureCount: number, error: Error): boolean =>
  failureCount < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500);
