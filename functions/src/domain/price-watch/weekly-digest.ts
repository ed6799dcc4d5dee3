/**
 * The weekly digest job's work: for the week it sums up, every shopper with drops that week and
 * the weekly digest switched on gets one push message (docs/price-watch.md, "The weekly digest").
 *
 * - Who: the week's entries (data/weekly-digest-keys.ts), DIGEST_SHARDS Queries; a shopper with
 *   no drops has no entry and gets nothing.
 * - What: the drops themselves, read from the shopper's partition (detectedAt in the week).
 * - Once: a marker per shopper and week, claimed before sending (data/weekly-digest.ts).
 * - Delivery (every device, 410 pruning, 429/5xx retries) is the push sender's.
 */
import { getPreferences } from '../../data/push-subscriptions';
import { DIGEST_SHARDS } from '../../data/weekly-digest-keys';
import {
  claimDigest,
  digestEntries,
  dropsDetectedBetween,
  finishDigest,
  releaseDigest,
} from '../../data/weekly-digest';
import { toPriceDrop } from '../../data/wishlist-keys';
import { logger } from '../../lib/logger';
import { deliverToUser } from '../push/deliver';
import { topicFor } from '../push/message-policy';
import { digestMessage, summariseWeek, weekWindow } from './weekly-digest-rules';

/** Longer than one shopper's digest can take (a read, then 10 s per device, all at once). */
const LEASE_MS = 10 * 60_000;
/** Shoppers served at once: enough to keep the push services busy, gentle on the table. */
const CONCURRENCY = 8;

export type UserDigestOutcome =
  /** Sent (or queued for retry) to the shopper's devices; none when they have no device. */
  | 'sent'
  /** The weekly digest switch is off. */
  | 'opted-out'
  /** The entry counted drops, but none was found in the week (all removed since). */
  | 'nothing-to-say'
  /** Already sent, or another run is sending it now. */
  | 'taken'
  /** Something failed: the claim was given back, and the next run tries again. */
  | 'failed';

export const sendUserDigest = async (
  userId: string,
  week: string,
  now: Date,
): Promise<UserDigestOutcome> => {
  // The switch first: nothing of an opted-out shopper's drops is read.
  if (!(await getPreferences(userId)).weeklyDigest) return 'opted-out';
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  if (!(await claimDigest(userId, week, now, leaseUntil))) return 'taken';
  try {
    const { from, to } = weekWindow(week);
    const summary = summariseWeek((await dropsDetectedBetween(userId, from, to)).map(toPriceDrop));
    if (summary) {
      await deliverToUser(userId, digestMessage(summary, week, now), {
        topic: topicFor('weeklyDigest', week),
        now,
      });
    }
    const outcome = summary ? 'sent' : 'nothing-to-say';
    if (!(await finishDigest(userId, week, leaseUntil, outcome, now)))
      logger.warn('A weekly digest took longer than its lease', { week });
    return outcome;
  } catch (error) {
    logger.error('A weekly digest failed; the next run tries again', { week, error });
    await releaseDigest(userId, week, leaseUntil);
    return 'failed';
  }
};

export type DigestRunReport = Readonly<
  { week: string; shoppers: number } & Record<UserDigestOutcome, number>
>;

/** Runs `work` over `items`, at most `limit` at a time. */
const eachLimited = async <T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

/** Sends the week's digests: every shard's entries, a page at a time. */
export const runWeeklyDigest = async (week: string, now: Date): Promise<DigestRunReport> => {
  const counts: Record<UserDigestOutcome, number> = {
    sent: 0,
    'opted-out': 0,
    'nothing-to-say': 0,
    taken: 0,
    failed: 0,
  };
  let shoppers = 0;
  for (let shard = 0; shard < DIGEST_SHARDS; shard++) {
    for await (const entries of digestEntries(week, shard)) {
      shoppers += entries.length;
      await eachLimited(entries, CONCURRENCY, async ({ userId }) => {
        counts[await sendUserDigest(userId, week, now)]++;
      });
    }
  }
  return { week, shoppers, ...counts };
};
