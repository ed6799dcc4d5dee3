/**
 * A checkout the shopper leaves leaves nothing behind: when the dialog closes unfinished, the
 * trial's SetupIntent is canceled, or the unpaid subscription is canceled (Stripe voids its first
 * invoice). A dialog that never closes is swept by Stripe itself: an `incomplete` subscription
 * expires after 23 hours without a charge, and a SetupIntent charges nothing. A trial without a
 * card, left by checkouts from before trials waited for the card, is canceled before it ends
 * (billing consumer, on `customer.subscription.trial_will_end`).
 */
import Stripe from 'stripe';
import { logger } from '../../lib/logger';
import { NotFound } from '../../lib/errors';
import { stripeClient } from '../../lib/stripe';
import { isTrialCheckoutOf, isTrialWithoutCard } from './checkout-rules';
import { findCustomer } from './customers';
import { callStripe } from './stripe-calls';
import { idOf } from './stripe-values';

export type AbandonOutcome = 'abandoned' | 'already-finished';

/** Stripe refuses to cancel what finished meanwhile (a race with the payment): that is fine. */
const unlessFinished = async (cancel: () => Promise<unknown>): Promise<AbandonOutcome> => {
  try {
    await callStripe(cancel);
    return 'abandoned';
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'already-finished';
    throw error;
  }
};

export const abandonCheckout = async (
  userId: string,
  checkoutId: string,
): Promise<AbandonOutcome> => {
  const customer = await findCustomer(userId);
  if (!customer) throw new NotFound();
  const stripe = await stripeClient();
  if (checkoutId.startsWith('seti_')) {
    const intent = await callStripe(() => stripe.setupIntents.retrieve(checkoutId));
    if (!isTrialCheckoutOf(intent, userId, customer)) throw new NotFound();
    if (intent.status !== 'requires_payment_method') return 'already-finished';
    return unlessFinished(() =>
      stripe.setupIntents.cancel(checkoutId, { cancellation_reason: 'abandoned' }),
    );
  }
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(checkoutId));
  if (idOf(subscription.customer) !== customer) throw new NotFound();
  if (subscription.status !== 'incomplete') return 'already-finished';
  return unlessFinished(() => stripe.subscriptions.cancel(checkoutId));
};

/** Cancels a trial that never had a card, before Stripe tries to charge for it. */
export const cancelTrialWithoutCard = async (subscriptionId: string): Promise<boolean> => {
  const stripe = await stripeClient();
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
  if (!isTrialWithoutCard(subscription)) return false;
  await unlessFinished(() => stripe.subscriptions.cancel(subscriptionId));
  logger.info('Canceled a trial no card was saved for', { subscriptionId });
  return true;
};
