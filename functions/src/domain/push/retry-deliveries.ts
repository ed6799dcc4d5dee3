/**
 * The retry job's work: sends the push messages whose retry is due (data/push-retries.ts).
 * Each record is claimed first (its due time moved a lease ahead), so two runs never send the
 * same one and a run that dies leaves it due again after the lease. A message past its deadline
 * (its TTL), for a device since unsubscribed, or out of attempts is dropped, and says so in the
 * log; the rest are sent with the TTL they have left.
 */
import {
  deleteRetry,
  dueRetries,
  rescheduleRetry,
  type PushRetryRecord,
} from '../../data/push-retries';
import { getSubscription } from '../../data/push-subscriptions';
import { logger } from '../../lib/logger';
import { sendPush, type PushUrgency } from '../../lib/push-client';
import { vapidDetails } from '../../lib/vapid-keys';
import { settleOutcome } from './deliver';
import { MAX_PUSH_ATTEMPTS, retryDelayMs } from './message-policy';

/** Longer than a send can take (10 s timeout), short enough that a crash costs little delay. */
const LEASE_MS = 5 * 60_000;
/** Records one run takes; the next run takes the rest. */
const BATCH = 200;

export interface RetryRunReport {
  readonly delivered: number;
  readonly retrying: number;
  readonly removed: number;
  readonly dropped: number;
}

type RetryResult = 'delivered' | 'retrying' | 'removed' | 'failed' | 'dropped' | 'taken';

const retryOne = async (record: PushRetryRecord, now: Date): Promise<RetryResult> => {
  const claimed = await rescheduleRetry(record, new Date(now.getTime() + LEASE_MS));
  if (!claimed) return 'taken';
  const secondsLeft = Math.floor((Date.parse(claimed.deadline) - now.getTime()) / 1000);
  const device = await getSubscription(claimed.userId, claimed.endpoint);
  if (secondsLeft <= 0 || !device) {
    await deleteRetry(claimed);
    logger.info('A push retry was dropped', {
      reason: device ? 'its time to live ran out' : 'the device unsubscribed',
    });
    return 'dropped';
  }
  const outcome = await sendPush(
    device,
    claimed.payload,
    {
      ttlSeconds: secondsLeft,
      urgency: claimed.urgency as PushUrgency,
      ...(claimed.topic ? { topic: claimed.topic } : {}),
    },
    await vapidDetails(),
    now,
  );
  const attempts = claimed.attempts + 1;
  const givesUp = attempts >= MAX_PUSH_ATTEMPTS;
  const result = await settleOutcome(device, outcome, async (wait) => {
    if (!givesUp)
      await rescheduleRetry(
        claimed,
        new Date(now.getTime() + retryDelayMs(attempts, wait)),
        attempts,
      );
  });
  if (result === 'retrying' && !givesUp) return 'retrying';
  await deleteRetry(claimed);
  if (result !== 'retrying') return result;
  logger.warn('A push message was given up on', { attempts });
  return 'dropped';
};

export const retryDueDeliveries = async (now = new Date()): Promise<RetryRunReport> => {
  const due = await dueRetries(now, BATCH);
  const results = await Promise.all(due.map((record) => retryOne(record, now)));
  const count = (r: RetryResult) => results.filter((x) => x === r).length;
  return {
    delivered: count('delivered'),
    retrying: count('retrying'),
    removed: count('removed'),
    dropped: count('dropped'),
  };
};
