/**
 * Price alerts in the single table (keys in price-alerts-items.ts; rules in docs/prices.md#alerts).
 *
 * Access patterns:
 * - a shopper's alerts (of one product): one Query of their partition's PRICE_ALERT# range. The
 *   cap bounds it (at most PRICE_ALERT_CAP items), so the product is a filter, not a key.
 * - one alert by its id (delete): a GetItem in the caller's partition, so another user's id is
 *   simply not there.
 * - a product's alerts, or those a new price reaches (the wishlist issue's price-drop job): one
 *   Query of the product's ALERT# items, never a scan.
 *
 * Why a second item in the product's partition and not a GSI: the create needs a duplicate check
 * (same product, store and target) and the cap, both as conditions of one transaction; the
 * product item's key is that identity, so its `attribute_not_exists` is the duplicate check, and
 * a transaction keeps the two items and the counter equal at every moment, where a GSI would be
 * eventually consistent, cost a new index on the table for one entity and still need a duplicate
 * marker of its own. Whoever changes an alert (the job marking it triggered) updates both items in
 * one transaction, with the keys of price-alerts-items.ts.
 *
 * The cap: a counter item per shopper, incremented in the same transaction with `count < cap` as
 * its condition and decremented by the delete's, so concurrent creates can never pass it.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll, queryRange } from '../lib/dynamodb-query';
import { failedConditionAt, writeRetryingConflicts } from '../lib/dynamodb-transactions';
import {
  alertCountKey,
  productAlertItem,
  productAlertKey,
  productAlertRange,
  toAlertRecord,
  USER_ALERT_PREFIX,
  userAlertItem,
  userAlertKey,
  type PriceAlertRecord,
} from './price-alerts-items';
import { productKey } from './products';
import { userKey } from './users';

export type { PriceAlertRecord } from './price-alerts-items';

/** The shopper already has an alert on this product, store and target. */
export class AlertDuplicate extends Error {
  constructor() {
    super('The same price alert already exists');
    this.name = 'AlertDuplicate';
  }
}

/** The shopper has as many alerts as the cap allows. */
export class AlertCapReached extends Error {
  constructor(readonly cap: number) {
    super(`The shopper already has ${cap} price alerts`);
    this.name = 'AlertCapReached';
  }
}

/** Every attempt clashed with concurrent writes of the same shopper's alerts. */
export class AlertsBusy extends Error {
  constructor() {
    super('Concurrent writes of the price alerts kept clashing with this one');
    this.name = 'AlertsBusy';
  }
}

const inTransaction = (write: () => Promise<unknown>): Promise<void> =>
  writeRetryingConflicts(write, () => new AlertsBusy());

// The create's items, in this order: a refusal's reasons come back by index.
const PRODUCT_ITEM = 0;
const COUNTER = 1;

/**
 * Writes a new alert: its two items and the owner's counter, in one transaction. Throws
 * AlertDuplicate, AlertCapReached (the duplicate first: it says more), AlertsBusy.
 */
export const putAlert = async (alert: PriceAlertRecord, cap: number): Promise<void> => {
  const send = () =>
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: productAlertItem(alert),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: alertCountKey(alert.userId),
              UpdateExpression: 'ADD #count :one SET #entityType = :entityType',
              ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
              ExpressionAttributeNames: { '#count': 'alertCount', '#entityType': 'entityType' },
              ExpressionAttributeValues: {
                ':one': 1,
                ':cap': cap,
                ':entityType': 'PriceAlertCount',
              },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: userAlertItem(alert),
              // A new random id: only a bug could reuse one, and then it must not overwrite.
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  try {
    await inTransaction(send);
  } catch (error) {
    if (failedConditionAt(error, PRODUCT_ITEM)) throw new AlertDuplicate();
    if (failedConditionAt(error, COUNTER)) throw new AlertCapReached(cap);
    throw error;
  }
};

const byText = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);
/** Newest first; alerts of one instant by id, so the order never changes between reads. */
const newestFirst = (a: PriceAlertRecord, b: PriceAlertRecord): number =>
  byText(b.createdAt, a.createdAt) || byText(a.id, b.id);

/** The shopper's alerts (of one product), newest first. */
export const listUserAlerts = async (
  userId: string,
  productId?: string,
): Promise<PriceAlertRecord[]> => {
  const { pk } = userKey(userId);
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ...(productId === undefined
      ? { ExpressionAttributeValues: { ':pk': pk, ':prefix': USER_ALERT_PREFIX } }
      : {
          FilterExpression: 'productId = :productId',
          ExpressionAttributeValues: {
            ':pk': pk,
            ':prefix': USER_ALERT_PREFIX,
            ':productId': productId,
          },
        }),
    ConsistentRead: true,
  });
  return items.map(toAlertRecord).sort(newestFirst);
};

/**
 * Deletes one of the shopper's alerts: both items and one off the counter, in one transaction.
 * False when the shopper has no alert of that id (another user's is not in their partition), or
 * a concurrent delete took it first: the counter is decremented once per alert, whatever races.
 */
export const deleteAlert = async (userId: string, alertId: string): Promise<boolean> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: userAlertKey(userId, alertId),
      ConsistentRead: true,
    }),
  );
  if (!Item) return false;
  const alert = toAlertRecord(Item);
  const send = () =>
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: userAlertKey(userId, alertId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          { Delete: { TableName: tableName, Key: productAlertKey(alert) } },
          {
            Update: {
              TableName: tableName,
              Key: alertCountKey(userId),
              UpdateExpression: 'ADD #count :minusOne',
              ExpressionAttributeNames: { '#count': 'alertCount' },
              ExpressionAttributeValues: { ':minusOne': -1 },
            },
          },
        ],
      }),
    );
  try {
    await inTransaction(send);
    return true;
  } catch (error) {
    if (failedConditionAt(error, 0)) return false;
    throw error;
  }
};

/**
 * A product's alerts, or only those a price reaches (a target at or above it): the price-drop
 * job's read. Target order, lowest first.
 */
export const listProductAlerts = async (
  productId: string,
  reachedBy?: number,
): Promise<PriceAlertRecord[]> => {
  const items = await queryRange(productKey(productId).pk, productAlertRange(reachedBy));
  return items.map(toAlertRecord);
};
