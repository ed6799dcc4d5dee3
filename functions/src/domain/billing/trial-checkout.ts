/**
 * A trial starts once its card is saved: the SetupIntent of a trial checkout succeeded, so the
 * trialing subscription is made now, with that card as its default and the customer's. Called by
 * the page right after it saved the card, and by the `setup_intent.succeeded` webhook; whichever
 * comes second finds the subscription already made (by its metadata, and within Stripe's
 * idempotency window by the key too), so the trial starts once.
 *
 * The card is set as the default here, not left to `save_default_payment_method`: Stripe applies
 * that when a payment succeeds, and a trial's start has no payment.
 */
import StripeSdk from 'stripe';
import { plans } from '@shop-scanner/shared/plans';
import { logger } from '../../lib/logger';
import { NotFound } from '../../lib/errors';
import { stripeClient, type Stripe } from '../../lib/stripe';
import { isTrialCheckoutOf, SETUP_INTENT_KEY, trialCheckoutOf } from './checkout-rules';
import { findCustomer } from './customers';
import { planPriceId } from './plan-prices';
import { callStripe } from './stripe-calls';
import { idOf } from './stripe-values';

const IN_FLIGHT_WAIT_MS = 1_000;

export type TrialStart =
  | { readonly outcome: 'started'; readonly subscriptionId: string }
  /** Another subscription is in force: no second one is started. */
  | { readonly outcome: 'already-subscribed'; readonly subscriptionId: string }
  /** The card is not saved (yet): nothing to start. */
  | { readonly outcome: 'not-saved' }
  /** Not a trial checkout of ours. */
  | { readonly outcome: 'not-a-trial' };

const LIVE_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set([
  'trialing',
  'active',
  'past_due',
]);

/** The customer's subscriptions: the one made from this SetupIntent, and any other in force. */
const subscriptionsOf = async (stripe: Stripe, customer: string, setupIntentId: string) => {
  const list = await callStripe(() =>
    stripe.subscriptions.list({ customer, status: 'all', limit: 20 }),
  );
  const made = list.data.find((s) => s.metadata?.[SETUP_INTENT_KEY] === setupIntentId);
  const other = list.data.find((s) => s !== made && LIVE_STATUSES.has(s.status));
  return { made, other };
};

export const startTrialFromSetup = async (intent: Stripe.SetupIntent): Promise<TrialStart> => {
  const checkout = trialCheckoutOf(intent);
  const customer = idOf(intent.customer);
  if (!checkout || !customer) return { outcome: 'not-a-trial' };
  const card = idOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !card) return { outcome: 'not-saved' };

  const stripe = await stripeClient();
  const { made, other } = await subscriptionsOf(stripe, customer, intent.id);
  if (made) return { outcome: 'started', subscriptionId: made.id };
  // A second checkout finished in another tab after the first: one plan at a time, never two
  // bills. The card stays saved; the shopper already has the plan they paid for.
  if (other) return { outcome: 'already-subscribed', subscriptionId: other.id };

  await callStripe(() =>
    stripe.customers.update(customer, { invoice_settings: { default_payment_method: card } }),
  );
  const price = await planPriceId(checkout.planId);
  const create = () =>
    stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        default_payment_method: card,
        trial_period_days: plans[checkout.planId].trialDays,
        metadata: { ...checkout, [SETUP_INTENT_KEY]: intent.id },
      },
      { idempotencyKey: `trial-${intent.id}` },
    );
  let subscription: Stripe.Subscription;
  try {
    subscription = await callStripe(create);
  } catch (error) {
    // The page and the webhook at the same moment: Stripe refuses the second request while the
    // first with the same key is in flight; the first one's subscription is the answer.
    if (!(error instanceof StripeSdk.errors.StripeIdempotencyError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_WAIT_MS));
    const meanwhile = await subscriptionsOf(stripe, customer, intent.id);
    if (!meanwhile.made) throw error;
    return { outcome: 'started', subscriptionId: meanwhile.made.id };
  }
  logger.info('Trial started from a saved card', {
    userId: checkout.userId,
    subscriptionId: subscription.id,
  });
  return { outcome: 'started', subscriptionId: subscription.id };
};

/** The page's own confirmation: the SetupIntent must be this user's trial checkout. */
export const completeTrialCheckout = async (
  userId: string,
  setupIntentId: string,
): Promise<TrialStart> => {
  const customer = await findCustomer(userId);
  if (!customer) throw new NotFound();
  const stripe = await stripeClient();
  const intent = await callStripe(() => stripe.setupIntents.retrieve(setupIntentId));
  if (!isTrialCheckoutOf(intent, userId, customer)) throw new NotFound();
  return startTrialFromSetup(intent);
};
