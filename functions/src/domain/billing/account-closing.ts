/**
 * What billing does when a shopper deletes their account: every subscription of theirs that is
 * not over is cancelled at Stripe at once (paid, trialing, past due or still incomplete), so
 * nothing is ever charged again for an account that no longer exists. Stripe keeps the customer
 * and its invoices: they are the payment provider's records, which the law asks it to keep.
 */
import Stripe from 'stripe';
import { stripeClient } from '../../lib/stripe';
import { callStripe } from './stripe-calls';

/** Stripe refuses to cancel a subscription that ended meanwhile: then there is nothing to do. */
const cancelUnlessEnded = async (stripe: Stripe, subscriptionId: string): Promise<boolean> => {
  try {
    await callStripe(() => stripe.subscriptions.cancel(subscriptionId));
    return true;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
    throw error;
  }
};

/**
 * Cancels now every subscription of the customer Stripe does not list as canceled; answers how
 * many it cancelled. Run again, it finds none and answers 0.
 */
export const cancelEverySubscription = async (customerId: string): Promise<number> => {
  const stripe = await stripeClient();
  let cancelled = 0;
  // Stripe's default list leaves canceled subscriptions out; auto-paging reads every page.
  for await (const subscription of stripe.subscriptions.list({
    customer: customerId,
    limit: 100,
  })) {
    if (subscription.status === 'incomplete_expired') continue;
    if (await cancelUnlessEnded(stripe, subscription.id)) cancelled += 1;
  }
  return cancelled;
};
