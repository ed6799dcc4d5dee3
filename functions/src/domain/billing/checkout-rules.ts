/**
 * Pure rules of a checkout: which Stripe objects belong to an unfinished checkout of ours, who
 * may still have the free trial, and what a trial checkout's objects carry. Tested beside.
 */
import type { PaidPlanId } from '@shop-scanner/shared/billing';
import type { Stripe } from '../../lib/stripe';
import { idOf } from './stripe-values';
import { planOfSubscription } from './subscription-mirror';

/** Metadata of a trial checkout's SetupIntent: whose it is, for which plan. */
export const TRIAL_CHECKOUT = 'trial';
/** Metadata of the trialing subscription made from that SetupIntent, so it is made once. */
export const SETUP_INTENT_KEY = 'setupIntentId';

export interface TrialCheckoutMetadata {
  readonly userId: string;
  readonly planId: PaidPlanId;
}

export const trialCheckoutMetadata = ({ userId, planId }: TrialCheckoutMetadata) => ({
  userId,
  planId,
  checkout: TRIAL_CHECKOUT,
});

/** The user and plan of a trial checkout's SetupIntent, or undefined for any other SetupIntent. */
export const trialCheckoutOf = (
  intent: Pick<Stripe.SetupIntent, 'metadata'>,
): TrialCheckoutMetadata | undefined => {
  const { checkout, userId, planId } = intent.metadata ?? {};
  if (checkout !== TRIAL_CHECKOUT || !userId) return undefined;
  if (planId !== 'premium' && planId !== 'annual') return undefined;
  return { userId, planId };
};

/** Whether a SetupIntent is this user's own trial checkout (for their Stripe customer). */
export const isTrialCheckoutOf = (
  intent: Pick<Stripe.SetupIntent, 'metadata' | 'customer'>,
  userId: string,
  customer: string,
): boolean => idOf(intent.customer) === customer && trialCheckoutOf(intent)?.userId === userId;

/** A trial checkout of this plan whose card is not saved yet: the shopper may finish it now. */
export const isOpenTrialCheckout = (intent: Stripe.SetupIntent, planId: PaidPlanId): boolean =>
  intent.status === 'requires_payment_method' && trialCheckoutOf(intent)?.planId === planId;

/** A paid checkout of this plan whose first payment has not been made: it may be paid now. */
export const isOpenPaymentCheckout = (s: Stripe.Subscription, planId: PaidPlanId): boolean =>
  planOfSubscription(s) === planId && s.status === 'incomplete';

/**
 * A trial no card was ever saved for: what an abandoned checkout left before trials began only
 * once the card was saved. The shopper never agreed to pay for it.
 */
export const isTrialWithoutCard = (s: Stripe.Subscription): boolean =>
  s.status === 'trialing' && !s.default_payment_method;

/**
 * One trial per shopper: none once any subscription of theirs was paid for or had a card. A
 * checkout left unfinished spends nothing, so the trial stays on offer until one starts.
 */
export const hadPaidOrCardedSubscription = (
  subscriptions: readonly Stripe.Subscription[],
): boolean =>
  subscriptions.some(
    (s) =>
      s.default_payment_method !== null ||
      s.status === 'active' ||
      s.status === 'past_due' ||
      s.status === 'unpaid',
  );
