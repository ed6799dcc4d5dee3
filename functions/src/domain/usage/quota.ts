/**
 * Monthly quotas, consumed atomically by the endpoint that does the work (issue 3 §3).
 *
 * The limit is a condition of the counter's update, so no interleaving of concurrent requests can
 * take the counter past it. A distinct use (a barcode, a search) writes a marker in the same
 * transaction: the same key again in the same month finds the marker and is free, and a use is
 * never counted without its marker nor the reverse.
 */
import type { UsageFeature } from '@shop-scanner/shared/plans';
import { usageMonth } from '@shop-scanner/shared/subscription';
import { getSubscription } from '../../data/subscriptions';
import { getUsageCounts, writeUse, type UsageSubject } from '../../data/usage';
import { QuotaExceeded } from '../../lib/errors';
import { effectivePlanId, featureLimit, remainingUses } from './entitlement';
import { limitMessage } from './limit-messages';
import { counterExpiresAt, markerExpiresAt } from './usage-period';
import { refusedUse } from './use-outcome';

export type { UsageSubject };

export interface ConsumeUsageRequest {
  subject: UsageSubject;
  feature: UsageFeature;
  /** a distinct use: the same key in the same month is free (not counted again); omit to always count */
  key?: string;
  now?: Date;
  /**
   * The 429 message at the limit; by default the feature's own spec text (limit-messages.ts).
   * Endpoints whose spec text differs pass theirs (POST /api/subscription/usage, price comparison).
   */
  limitMessage?: string;
}

export interface ConsumeUsageResult {
  /** False when the key was already counted this month (the use is free). */
  counted: boolean;
  /** Uses this month, this one included. */
  used: number;
  /** The plan's monthly limit; null: unlimited. */
  limit: number | null;
  /** Uses left this month; null: unlimited. */
  remaining: number | null;
}

/** Concurrent uses of one subject contend for one counter item; a refused transaction is retried. */
const MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 250;
/** Full jitter: contenders spread out instead of colliding again in step. */
const backoff = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(MAX_BACKOFF_MS, 10 * 2 ** attempt)),
  );

/** Guests always have the free plan; a user has their subscription's plan while it is in force. */
const planOf = async (subject: UsageSubject) =>
  effectivePlanId(subject.kind === 'user' ? await getSubscription(subject.userId) : undefined);

/**
 * Counts one use of `feature` against the subject's plan for the month of `now`.
 * Throws QuotaExceeded (429) at the limit; nothing is written then.
 */
export const consumeUsage = async (request: ConsumeUsageRequest): Promise<ConsumeUsageResult> => {
  const { subject, feature, key } = request;
  const now = request.now ?? new Date();
  const month = usageMonth(now);
  const limit = featureLimit(await planOf(subject), feature);
  const figures = async (counted: boolean, written?: number): Promise<ConsumeUsageResult> => {
    const used = written ?? (await getUsageCounts(subject, month))[feature];
    return { counted, used, limit, remaining: remainingUses(used, limit) };
  };

  for (let attempt = 1; ; attempt++) {
    const result = await writeUse({
      subject,
      feature,
      month,
      limit,
      ...(key === undefined ? {} : { key }),
      counterExpiresAt: counterExpiresAt(now),
      markerExpiresAt: markerExpiresAt(now),
    });
    if (result.kind === 'written') return figures(true, result.used);
    const refusal = refusedUse(result.reasons);
    if (refusal === 'alreadyCounted') return figures(false);
    if (refusal === 'limitReached')
      throw new QuotaExceeded(limitMessage(feature, request.limitMessage));
    if (refusal === 'failed' || attempt >= MAX_ATTEMPTS) {
      throw new Error(`Usage write refused: ${JSON.stringify(result.reasons)}`);
    }
    await backoff(attempt);
  }
};
