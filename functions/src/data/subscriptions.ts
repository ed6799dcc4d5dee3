/**
 * A user's subscription in the single table: the mirror of their Stripe subscription.
 *   pk = USER#<sub>, sk = SUBSCRIPTION
 * Absent for a user who never subscribed: they are on the free plan (domain/usage). Written only
 * by the billing consumer from verified Stripe events (and by tests), so plans and quotas follow
 * payments. Each write is conditional, so an older event arriving late never rolls it back.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanId } from '@shop-scanner/shared/plans';
import type { SubscriptionStatus } from '@shop-scanner/shared/subscription';
import { documentClient, tableName } from '../lib/dynamodb';
import { userKey } from './users';

export interface StoredSubscription {
  readonly userId: string;
  readonly planId: PlanId;
  readonly status: SubscriptionStatus;
  /** ISO instants. */
  readonly currentPeriodStart: string;
  readonly currentPeriodEnd: string;
  readonly cancelAtPeriodEnd: boolean;
  readonly trialEnd?: string | null;
  readonly stripeSubscriptionId?: string;
  readonly stripeCustomerId?: string;
  readonly subscriptionCreated?: number;
  readonly entitled?: boolean;
}

export interface SubscriptionItem extends StoredSubscription {
  readonly pk: string;
  readonly sk: 'SUBSCRIPTION';
  readonly entityType: 'Subscription';
  /** `created` of the Stripe event this state was written from (Unix seconds). */
  readonly sourceEventCreated?: number;
  readonly updatedAt: string;
}

export const subscriptionKey = (userId: string) => ({
  pk: userKey(userId).pk,
  sk: 'SUBSCRIPTION' as const,
});

const toStoredSubscription = (item: Record<string, unknown>): StoredSubscription => {
  const {
    pk: _pk,
    sk: _sk,
    entityType: _entityType,
    sourceEventCreated: _created,
    updatedAt: _updatedAt,
    ...stored
  } = item as unknown as SubscriptionItem;
  return stored;
};

/** Read consistently: a plan change takes effect on the very next counted use. */
export const getSubscription = async (userId: string): Promise<StoredSubscription | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: subscriptionKey(userId), ConsistentRead: true }),
  );
  return Item ? toStoredSubscription(Item) : undefined;
};

export const subscriptionItem = (
  subscription: StoredSubscription,
  sourceEventCreated: number,
  now: Date,
): SubscriptionItem => ({
  ...subscriptionKey(subscription.userId),
  entityType: 'Subscription',
  ...subscription,
  sourceEventCreated,
  updatedAt: now.toISOString(),
});

/**
 * The condition under which a Stripe event may write the mirror: nothing stored yet; or the same
 * subscription, from an event no older than the one that wrote it; or another subscription, newer,
 * once the stored one no longer entitles (a shopper who subscribes again after a plan ended).
 */
export const subscriptionWriteCondition = (item: SubscriptionItem) => ({
  ConditionExpression:
    'attribute_not_exists(pk)' +
    ' OR (stripeSubscriptionId = :sid AND (attribute_not_exists(sourceEventCreated) OR sourceEventCreated <= :created))' +
    ' OR (stripeSubscriptionId <> :sid AND entitled <> :true AND subscriptionCreated <= :subCreated)' +
    ' OR attribute_not_exists(stripeSubscriptionId)',
  ExpressionAttributeValues: {
    ':sid': item.stripeSubscriptionId,
    ':created': item.sourceEventCreated,
    ':true': true,
    ':subCreated': item.subscriptionCreated,
  },
});

/** Writes the whole subscription unconditionally (tests that set a plan directly). */
export const putSubscription = async (
  subscription: StoredSubscription,
  now: Date = new Date(),
): Promise<void> => {
  await documentClient.send(
    new PutCommand({ TableName: tableName, Item: subscriptionItem(subscription, 0, now) }),
  );
};
