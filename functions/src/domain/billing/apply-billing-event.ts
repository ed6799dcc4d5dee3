/**
 * The billing consumer's work: apply one verified Stripe event to the table, exactly once.
 *
 * Idempotent: a marker for the event id is written in the same transaction as every effect, on
 * condition that it does not exist yet, so a retried, duplicated or concurrent delivery has one
 * effect. Order-proof: subscription events refetch the subscription from Stripe (its current
 * state, whatever order events come in) and write it only if no newer event wrote it already.
 * Any failure throws, so EventBridge delivers the event again (a dead-letter queue on AWS).
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getUserIdOfCustomer } from '../../data/billing-customers';
import {
  notificationItem,
  paymentAttemptItem,
  processedEventItem,
} from '../../data/billing-records';
import {
  getSubscription,
  subscriptionItem,
  subscriptionWriteCondition,
} from '../../data/subscriptions';
import { documentClient, tableName } from '../../lib/dynamodb';
import { failedConditionAt } from '../../lib/dynamodb-transactions';
import { logger } from '../../lib/logger';
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

export type ApplyOutcome = 'applied' | 'duplicate' | 'not-ours';

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

const MARKER_INDEX = 0;

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
  return { mirror, notifications: subscriptionChangeNotifications(before, mirror, at) };
};

const transact = (items: TransactItem[]) =>
  documentClient.send(new TransactWriteCommand({ TransactItems: items }));

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
  if (userId) await actOnStripe(event);
  const marker: TransactItem = {
    Put: {
      TableName: tableName,
      Item: processedEventItem(event.id, event.type, now),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  if (!userId) {
    // Not a customer of this app (another integration on the same Stripe account): noted, done.
    try {
      await transact([marker]);
    } catch (error) {
      if (!failedConditionAt(error, MARKER_INDEX)) throw error;
    }
    return 'not-ours';
  }

  const subscriptionId = subscriptionOfEvent(event);
  const write = subscriptionId ? await subscriptionWrite(event, userId, subscriptionId) : undefined;
  const effects = subscriptionId ? { notifications: [], attempts: [] } : eventEffects(event);
  const notifications = [...effects.notifications, ...(write?.notifications ?? [])];
  const records: TransactItem[] = [
    ...notifications.map((n) => ({
      Put: { TableName: tableName, Item: notificationItem(userId, n, now) },
    })),
    ...effects.attempts.map((a) => ({
      Put: { TableName: tableName, Item: paymentAttemptItem(userId, a, now) },
    })),
  ];
  const mirrorItems: TransactItem[] = [];
  if (write) {
    const item = subscriptionItem({ userId, ...write.mirror }, event.created, now);
    mirrorItems.push({
      Put: { TableName: tableName, Item: item, ...subscriptionWriteCondition(item) },
    });
  }

  try {
    await transact([marker, ...mirrorItems, ...records]);
    return 'applied';
  } catch (error) {
    if (failedConditionAt(error, MARKER_INDEX)) return 'duplicate';
    if (mirrorItems.length === 0 || !failedConditionAt(error, 1)) throw error;
  }
  // A newer event already wrote this subscription: this one changes nothing there (and its
  // notifications were those of an older state), but it is still done.
  try {
    await transact([marker]);
    return 'applied';
  } catch (error) {
    if (failedConditionAt(error, MARKER_INDEX)) return 'duplicate';
    throw error;
  }
};
