/**
 * The watched-products registry: which products have watchers (wishlist items, price alerts), so
 * the safety-net job reads a few partitions instead of scanning the table, with what the last
 * check of each judged.
 *
 *   WATCHED_PRODUCTS#<shard> / PRODUCT#<id>
 *     productId, judgedVersion (the product's historyVersion the last check saw; -1: never
 *     checked), recheckAt (when a held watch may fire; absent: none waits), checkedAt,
 *     registeredAt
 *
 * Sharded by a hash of the product id over REGISTRY_SHARDS partitions, so no single partition
 * takes every registration of a busy day and the job reads them side by side.
 *
 * - Registered when a watcher is written (a wishlist item added, a price alert created): an
 *   Update that keeps what a check recorded, so registering twice leaves one entry.
 * - A check (domain/price-watch/check-product.ts) records the version it judged and the earliest
 *   recheckAt of its watchers; only ever forward, and only on a registered entry.
 * - The job removes an entry whose product has no watchers left, on the condition that nobody
 *   registered it again since the job read it (registeredAt as read).
 */
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { documentClient, tableName } from '../lib/dynamodb';
import { writeIfConditionHolds } from './conditional-write';
import { batchGetAll } from '../lib/dynamodb-batch';
import { queryAll } from '../lib/dynamodb-query';
import { PRODUCT_ALERT_PREFIX } from './price-alerts-items';
import { productKey } from './products';
import { watchedProductPartition } from './wishlist-keys';

export const REGISTRY_SHARDS = 16;
const REGISTRY_PREFIX = 'WATCHED_PRODUCTS#';
const ENTRY_PREFIX = 'PRODUCT#';
const PRODUCT_PK_PREFIX = productKey('').pk;
/** The judged version of an entry no check has seen yet: every product version differs from it. */
export const NEVER_JUDGED = -1;

export interface WatchedProductEntry {
  readonly productId: string;
  readonly judgedVersion: number;
  readonly recheckAt: string | null;
  readonly checkedAt: string | null;
  readonly registeredAt: string;
}

export const registryShardOf = (productId: string): number =>
  createHash('sha256').update(productId).digest().readUInt16BE(0) % REGISTRY_SHARDS;

export const watchedProductKey = (productId: string) => ({
  pk: `${REGISTRY_PREFIX}${registryShardOf(productId)}`,
  sk: `${ENTRY_PREFIX}${productId}`,
});

/** The entry as the table holds it: for the job's reads, and for the benchmark's seeding. */
export const watchedProductItem = (entry: WatchedProductEntry) => ({
  ...watchedProductKey(entry.productId),
  entityType: 'WatchedProduct' as const,
  productId: entry.productId,
  judgedVersion: entry.judgedVersion,
  ...(entry.recheckAt ? { recheckAt: entry.recheckAt } : {}),
  ...(entry.checkedAt ? { checkedAt: entry.checkedAt } : {}),
  registeredAt: entry.registeredAt,
});

/** The product has a watcher: one entry, however often it is called. */
export const registerWatchedProduct = async (productId: string, now = new Date()) => {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: watchedProductKey(productId),
      UpdateExpression:
        'SET entityType = :type, productId = :id, registeredAt = :now,' +
        ' judgedVersion = if_not_exists(judgedVersion, :never)',
      ExpressionAttributeValues: {
        ':type': 'WatchedProduct',
        ':id': productId,
        ':now': now.toISOString(),
        ':never': NEVER_JUDGED,
      },
    }),
  );
};

/**
 * What a check judged: the product's version and when a held watch may fire. Ignored for a
 * product nobody registered (most products a price event is about have no watchers) and for a
 * check older than the one recorded (the consumer and the job may finish in either order).
 */
