/**
 * A shopper's price drops in the single table: listed, and marked read (keys and builders in
 * wishlist-keys.ts; the price-drop job writes them, each with one more `unreadDrops` in the same
 * transaction).
 *
 * The counter stays exact because every flip from unread to read is conditional on the drop
 * being unread, in the same transaction as the counter's decrement: a double click, a retry or
 * 'Mark All as Read' racing a single mark takes one off per drop, never two, and a drop that
 * arrives while 'Mark All as Read' runs is neither flipped nor counted off.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, failedConditionAt } from '../lib/dynamodb-transactions';
import { tableName } from '../lib/dynamodb';
import { counterWrite, getOne, rangeOf, transact, type TransactItem } from './wishlist';
import {
  PRICE_DROP_PREFIX,
  priceDropKey,
  readDropExpiresAt,
  statsAttributes,
  toPriceDropRecord,
  type PriceDropRecord,
} from './wishlist-keys';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';

export type { PriceDropRecord } from './wishlist-keys';

/**
 * The transaction limit is 100 items: 99 flips and the counter's decrement. Past that, 'Mark
 * All as Read' writes one transaction per 99 drops, each exact on its own.
 */
export const FLIPS_PER_TRANSACTION = 99;

/** Every drop of the shopper: one Query of their WISHLIST#DROP# range, consistently read. */
export const listDrops = async (userId: string): Promise<PriceDropRecord[]> =>
  (await rangeOf(userKey(userId).pk, PRICE_DROP_PREFIX)).map(toPriceDropRecord);

export const getDrop = async (
  userId: string,
  dropId: string,
): Promise<PriceDropRecord | undefined> => {
  const item = await getOne(priceDropKey(userId, dropId));
  return item ? toPriceDropRecord(item) : undefined;
};

/**
 * Sets isRead on the drop only while it exists and is unread, and from then on lets the table's
 * TTL remove it PRICE_DROP_KEEP_DAYS later (readDropExpiresAt): an unread drop has no TTL, so
 * the unread count never counts a drop that is gone.
 */
const flipToRead = (userId: string, dropId: string, expiresAt: number): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: priceDropKey(userId, dropId),
    UpdateExpression: 'SET #isRead = :read, #ttl = :expiresAt',
    ConditionExpression: 'attribute_exists(pk) AND #isRead = :unread',
    ExpressionAttributeNames: { '#isRead': 'isRead', '#ttl': ttlAttribute },
    ExpressionAttributeValues: { ':read': true, ':unread': false, ':expiresAt': expiresAt },
  },
});

const unreadDecrement = (userId: string, flips: number): TransactItem =>
  counterWrite(userId, { [statsAttributes.unreadDrops]: -flips });

type Transaction = NonNullable<TransactWriteCommandInput['TransactItems']>;
const flipsOf = (userId: string, dropIds: readonly string[]): Transaction => [
  ...dropIds.map((id) => flipToRead(userId, id, readDropExpiresAt(new Date()))),
  unreadDecrement(userId, dropIds.length),
];

/**
 * Marks the shopper's drop read, taking it off the unread count in the same transaction; a drop
 * already read is left as it is. Answers the drop as it is now, or undefined when the shopper
 * has no drop of that id. Throws WishlistBusy when concurrent writes kept clashing.
 */
export const markDropRead = async (
  userId: string,
  dropId: string,
): Promise<PriceDropRecord | undefined> => {
  try {
    await transact(flipsOf(userId, [dropId]));
  } catch (error) {
    // Already read, or no such drop: the read below tells which.
    if (!failedConditionAt(error, 0)) throw error;
  }
  return getDrop(userId, dropId);
};

/**
 * Flips the drops of one transaction and answers how many it flipped. A drop that was read (or
 * removed) since the list was read fails its condition and cancels the transaction: it is left
 * out and the rest tried again, so the decrement is always the number flipped.
 */
const flipBatch = async (userId: string, dropIds: readonly string[]): Promise<number> => {
  let pending = dropIds;
  while (pending.length > 0) {
    try {
      await transact(flipsOf(userId, pending));
      return pending.length;
    } catch (error) {
      const codes = cancellationCodes(error) ?? [];
      const stale = new Set(
        pending.filter((_, index) => codes[index] === 'ConditionalCheckFailed'),
      );
      if (stale.size === 0) throw error;
      pending = pending.filter((id) => !stale.has(id));
    }
  }
  return 0;
};

/**
 * Flips those of `dropIds` that are still unread, and takes exactly that many off the unread
 * count; answers how many it flipped. A drop read meanwhile (another request flipped it first)
 * or gone is not counted. Throws WishlistBusy when concurrent writes kept clashing.
 */
export const markDropsRead = async (
  userId: string,
  dropIds: readonly string[],
): Promise<number> => {
  let flipped = 0;
  for (let start = 0; start < dropIds.length; start += FLIPS_PER_TRANSACTION)
    flipped += await flipBatch(userId, dropIds.slice(start, start + FLIPS_PER_TRANSACTION));
  return flipped;
};

/**
 * 'Mark All as Read': flips every drop the shopper has unread as the list is read. A drop that
 * arrives after that read stays unread, and on the count.
 */
export const markAllDropsRead = async (userId: string): Promise<number> =>
  markDropsRead(
    userId,
    (await listDrops(userId)).filter((drop) => !drop.isRead).map((drop) => drop.id),
  );
