/**
 * Web push subscriptions and preferences in the single table, in their owner's partition:
 *
 *   USER#<sub> / PUSH_SUB#<sha-256 of the endpoint, base64url>   one device's subscription
 *   USER#<sub> / PUSH_PREFERENCES                                the four switches, as set
 *
 * Access patterns: a user's devices (the test call, a price drop's fan-out) are one Query of
 * their partition's PUSH_SUB# range; one device (unsubscribe, a 410 from its push service) is
 * one key. The endpoint's hash is the key, so subscribing the same endpoint again writes the same
 * item: one device, one subscription, however often the browser re-subscribes. Another user's
 * endpoint is not in the caller's partition, so nobody can reach another's subscriptions.
 *
 * Preferences hold only the switches a user has set; reading merges them over the defaults, so a
 * default changed later reaches everyone who never touched that switch.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_PUSH_PREFERENCES,
  pushCategories,
  type PushCategory,
  type PushPreferences,
} from '@shop-scanner/shared/push';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { userKey } from './users';

export const PUSH_SUBSCRIPTION_PREFIX = 'PUSH_SUB#';

/** One device's subscription, as stored and as the sender needs it. */
export interface PushSubscriptionRecord {
  readonly userId: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The endpoint's key: a fixed-length hash, whatever the endpoint's length or characters. */
export const endpointId = (endpoint: string): string =>
  createHash('sha256').update(endpoint).digest('base64url');

export const pushSubscriptionKey = (userId: string, endpoint: string) => ({
  pk: userKey(userId).pk,
  sk: `${PUSH_SUBSCRIPTION_PREFIX}${endpointId(endpoint)}`,
});

const preferencesKey = (userId: string) => ({
  pk: userKey(userId).pk,
  sk: 'PUSH_PREFERENCES' as const,
});

const toRecord = (item: Record<string, unknown>): PushSubscriptionRecord => ({
  userId: item.userId as string,
  endpoint: item.endpoint as string,
  p256dh: item.p256dh as string,
  auth: item.auth as string,
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
});

/**
 * Saves a device's subscription: new, or the same endpoint again with its keys as the browser
 * now has them (they change when a browser renews the subscription). True when it was new.
 */
export const putSubscription = async (
  subscription: Pick<PushSubscriptionRecord, 'userId' | 'endpoint' | 'p256dh' | 'auth'>,
  now: Date,
): Promise<boolean> => {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: pushSubscriptionKey(subscription.userId, subscription.endpoint),
      UpdateExpression:
        'SET entityType = :type, userId = :userId, endpoint = :endpoint, p256dh = :p256dh, ' +
        '#auth = :auth, updatedAt = :now, createdAt = if_not_exists(createdAt, :now)',
      ExpressionAttributeNames: { '#auth': 'auth' },
      ExpressionAttributeValues: {
        ':type': 'PushSubscription',
        ':userId': subscription.userId,
        ':endpoint': subscription.endpoint,
        ':p256dh': subscription.p256dh,
        ':auth': subscription.auth,
        ':now': now.toISOString(),
      },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return Attributes?.createdAt === undefined;
};

/** The user's devices, oldest subscription first. */
export const listSubscriptions = async (userId: string): Promise<PushSubscriptionRecord[]> => {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':prefix': PUSH_SUBSCRIPTION_PREFIX },
    ConsistentRead: true,
  });
  return items
    .map(toRecord)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
};

export const getSubscription = async (
  userId: string,
  endpoint: string,
): Promise<PushSubscriptionRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: pushSubscriptionKey(userId, endpoint),
      ConsistentRead: true,
    }),
  );
  return Item ? toRecord(Item) : undefined;
};

/** Removes one device's subscription; false when the user has none with that endpoint. */
export const deleteSubscription = async (userId: string, endpoint: string): Promise<boolean> => {
  const { Attributes } = await documentClient.send(
    new DeleteCommand({
      TableName: tableName,
      Key: pushSubscriptionKey(userId, endpoint),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
};

/** The switches as the user has them: what they set, over the defaults. */
export const getPreferences = async (userId: string): Promise<PushPreferences> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: preferencesKey(userId), ConsistentRead: true }),
  );
  return mergeOverDefaults(Item);
};

const mergeOverDefaults = (item: Record<string, unknown> | undefined): PushPreferences =>
  Object.fromEntries(
    pushCategories.map((c) => [
      c,
      typeof item?.[c] === 'boolean' ? item[c] : DEFAULT_PUSH_PREFERENCES[c],
    ]),
  ) as Record<PushCategory, boolean>;

/**
 * Sets the given switches and leaves the others as they were (each its own attribute, so two
 * devices changing different switches at once both keep their change). Answers all four.
 */
export const updatePreferences = async (
  userId: string,
  changes: Partial<PushPreferences>,
  now: Date,
): Promise<PushPreferences> => {
  const changed = pushCategories.filter((c) => changes[c] !== undefined);
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: preferencesKey(userId),
      UpdateExpression: `SET entityType = :type, updatedAt = :now, ${changed
        .map((c) => `#${c} = :${c}`)
        .join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(changed.map((c) => [`#${c}`, c])),
      ExpressionAttributeValues: {
        ':type': 'PushPreferences',
        ':now': now.toISOString(),
        ...Object.fromEntries(changed.map((c) => [`:${c}`, changes[c]])),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return mergeOverDefaults(Attributes);
};