export const recordJudged = async (
  productId: string,
  judged: { readonly version: number; readonly recheckAt: string | null; readonly at: Date },
): Promise<void> => {
  await writeIfConditionHolds(
    new UpdateCommand({
      TableName: tableName,
      Key: watchedProductKey(productId),
      UpdateExpression: judged.recheckAt
        ? 'SET judgedVersion = :v, checkedAt = :at, recheckAt = :recheckAt'
        : 'SET judgedVersion = :v, checkedAt = :at REMOVE recheckAt',
      ConditionExpression: 'attribute_exists(pk) AND judgedVersion <= :v',
      ExpressionAttributeValues: {
        ':v': judged.version,
        ':at': judged.at.toISOString(),
        ...(judged.recheckAt ? { ':recheckAt': judged.recheckAt } : {}),
      },
    }),
  );
};

/**
 * Removes the entry of a product left without watchers, unless it was registered again since
 * `entry` was read. True when it was removed.
 */
export const removeWatchedProduct = async (entry: WatchedProductEntry): Promise<boolean> => {
  return writeIfConditionHolds(
    new DeleteCommand({
      TableName: tableName,
      Key: watchedProductKey(entry.productId),
      ConditionExpression: 'registeredAt = :registeredAt',
      ExpressionAttributeValues: { ':registeredAt': entry.registeredAt },
    }),
  );
};

/** Whether anything still watches the product: one wishlist item, or one price alert, is enough. */
const stillWatched = async (productId: string): Promise<boolean> => {
  const [wishlist, alerts] = await Promise.all([
    documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'byWatchedProduct',
        KeyConditionExpression: 'gsi4pk = :pk',
        ExpressionAttributeValues: { ':pk': watchedProductPartition(productId) },
        Limit: 1,
      }),
    ),
    documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': productKey(productId).pk,
          ':prefix': PRODUCT_ALERT_PREFIX,
        },
        ConsistentRead: true,
        Limit: 1,
      }),
    ),
  ]);
  return (wishlist.Items ?? []).length > 0 || (alerts.Items ?? []).length > 0;
};

/**
 * Removes the product's entry when its last watcher has gone (a deleted account's), so the
 * safety-net job does not read it again; the job's own rule would remove it at its next run, and
 * does so still for an index that had not caught up with the watcher's deletion yet.
 */
export const removeIfUnwatched = async (productId: string): Promise<boolean> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: watchedProductKey(productId),
      ConsistentRead: true,
    }),
  );
  if (!Item || (await stillWatched(productId))) return false;
  return removeWatchedProduct(toEntry(Item));
};

const toEntry = (item: Record<string, unknown>): WatchedProductEntry => ({
  productId: item.productId as string,
  judgedVersion: item.judgedVersion as number,
  recheckAt: (item.recheckAt as string | undefined) ?? null,
  checkedAt: (item.checkedAt as string | undefined) ?? null,
  registeredAt: item.registeredAt as string,
});

/** Every entry of one shard (a Query of its partition, page after page). */
export const readRegistryShard = async (shard: number): Promise<WatchedProductEntry[]> =>
  (
    await queryAll({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `${REGISTRY_PREFIX}${shard}`, ':prefix': ENTRY_PREFIX },
    })
  ).map(toEntry);

/** Every entry of the registry: its shards read side by side. */
export const readRegistry = async (): Promise<WatchedProductEntry[]> =>
  (
    await Promise.all(
      Array.from({ length: REGISTRY_SHARDS }, (_, shard) => readRegistryShard(shard)),
    )
  ).flat();

/**
 * The products' current historyVersion, by id, read with BatchGetItem and only that attribute
 * (a product item carries its offers and history window: reading them whole for 25,000 products
 * would be most of the job's cost). A product that is gone has no entry.
 */
export const currentVersions = async (
  productIds: readonly string[],
): Promise<Map<string, number>> => {
  const items = await batchGetAll(productIds.map(productKey), { attributes: ['historyVersion'] });
  return new Map(
    items.map((item) => [
      (item.pk as string).slice(PRODUCT_PK_PREFIX.length),
      typeof item.historyVersion === 'number' ? item.historyVersion : 0,
    ]),
  );
};
