/**
 * Web push subscriptions and preferences in the single table, in their owner's partition:
 *
 *   USER#<sub> / PUSH_SUB#<sha-256 of the endpoint, base64url>   one device's subscription
 *   USER#<sub> / PUSH_PREFERENCES                                the four switches, as set
 *   PUSH_ENDPOINT#<sha-256 of the endpoint> / OWNER              whose the endpoint is now
 *
 * Access patterns: a user's devices (the test call, a price drop's fan-out) are one Query of
 * their partition's PUSH_SUB# range; one device (unsubscribe, a 410 from its push service) is
 * one key. The endpoint's hash is the key, so subscribing the same endpoint again writes the same
 * item: one device, one subscription, however often the browser re-subscribes. Another user's
 * endpoint is not in the caller's partition, so nobody can reach another's subscriptions.
 *
 * An endpoint belongs to one user at a time. A browser has one endpoint for the site, so when
 * a second shopper signs in on the same browser and turns notifications on, the endpoint moves
 * to them: the first shopper's subscription is removed in the same transaction, and their price
 * drops stop appearing on a device that is no longer theirs.
 *
 * Preferences hold only the switches a user has set; reading merges them over the defaults, so a
 * default changed later reaches everyone who never touched that switch.
 */
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_PUSH_PREFERENCES,
  pushCategories,
  type PushCategory,
  type PushPreferences,
} from '@shop-scanner/shared/push';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { failedConditionAt, isTransactionConflict } from '../lib/dynamodb-transactions';
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

const endpointOwnerKey = (endpoint: string) => ({
  pk: `PUSH_ENDPOINT#${endpointId(endpoint)}`,
  sk: 'OWNER' as const,
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

/** The endpoint's owner kept changing under this write: nothing was written. */
export class PushSubscriptionBusy extends Error {
  constructor() {
    super('Concurrent subscriptions of the same endpoint kept clashing with this one');
    this.name = 'PushSubscriptionBusy';
  }
}

const ownerOf = async (endpoint: string): Promise<string | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: endpointOwnerKey(endpoint), ConsistentRead: true }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
};

/** Subscribing clashes only with another subscribe of the same endpoint: a few tries suffice. */
const SUBSCRIBE_ATTEMPTS = 4;

/**
 * Saves a device's subscription: new, or the same endpoint again with its keys as the browser
 * now has them (they change when a browser renews the subscription). The endpoint becomes the
 * caller's, and leaves whoever had it before, in one transaction conditioned on the owner read.
 * Answers whether it is new to this user.
 */
export const putSubscription = async (
  subscription: Pick<PushSubscriptionRecord, 'userId' | 'endpoint' | 'p256dh' | 'auth'>,
  now: Date,
): Promise<boolean> => {
  const { userId, endpoint } = subscription;
  for (let attempt = 0; attempt < SUBSCRIBE_ATTEMPTS; attempt += 1) {
    const previous = await ownerOf(endpoint);
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...endpointOwnerKey(endpoint),
                  entityType: 'PushEndpointOwner',
                  userId,
                  updatedAt: now.toISOString(),
                },
                ...(previous === undefined
                  ? { ConditionExpression: 'attribute_not_exists(pk)' }
                  : {
                      ConditionExpression: 'userId = :previous',
                      ExpressionAttributeValues: { ':previous': previous },
                    }),
              },
            },
            {
              Update: {
                TableName: tableName,
                Key: pushSubscriptionKey(userId, endpoint),
                UpdateExpression:
                  'SET entityType = :type, userId = :userId, endpoint = :endpoint, ' +
                  'p256dh = :p256dh, #auth = :auth, updatedAt = :now, ' +
                  'createdAt = if_not_exists(createdAt, :now)',
                ExpressionAttributeNames: { '#auth': 'auth' },
                ExpressionAttributeValues: {
                  ':type': 'PushSubscription',
                  ':userId': userId,
                  ':endpoint': endpoint,
                  ':p256dh': subscription.p256dh,
                  ':auth': subscription.auth,
                  ':now': now.toISOString(),
                },
              },
            },
            ...(previous !== undefined && previous !== userId
              ? [{ Delete: { TableName: tableName, Key: pushSubscriptionKey(previous, endpoint) } }]
              : []),
          ],
        }),
      );
      return previous !== userId;
    } catch (error) {
      // Another subscribe of this endpoint won the race: read its owner again and retry.
      if (!failedConditionAt(error, 0) && !isTransactionConflict(error)) throw error;
    }
  }
  throw new PushSubscriptionBusy();
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

/**
 * Removes one device's subscription; false when the user has none with that endpoint. The
 * endpoint's owner item goes with it, unless the endpoint has moved to someone else meanwhile.
 */
export const deleteSubscription = async (userId: string, endpoint: string): Promise<boolean> => {
  const { Attributes } = await documentClient.send(
    new DeleteCommand({
      TableName: tableName,
      Key: pushSubscriptionKey(userId, endpoint),
      ReturnValues: 'ALL_OLD',
    }),
  );
  if (Attributes === undefined) return false;
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: endpointOwnerKey(endpoint),
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  return true;
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
