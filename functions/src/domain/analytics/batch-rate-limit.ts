/**
 * How many analytics batches one address may send a minute. The route is public, so without this
 * one client could flood the aggregates a seller's dashboard reads. A tab sends at most one batch
 * per 5 s, plus one each time a page is left: 120 a minute (one every half second, 6,000 events
 * at most) leaves room for an office or a household behind one address, each person browsing
 * briskly in several tabs, and past it the answer is 429 with Retry-After, nothing stored.
 */
import { countInWindow } from '../../data/rate-limits';
import { TooManyRequests } from '../../lib/errors';
import { rateWindow } from '../../lib/http/rate-limit-rules';

export const ANALYTICS_BATCHES_PER_MINUTE = 120;
/** The counter's name in the rate item, and the limit a 429 names. */
export const ANALYTICS_BATCH_LIMIT = 'analyticsBatchesPerMinute';

/** Counts one batch from the address (known only by its salted hash); 429 past the limit. */
export const countAnalyticsBatch = async (addressHash: string, now: Date = new Date()) => {
  const window = rateWindow(now);
  const result = await countInWindow({
    subject: { kind: 'guest', addressHash },
    window: 'minute',
    windowStart: window.start,
    windowEnd: window.end,
    limits: { analyticsBatches: ANALYTICS_BATCHES_PER_MINUTE },
  });
  if (result.kind === 'limited') {
    throw new TooManyRequests(ANALYTICS_BATCH_LIMIT, window.retryAfterSeconds);
  }
};
