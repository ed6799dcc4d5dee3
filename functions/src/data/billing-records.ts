/**
 * What the billing consumer writes besides the subscription mirror, in the single table:
 *   processed event:  pk = STRIPE_EVENT#<evt_…>, sk = EVENT         (one effect per event id)
 *   payment attempt:  pk = USER#<sub>, sk = PAYMENT#<iso>#<pi_…>     (the Monitoring tab)
 *   notification:     pk = USER#<sub>, sk = NOTIFICATION#<id>        (toasts in the SPA)
 * All expire through the table's TTL. The consumer writes them in one transaction with the
 * processed-event marker (recordBillingEvent), so a retried or duplicated event has exactly one
 * effect.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AppNotification, PaymentAttempt } from '@shop-scanner/shared/billing';
import { documentClient, tableName } from '../lib/dynamodb';
import { failedConditionAt } from '../lib/dynamodb-transactions';
import {
  subscriptionItem,
  subscriptionWriteCondition,
  type StoredSubscription,
} from './subscriptions';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';
import { DAY_SECONDS } from '@shop-scanner/shared/time';

/** Stripe retries a webhook for up to three days: markers outlive that. */
const EVENT_MARKER_DAYS = 30;
const PAYMENT_ATTEMPT_DAYS = 90;
const NOTIFICATION_DAYS = 30;

const expiresAt = (now: Date, days: number): number =>
  Math.floor(now.getTime() / 1000) + days * DAY_SECONDS;

export const processedEventItem = (eventId: string, type: string, now: Date) => ({
  pk: `STRIPE_EVENT#${eventId}`,
  sk: 'EVENT',
  entityType: 'ProcessedStripeEvent',
  type,
  processedAt: now.toISOString(),
  [ttlAttribute]: expiresAt(now, EVENT_MARKER_DAYS),
});

export const paymentAttemptItem = (userId: string, attempt: PaymentAttempt, now: Date) => ({
  pk: userKey(userId).pk,
  sk: `PAYMENT#${attempt.at}#${attempt.id}`,
  entityType: 'PaymentAttempt',
  attempt,
  [ttlAttribute]: expiresAt(now, PAYMENT_ATTEMPT_DAYS),
});

/**
 * The notification's id decides its key: an id made from what it announces (the subscription
 * that became active, say) makes two events announcing the same thing write one notification.
 */
export const notificationItem = (userId: string, notification: AppNotification, now: Date) => ({
  pk: userKey(userId).pk,
  sk: `NOTIFICATION#${notification.id}`,
  entityType: 'Notification',
  notification,
  [ttlAttribute]: expiresAt(now, NOTIFICATION_DAYS),
});

const queryUserItems = async (userId: string, prefix: string, limit: number) => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':prefix': prefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items;
};

/** The user's latest payment attempts, newest first. */
export const listPaymentAttempts = async (userId: string, limit = 20): Promise<PaymentAttempt[]> =>
  (await queryUserItems(userId, 'PAYMENT#', limit)).map((item) => item.attempt as PaymentAttempt);

/**
 * The user's notifications, newest first. They are keyed by id, not time, so all of them are read
 * (a month's worth at most, kept small by the TTL) and sorted here.
 */
export const listNotifications = async (userId: string, limit = 20): Promise<AppNotification[]> =>
  (await queryUserItems(userId, 'NOTIFICATION#', 200))
    .map((item) => item.notification as AppNotification)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

const MARKER_INDEX = 0;

const transact = (items: TransactItem[]) =>
  documentClient.send(new TransactWriteCommand({ TransactItems: items }));

const markerOf = (eventId: string, type: string, now: Date): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: processedEventItem(eventId, type, now),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** 'duplicate' when the event's marker was there already: an earlier delivery had its effect. */
export type RecordOutcome = 'applied' | 'duplicate';

/** Notes an event that is no customer's of this app (another integration on the account). */
export const markEventProcessed = async (
  eventId: string,
  type: string,
  now: Date,
): Promise<RecordOutcome> => {
  try {
    await transact([markerOf(eventId, type, now)]);
    return 'applied';
  } catch (error) {
    if (failedConditionAt(error, MARKER_INDEX)) return 'duplicate';
    throw error;
  }
};

export interface BillingEventRecord {
  readonly eventId: string;
  readonly type: string;
  /**
   * `created` of the Stripe event (Unix seconds): a subscription is written from newer events only.
   */
  readonly created: number;
  readonly userId: string;
  readonly notifications: readonly AppNotification[];
  readonly attempts: readonly PaymentAttempt[];
  /** The subscription as Stripe has it now, when the event is about one of ours. */
  readonly subscription?: StoredSubscription;
}

export interface RecordResult {
  readonly outcome: RecordOutcome;
  /** True when this event's subscription mirror was written (no newer event had written it). */
  readonly subscriptionWritten: boolean;
}

/**
 * Writes one event's effects exactly once: its marker (conditional on not existing yet), the
 * subscription mirror (conditional on no newer event having written it), the notifications and
 * the payment attempts, in one transaction.
 */
export const recordBillingEvent = async (
  event: BillingEventRecord,
  now: Date,
): Promise<RecordResult> => {
  const marker = markerOf(event.eventId, event.type, now);
  const records: TransactItem[] = [
    ...event.notifications.map((n) => ({
      Put: { TableName: tableName, Item: notificationItem(event.userId, n, now) },
    })),
    ...event.attempts.map((a) => ({
      Put: { TableName: tableName, Item: paymentAttemptItem(event.userId, a, now) },
    })),
  ];
  const mirrorItems: TransactItem[] = [];
  if (event.subscription) {
    const item = subscriptionItem(event.subscription, event.created, now);
    mirrorItems.push({
      Put: { TableName: tableName, Item: item, ...subscriptionWriteCondition(item) },
    });
  }

  try {
    await transact([marker, ...mirrorItems, ...records]);
    return { outcome: 'applied', subscriptionWritten: mirrorItems.length > 0 };
  } catch (error) {
    if (failedConditionAt(error, MARKER_INDEX))
      return { outcome: 'duplicate', subscriptionWritten: false };
    if (mirrorItems.length === 0 || !failedConditionAt(error, 1)) throw error;
  }
  // A newer event already wrote this subscription: this one changes nothing there (and its
  // notifications were those of an older state), but it is still done.
  return {
    outcome: await markEventProcessed(event.eventId, event.type, now),
    subscriptionWritten: false,
  };
};
