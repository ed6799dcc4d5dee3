/**
 * Monthly quotas (docs/plans.md#limits), consumed atomically by the endpoint that does the work.
 *
 * The limit is a condition of the counter's update, so no interleaving of concurrent requests can
 * take the counter past it. A distinct use (a barcode, a search) writes a marker in the same
 * transaction: the same key again in the same month finds the marker and is free, and a use is
 * never counted without its marker nor the reverse.
 */
import type { UsageFeature } from '@shop-scanner/shared/plans';
import { usageMonth } from '@shop-scanner/shared/subscription';
import { getSubscription } from '../../data/subscriptions';
import {
  distinctUseCounted,
  releaseDistinctUse,
  writeUse,
  type RefusalReasons,
  type UsageSubject,
} from '../../data/usage';
import { QuotaExceeded, ServiceUnavailable } from '../../lib/errors';
import { retryOn } from '../../lib/retry';
import { effectivePlanId, featureLimit } from './entitlement';
import { limitMessage } from './limit-messages';
import { counterExpiresAt, markerExpiresAt } from './usage-period';
import { refusedUse } from './use-outcome';

export type { UsageSubject };

export interface ConsumeUsageRequest {
  subject: UsageSubject;
  feature: UsageFeature;
  /**
   * a distinct use: the same key in the same month is free (not counted again); omit to always
   * count
   */
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
}

/** Concurrent uses of one subject contend for one counter item; a clash is retried. */
const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 10;

/** This attempt met another write holding the counter or the marker: nothing was written. */
class UseClashed extends Error {
  constructor(readonly reasons: RefusalReasons) {
    super(`Usage write clashed: ${JSON.stringify(reasons)}`);
    this.name = 'UseClashed';
  }
}

/** Guests always have the free plan; a user has their subscription's plan while it is in force. */
const planOf = async (subject: UsageSubject) =>
  effectivePlanId(subject.kind === 'user' ? await getSubscription(subject.userId) : undefined);

/**
 * Counts one use of `feature` against the subject's plan for the month of `now`.
 * Throws QuotaExceeded (429) at the limit; nothing is written then. Throws ServiceUnavailable
 * (503, Retry-After) when every attempt clashed with concurrent uses of the same subject.
 * Answers only whether this use was counted: the figures are the subscription view's to read
 * (GET /api/subscription), so no use pays an extra read of the counter.
 */
export const consumeUsage = async (request: ConsumeUsageRequest): Promise<ConsumeUsageResult> => {
  const { subject, feature, key } = request;
  const now = request.now ?? new Date();
  const month = usageMonth(now);
  // A key counted already is free: known from its marker, without the plan or a write.
  if (key !== undefined && (await distinctUseCounted(subject, month, feature, key)))
    return { counted: false };
  const limit = featureLimit(await planOf(subject), feature);

  const attempt = async (): Promise<boolean> => {
    const result = await writeUse({
      subject,
      feature,
      month,
      limit,
      ...(key === undefined ? {} : { key }),
      counterExpiresAt: counterExpiresAt(now),
      markerExpiresAt: markerExpiresAt(now),
    });
    if (result.kind === 'written') return true;
    const refusal = refusedUse(result.reasons);
    if (refusal === 'alreadyCounted') return false;
    if (refusal === 'limitReached')
      throw new QuotaExceeded(limitMessage(feature, request.limitMessage));
    if (refusal === 'conflict') throw new UseClashed(result.reasons);
    throw new Error(`Usage write refused: ${JSON.stringify(result.reasons)}`);
  };
  try {
    return {
      counted: await retryOn((e) => e instanceof UseClashed, MAX_ATTEMPTS, BASE_DELAY_MS, attempt),
    };
  } catch (error) {
    if (error instanceof UseClashed) throw new ServiceUnavailable();
    throw error;
  }
};

/**
 * Takes back a distinct use this request counted, when the work it paid for could not be done at
 * all (the store could not be reached): the shopper keeps the use. Only a use that `consumeUsage`
 * answered `counted: true` for may be released, in the same month.
 */
export const releaseUsage = async (request: {
  subject: UsageSubject;
  feature: UsageFeature;
  key: string;
  now: Date;
}): Promise<void> => {
  await releaseDistinctUse(request.subject, usageMonth(request.now), request.feature, request.key);
};
