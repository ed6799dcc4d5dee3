/**
 * Which plan's limits apply. Plans act as roles: the server decides from the stored
 * subscription, never from what the client says.
 */
import { limitOfFeature, plans, type PlanId, type UsageFeature } from '@shop-scanner/shared/plans';
import type { SubscriptionStatus } from '@shop-scanner/shared/subscription';

/**
 * Statuses that keep the paid plan. past_due keeps it while the payment provider retries the
 * charge (the shopper is not cut off for a card hiccup); a subscription set to cancel at the
 * period end stays `active` until then. canceled and incomplete (never paid) mean the free plan.
 */
const entitledStatuses: ReadonlySet<SubscriptionStatus> = new Set([
  'active',
  'trialing',
  'past_due',
]);

/**
 * The plan whose limits apply: the stored one while it is in force, else free (also for guests).
 */
export const effectivePlanId = (
  subscription: { planId: PlanId; status: SubscriptionStatus } | undefined,
): PlanId =>
  subscription && entitledStatuses.has(subscription.status) ? subscription.planId : 'free';

/** The monthly limit of a feature on a plan; null: unlimited. */
export const featureLimit = (planId: PlanId, feature: UsageFeature): number | null => {
  const limit = plans[planId].limits[limitOfFeature[feature]];
  return typeof limit === 'number' ? limit : null;
};

/** Uses left this month (never below zero), or null when the plan is unlimited. */
export const remainingUses = (used: number, limit: number | null): number | null =>
  limit === null ? null : Math.max(0, limit - used);
