/**
 * Changes the shopper makes to a paid plan (cancelling, and the subscription page's Overview tab):
 * cancel at the period end, reactivate before it, or downgrade to free now. Stripe makes the
 * change; the table follows from its webhook event. The answer already shows the change, built
 * from the subscription Stripe returned, so the page needs no second round trip.
 */
import { billingMessages } from '@shop-scanner/shared/messages';
import { usageMonth, type Subscription } from '@shop-scanner/shared/subscription';
import { getSubscription, type StoredSubscription } from '../../data/subscriptions';
import { getUsageCounts } from '../../data/usage';
import { Conflict } from '../../lib/errors';
import { stripeClient, type Stripe } from '../../lib/stripe';
import { buildSubscriptionView } from '../usage/subscription-view';
import { callStripe } from './stripe-calls';
import { mirrorOf } from './subscription-mirror';

const viewOf = async (userId: string, subscription: Stripe.Subscription, now: Date) => {
  const mirror = mirrorOf(subscription);
  const stored: StoredSubscription | undefined = mirror ? { userId, ...mirror } : undefined;
  const counts = await getUsageCounts({ kind: 'user', userId }, usageMonth(now));
  return buildSubscriptionView({ stored, counts, now });
};

/** The paid subscription in force, or 409: there is nothing to change. */
const paidSubscriptionOf = async (userId: string): Promise<string> => {
  const stored = await getSubscription(userId);
  if (!stored?.entitled || !stored.stripeSubscriptionId)
    throw new Conflict(billingMessages.noSubscription);
  return stored.stripeSubscriptionId;
};

const setCancelAtPeriodEnd = async (userId: string, cancel: boolean, now: Date) => {
  const id = await paidSubscriptionOf(userId);
  const stripe = await stripeClient();
  const updated = await callStripe(() =>
    stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
  );
  return viewOf(userId, updated, now);
};

/** Access continues to the period's end; then the plan is free again. */
export const cancelAtPeriodEnd = (userId: string, now = new Date()): Promise<Subscription> =>
  setCancelAtPeriodEnd(userId, true, now);

export const reactivate = async (userId: string, now = new Date()): Promise<Subscription> => {
  const stored = await getSubscription(userId);
  if (stored?.entitled && !stored.cancelAtPeriodEnd)
    throw new Conflict(billingMessages.notExpiring);
  return setCancelAtPeriodEnd(userId, false, now);
};

/** Ends the paid plan now: the free plan's limits apply at once (no refund of the period). */
export const downgradeToFree = async (userId: string, now = new Date()): Promise<Subscription> => {
  const id = await paidSubscriptionOf(userId);
  const stripe = await stripeClient();
  const canceled = await callStripe(() => stripe.subscriptions.cancel(id));
  return viewOf(userId, canceled, now);
};
