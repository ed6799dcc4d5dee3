/**
 * What the table keeps of a Stripe subscription: only what the app needs to decide (plan, status,
 * period, cancelAtPeriodEnd, trial end). Pure: built from the Stripe object, tested beside.
 */
import { planIds, type PlanId } from '@shop-scanner/shared/plans';
import type { SubscriptionStatus } from '@shop-scanner/shared/subscription';
import type { Stripe } from '../../lib/stripe';
import { idOf, isoOfUnix } from './stripe-values';

/** The lookup key of each paid plan's Stripe price. */
export const priceLookupKey = (planId: PlanId): string => `shop-scanner-${planId}`;

export interface SubscriptionMirror {
  readonly planId: PlanId;
  readonly status: SubscriptionStatus;
  readonly currentPeriodStart: string;
  readonly currentPeriodEnd: string;
  readonly cancelAtPeriodEnd: boolean;
  readonly trialEnd: string | null;
  readonly stripeSubscriptionId: string;
  readonly stripeCustomerId: string;
  /** When Stripe created the subscription (Unix seconds): a newer subscription may replace an ended one. */
  readonly subscriptionCreated: number;
  /** Whether the paid plan's limits apply (see entitlement below). */
  readonly entitled: boolean;
}

/** The plan the subscription is for: our metadata, else its price's lookup key. */
export const planOfSubscription = (subscription: Stripe.Subscription): PlanId | undefined => {
  const fromMetadata = subscription.metadata?.planId;
  if (planIds.includes(fromMetadata as PlanId)) return fromMetadata as PlanId;
  const lookupKey = subscription.items.data[0]?.price.lookup_key;
  return planIds.find((id) => id !== 'free' && priceLookupKey(id) === lookupKey);
};

/**
 * Stripe's statuses in the app's words. incomplete_expired and unpaid end the plan, as canceled
 * does; a trial without a saved card is not yet a subscription the shopper has agreed to pay for.
 */
const statusOf = (subscription: Stripe.Subscription): SubscriptionStatus => {
  switch (subscription.status) {
    case 'active':
      return 'active';
    case 'past_due':
      // A renewal that failed keeps the plan while Stripe retries the shopper's card; a trial
      // that ended without a card ever saved (an abandoned checkout) was never paid for.
      return subscription.default_payment_method ? 'past_due' : 'incomplete';
    case 'trialing':
      return subscription.default_payment_method ? 'trialing' : 'incomplete';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled';
  }
};

/**
 * Paid limits apply from the moment the subscription is active or trialing with a card, and
 * while Stripe retries a failed renewal (past_due); they end with the subscription.
 */
export const isEntitledStatus = (status: SubscriptionStatus): boolean =>
  status === 'active' || status === 'trialing' || status === 'past_due';

export const mirrorOf = (subscription: Stripe.Subscription): SubscriptionMirror | undefined => {
  const planId = planOfSubscription(subscription);
  const item = subscription.items.data[0];
  if (!planId || !item) return undefined;
  const status = statusOf(subscription);
  return {
    planId,
    status,
    currentPeriodStart: isoOfUnix(item.current_period_start),
    currentPeriodEnd: isoOfUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd:
      subscription.trial_end && status === 'trialing' ? isoOfUnix(subscription.trial_end) : null,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? '',
    subscriptionCreated: subscription.created,
    entitled: isEntitledStatus(status),
  };
};
