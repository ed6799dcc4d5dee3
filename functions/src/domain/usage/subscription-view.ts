/**
 * The subscription a user sees: their stored subscription, or the free plan
 * with a 30-day period when none is stored, and this month's usage with what remains of it.
 */
import { usageFeatures } from '@shop-scanner/shared/plans';
import type { Remaining, Subscription } from '@shop-scanner/shared/subscription';
import type { StoredSubscription } from '../../data/subscriptions';
import type { UsageCounts } from '../../data/usage';
import { effectivePlanId, featureLimit, remainingUses } from './entitlement';
import { fallbackPeriod, monthStart, nextMonthStart } from './usage-period';

export interface SubscriptionViewInput {
  readonly stored: StoredSubscription | undefined;
  readonly counts: UsageCounts;
  readonly now: Date;
}

export const buildSubscriptionView = ({
  stored,
  counts,
  now,
}: SubscriptionViewInput): Subscription => {
  const period = fallbackPeriod(now);
  // The plan shown is the plan the server enforces: a paid plan that ended (or a checkout never
  // paid) is the free plan again, as if none were stored; the usage of the month stays.
  const planId = effectivePlanId(stored);
  const inForce = planId === 'free' ? undefined : stored;
  const remaining = Object.fromEntries(
    usageFeatures.map((f) => [f, remainingUses(counts[f], featureLimit(planId, f))]),
  ) as unknown as Remaining;
  return {
    planId,
    status: inForce?.status ?? 'active',
    currentPeriodStart: inForce?.currentPeriodStart ?? period.start.toISOString(),
    currentPeriodEnd: inForce?.currentPeriodEnd ?? period.end.toISOString(),
    cancelAtPeriodEnd: inForce?.cancelAtPeriodEnd ?? false,
    trialEnd: inForce?.trialEnd ?? null,
    usage: {
      scansUsed: counts.scan,
      storeAnalysisUsed: counts.storeAnalysis,
      crossPlatformSearchesUsed: counts.crossPlatformSearch,
      lastResetDate: monthStart(now).toISOString(),
    },
    remaining,
    usageResetsAt: nextMonthStart(now).toISOString(),
  };
};
