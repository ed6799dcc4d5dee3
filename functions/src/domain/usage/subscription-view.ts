/**
 * The subscription a user sees (part 1 §3 and §4): their stored subscription, or the free plan
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
  // What remains follows the plan the server enforces: a canceled paid plan shows its own id
  // and status, but the free allowance.
  const planId = effectivePlanId(stored);
  const remaining = Object.fromEntries(
    usageFeatures.map((f) => [f, remainingUses(counts[f], featureLimit(planId, f))]),
  ) as unknown as Remaining;
  return {
    planId: stored?.planId ?? 'free',
    status: stored?.status ?? 'active',
    currentPeriodStart: stored?.currentPeriodStart ?? period.start.toISOString(),
    currentPeriodEnd: stored?.currentPeriodEnd ?? period.end.toISOString(),
    cancelAtPeriodEnd: stored?.cancelAtPeriodEnd ?? false,
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
