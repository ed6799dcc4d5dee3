/**
 * Reads and writes of many items at once, with DynamoDB's limits and partial answers handled in
 * one place: BatchGetItem takes 100 keys and may leave some unprocessed (asked again), and bulk
 * puts and deletes go in transactions of at most 100 items and a few MB.
 *
 * Why transactions for bulk writes, not BatchWriteItem: DynamoDB Local (SQLite underneath) commits
 * each item of a BatchWriteItem on its own, about 400 items a second on this machine's disk, while
 * a transaction of up to 100 items is one commit (about 1,000 items a second). On AWS a
 * transaction costs twice the write units of a batch: the writers here are the demo loader and the
 * daily rebuild of the search index, which can afford it.
 */
import {
  BatchGetCommand,
  TransactWriteCommand,
  type BatchGetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { metered, recordCapacity, type CapacityMeter } from './capacity-meter';
import { boundedGroups } from './bounded-groups';
import { forEachConcurrently } from './concurrency';
import { documentClient, tableName } from './dynamodb';
import { itemSize } from './dynamodb-item-size';
import { retryOn } from './retry';

type Item = Record<string, unknown>;
type Key = Record<string, unknown>;

const MAX_KEYS_PER_BATCH_GET = 100;
const MAX_ROUNDS = 8;

export interface BatchGetOptions {
  readonly consistentRead?: boolean;
  /** Attribute names to read (the key attributes are added). */
  readonly attributes?: readonly string[];
  readonly meter?: CapacityMeter | undefined;
}

/** Every item of `keys` that exists (in no particular order), unprocessed keys asked again. */
export const batchGetAll = async (
  keys: readonly Key[],
  options: BatchGetOptions = {},
): Promise<Item[]> => {
  const names = options.attributes
    ? Object.fromEntries(options.attributes.map((a, i) => [`#a${i}`, a]))
    : undefined;
  const request = (Keys: Key[]): BatchGetCommandInput => ({
    RequestItems: {
      [tableName]: {
        Keys,
        ...(options.consistentRead ? { ConsistentRead: true } : {}),
        ...(names
          ? {
              ProjectionExpression: ['pk', 'sk', ...Object.keys(names)].join(', '),
              ExpressionAttributeNames: names,
            }
          : {}),
      },
    },
    ...metered(options.meter),
  });
  const batches = Array.from({ length: Math.ceil(keys.length / MAX_KEYS_PER_BATCH_GET) }, (_, n) =>
    keys.slice(n * MAX_KEYS_PER_BATCH_GET, (n + 1) * MAX_KEYS_PER_BATCH_GET),
  );
  const found = await Promise.all(
    batches.map(async (batch) => {
      const items: Item[] = [];
      let pending: Key[] = batch;
      for (let round = 1; pending.length > 0; round += 1) {
        const answer = await documentClient.send(new BatchGetCommand(request(pending)));
        recordCapacity(options.meter, answer.ConsumedCapacity);
        items.push(...(answer.Responses?.[tableName] ?? []));
        pending = answer.UnprocessedKeys?.[tableName]?.Keys ?? [];
        if (pending.length > 0 && round >= MAX_ROUNDS)
          throw new Error('The table kept some keys of a batch read unprocessed');
      }
      return items;
    }),
  );
  return found.flat();
};

/**
 * Failures worth another try: capacity and contention, never a malformed request. A cancelled
 * transaction is retried too: its items are the writer's own (a clash with another request).
 */
const retryable = new Set([
  'TransactionCanceledException',
  'TransactionInProgressException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
]);
export const isRetryableBulkError = (error: unknown): boolean =>
  retryable.has((error as Error).name);
export const BULK_ATTEMPTS = 8;
export const BULK_BASE_DELAY_MS = 50;

export const withBulkRetries = <T>(fn: () => Promise<T>): Promise<T> =>
  retryOn(isRetryableBulkError, BULK_ATTEMPTS, BULK_BASE_DELAY_MS, fn);

/** Unconditional puts of the writer's own items, `concurrency` transactions in flight. */
export const putAll = (items: Iterable<Item>, concurrency: number): Promise<void> =>
  forEachConcurrently(boundedGroups(items, itemSize), concurrency, (group) =>
    withBulkRetries(() =>
      documentClient.send(
        new TransactWriteCommand({
          TransactItems: group.map((Item) => ({ Put: { TableName: tableName, Item } })),
        }),
      ),
    ).then(() => undefined),
  );

/** Deletes of the writer's own items by key, `concurrency` transactions in flight. */
export const deleteAll = (keys: Iterable<Key>, concurrency: number): Promise<void> =>
  forEachConcurrently(
    boundedGroups(keys, () => 100),
    concurrency,
    (group) =>
      withBulkRetries(() =>
        documentClient.send(
          new TransactWriteCommand({
            TransactItems: group.map((Key) => ({ Delete: { TableName: tableName, Key } })),
          }),
        ),
      ).then(() => undefined),
  );
