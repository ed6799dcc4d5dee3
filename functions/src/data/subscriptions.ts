/**
 * A user's subscription in the single table.
 *   pk = USER#<sub>, sk = SUBSCRIPTION
 * Absent for a user who never subscribed: they are on the free plan (domain/usage). The billing
 * issue writes it from the payment provider's events; until then only tests do.
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
}

export interface SubscriptionItem extends StoredSubscription {
  readonly pk: string;
  readonly sk: 'SUBSCRIPTION';
  readonly entityType: 'Subscription';
  readonly updatedAt: string;
}

export const subscriptionKey = (userId: string) => ({
  pk: userKey(userId).pk,
  sk: 'SUBSCRIPTION' as const,
});

const toStoredSubscription = (item: Record<string, unknown>): StoredSubscription => {
  const { userId, planId, status, currentPeriodStart, currentPeriodEnd, cancelAtPeriodEnd } =
    item as unknown as SubscriptionItem;
  return { userId, planId, status, currentPeriodStart, currentPeriodEnd, cancelAtPeriodEnd };
};

/** Read consistently: a plan change takes effect on the very next counted use. */
export const getSubscription = async (userId: string): Promise<StoredSubscription | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: subscriptionKey(userId), ConsistentRead: true }),
  );
  return Item ? toStoredSubscription(Item) : undefined;
};

/** Writes the whole subscription (one item, so never half-written). */
export const putSubscription = async (
  subscription: StoredSubscription,
  now: Date = new Date(),
): Promise<void> => {
  const item: SubscriptionItem = {
    ...subscriptionKey(subscription.userId),
    entityType: 'Subscription',
    ...subscription,
    updatedAt: now.toISOString(),
  };
  await documentClient.send(new PutCommand({ TableName: tableName, Item: item }));
};
