/**
 * What a price alert remembers between prices (its watch, domain/price-watch/alert-watchers.ts)
 * and the writes of a trigger, on the alert's two items (price-alerts-items.ts):
 *
 *   watch        the watch state (armed, the price and time it last fired at), as the domain
 *                shapes it; absent on an alert never judged
 *   watchRev     counts the writes of the two; absent: 0
 *
 * Both items carry the same copy, and every write is conditional on the revision read on both, so
 * the consumer and the job judging one change, or one event delivered twice, write once: the
 * loser's transaction is refused and nothing of it lands.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryRange } from '../lib/dynamodb-query';
import { failedConditionAt, isTransactionConflict } from '../lib/dynamodb-transactions';
import {
  productAlertKey,
  productAlertRange,
  toAlertRecord,
  userAlertKey,
  type PriceAlertRecord,
} from './price-alerts-items';
import type { TransactItem } from './price-history';
import { productKey } from './products';

export interface AlertWatchRead {
  readonly alert: PriceAlertRecord;
  /** The stored watch, as written (the domain reads it). */
  readonly watch: unknown;
  readonly rev: number;
}

/** The product's alerts with their watches, target order, lowest first: one Query. */
export const listProductAlertWatches = async (productId: string): Promise<AlertWatchRead[]> => {
  const items = await queryRange(productKey(productId).pk, productAlertRange());
  return items.map((item) => ({
    alert: toAlertRecord(item),
    watch: item.watch,
    rev: typeof item.watchRev === 'number' ? item.watchRev : 0,
  }));
};

export interface AlertWatchWrite {
  readonly watch: object;
  /** Set: the alert fired at this instant; null: cleared (re-armed); undefined: left as it is. */
  readonly triggeredAt?: string | null;
}

/** One of the alert's items updated, on the condition that its revision is the one read. */
const itemUpdate = (
  key: Record<string, string>,
  read: AlertWatchRead,
  write: AlertWatchWrite,
): TransactItem => {
  const sets = ['watch = :watch', 'watchRev = :next'];
  const values: Record<string, unknown> = { ':watch': write.watch, ':next': read.rev + 1 };
  if (write.triggeredAt !== undefined) {
    sets.push('triggeredAt = :triggeredAt');
    values[':triggeredAt'] = write.triggeredAt;
  }
  if (read.rev > 0) values[':rev'] = read.rev;
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression:
        read.rev > 0
          ? 'watchRev = :rev'
          : 'attribute_exists(pk) AND attribute_not_exists(watchRev)',
      ExpressionAttributeValues: values,
    },
  };
};

/** Both items of the alert, in the order of a transaction's first two items. */
export const alertWatchUpdates = (
  read: AlertWatchRead,
  write: AlertWatchWrite,
): [TransactItem, TransactItem] => [
  itemUpdate(productAlertKey(read.alert), read, write),
  itemUpdate(userAlertKey(read.alert.userId, read.alert.id), read, write),
];

export type AlertWriteOutcome = 'written' | 'changed' | 'busy';

/**
 * Writes the alert's watch on both items, with `also` (a trigger's notification and notice) in
 * the same transaction. 'changed': another writer changed or deleted the alert since it was read
 * (or its notification is already there): nothing was written. 'busy': the transaction clashed
 * with another in flight, nothing was written, and judging again later is safe.
 */
export const writeAlertWatch = async (
  read: AlertWatchRead,
  write: AlertWatchWrite,
  also: readonly TransactItem[] = [],
): Promise<AlertWriteOutcome> => {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [...alertWatchUpdates(read, write), ...also],
      }),
    );
    return 'written';
  } catch (error) {
    if (isTransactionConflict(error)) return 'busy';
    const refused = [0, 1, ...also.map((_, n) => n + 2)].some((n) => failedConditionAt(error, n));
    if (refused) return 'changed';
    throw error;
  }
};
