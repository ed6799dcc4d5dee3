/**
 * One retry rule for every write that can lose a race (transactions that clash, a counter held by
 * another request, a throttled bulk write): try again after a short, randomized, growing pause.
 * Full jitter (a random pause up to the exponential bound) spreads contenders out, so they do not
 * collide again in step.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The longest pause between two attempts, whatever the attempt number. */
export const MAX_RETRY_DELAY_MS = 2_000;

/** The pause before attempt `attempt + 1`: random, up to baseDelayMs * 2^(attempt - 1), capped. */
export const retryDelay = (attempt: number, baseDelayMs: number, random = Math.random): number =>
  random() * Math.min(MAX_RETRY_DELAY_MS, baseDelayMs * 2 ** (attempt - 1));

/**
 * Runs `fn` (given the attempt number, from 1) until it succeeds, it throws an error that is not
 * retryable, or `attempts` attempts have failed; then the last error is thrown as it was, so the
 * caller decides what an exhausted retry means (usually ServiceUnavailable).
 */
export const retryOn = async <T>(
  isRetryable: (error: unknown) => boolean,
  attempts: number,
  baseDelayMs: number,
  fn: (attempt: number) => Promise<T>,
): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await sleep(retryDelay(attempt, baseDelayMs));
    }
  }
};
