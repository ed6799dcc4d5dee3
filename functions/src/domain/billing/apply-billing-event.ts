/**
 * The billing consumer's work: apply one verified Stripe event to the table, exactly once.
 *
 * Idempotent: a marker for the event id is written in the same transaction as every effect, on
 * condition that it does not exist yet (data/billing-records.ts), so a retried, duplicated or
 * concurrent delivery has one effect. Order-proof: subscription events refetch the subscription
 * from Stripe (its current state, whatever order events come in) and write it only if no newer
 * event wrote it already. Any failure throws, so EventBridge delivers the event again (a
 * dead-letter queue on AWS).
 */
import { getAccountDeletion } from '../../data/account-deletions';
import { getUserIdOfCustomer } from '../../data/billing-customers';
import { markEventProcessed, recordBillingEvent } from '../../data/billing-records';
import { getSubscription } from '../../data/subscriptions';
import { businessMetric } from '../../lib/business-metrics';
import { logger } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import { stripeClient, type Stripe } from '../../lib/stripe';
import {
  customerOfEvent,
  eventEffects,
  subscriptionChangeNotifications,
  subscriptionOfEvent,
  type EventEffects,
} from './event-effects';
import { cancelTrialWithoutCard } from './abandon-checkout';
import { mirrorOf, type SubscriptionMirror } from './subscription-mirror';
import { startTrialFromSetup } from './trial-checkout';

export type ApplyOutcome = 'applied' | 'duplicate' | 'not-ours' | 'account-deleted';

const userOfEvent = async (event: Stripe.Event): Promise<string | undefined> => {
  const customerId = customerOfEvent(event);
  const fromCustomer = customerId ? await getUserIdOfCustomer(customerId) : undefined;
  if (fromCustomer) return fromCustomer;
  // Our subscriptions carry the user in their metadata too.
  const metadata = (event.data.object as { metadata?: Record<string, string> }).metadata;
  return metadata?.userId;
};

interface SubscriptionWrite {
  readonly mirror: SubscriptionMirror;
  readonly notifications: EventEffects['notifications'];
  /** The plan starts with this write: a subscription entitled for the first time (a checkout). */
  readonly activates: boolean;
}

const subscriptionWrite = async (
  event: Stripe.Event,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionWrite | undefined> => {
  const stripe = await stripeClient();
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  const mirror = mirrorOf(current);
  if (!mirror) {
    logger.warn('Subscription without a plan of ours', { subscriptionId });
    return undefined;
  }
  const stored = await getSubscription(userId);
  // A checkout that never became a plan (unpaid, then expired or abandoned) leaves nothing in
  // the table: only a subscription that is or was in force is mirrored.
  if (!mirror.entitled && stored?.stripeSubscriptionId !== mirror.stripeSubscriptionId)
    return undefined;
  const before =
    stored?.stripeSubscriptionId !== undefined
      ? {
          entitled: stored.entitled ?? false,
          cancelAtPeriodEnd: stored.cancelAtPeriodEnd,
          stripeSubscriptionId: stored.stripeSubscriptionId,
        }
      : undefined;
  const at = new Date(event.created * 1000).toISOString();
  return {
    mirror,
    notifications: subscriptionChangeNotifications(before, mirror, at),
    // Only a subscription not stored before entitles for the first time: once it has entitled,
    // the mirror keeps its id, so a plan back from past_due is no second checkout.
    activates: mirror.entitled && stored?.stripeSubscriptionId !== mirror.stripeSubscriptionId,
  };
};

/**
 * Work at Stripe that an event asks for before its effects are written: a trial checkout's card
 * saved starts the trial; a trial that never had a card is canceled before it ends. Both are
 * idempotent, so a redelivered event does them no second time.
 */
const actOnStripe = async (event: Stripe.Event): Promise<void> => {
  if (event.type === 'setup_intent.succeeded') {
    await startTrialFromSetup(event.data.object as Stripe.SetupIntent);
  } else if (event.type === 'customer.subscription.trial_will_end') {
    await cancelTrialWithoutCard((event.data.object as Stripe.Subscription).id);
  }
};

export const applyBillingEvent = async (
  event: Stripe.Event,
  now: Date = new Date(),
): Promise<ApplyOutcome> => {
  const userId = await userOfEvent(event);
  if (userId && (await getAccountDeletion(userId))) {
    // The account is deleted or being deleted (its subscriptions cancelled by the deletion, whose
    // events come here): nothing is written for it again, and nothing is asked of Stripe.
    await markEventProcessed(event.id, event.type, now);
    return 'account-deleted';
  }
  if (userId) await actOnStripe(event);
  if (!userId) {
    // Not a customer of this app (another integration on the same Stripe account): noted, done.
    await markEventProcessed(event.id, event.type, now);
    return 'not-ours';
  }

  const subscriptionId = subscriptionOfEvent(event);
  const write = subscriptionId ? await subscriptionWrite(event, userId, subscriptionId) : undefined;
  const effects = subscriptionId ? { notifications: [], attempts: [] } : eventEffects(event);
  const { outcome, subscriptionWritten } = await recordBillingEvent(
    {
      eventId: event.id,
      type: event.type,
      created: event.created,
      userId,
      notifications: [...effects.notifications, ...(write?.notifications ?? [])],
      attempts: effects.attempts,
      subscription: write ? { userId, ...write.mirror } : undefined,
    },
    now,
  );
  // Counted after the transaction, by the one delivery whose marker it wrote: a duplicate
  // delivery counts nothing again.
  if (outcome === 'applied') {
    countMetric(businessMetric.webhookEventsApplied);
    if (subscriptionWritten && write?.activates) countMetric(businessMetric.checkoutsCompleted);
  }
  return outcome;
};
