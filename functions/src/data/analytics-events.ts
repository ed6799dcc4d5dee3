/**
 * The raw analytics events, one item per batch (the unit a browser delivers), kept 30 days:
 *   a signed-in shopper's: pk = USER#<sub>, sk = ANALYTICS_BATCH#<batch id>
 *     in their own partition, so their export shows it and the account's deletion erases it
 *   a guest's:             pk = ANALYTICS_GUEST_EVENTS#<shard>, sk = BATCH#<batch id>
 *     nothing names the guest: no address, no address hash, no user agent; the shard (from the
 *     batch id) only spreads the writes over partitions
 *   { receivedDay, receivedAt, events: StoredEvent[], expiresAt (TTL) }
 *
 * The put is conditional on the key being new: it is also the batch's idempotency record, so a
 * batch delivered again (its answer lost on the way back, the browser retrying with the same id)
 * finds its item and adds nothing.
 */
import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredEvent } from '../model/analytics/analytics-records';
import { documentClient, tableName } from '../lib/dynamodb';
import { writeIfConditionHolds } from './conditional-write';
import { ttlAttribute } from './table-definition';

export const ANALYTICS_BATCH_PREFIX = 'ANALYTICS_BATCH#';
const GUEST_PARTITION_PREFIX = 'ANALYTICS_GUEST_EVENTS#';
/** Guest batches spread over this many partitions, so no one partition takes every write. */
export const GUEST_EVENT_SHARDS = 16;

/** Who sent a batch, as far as the table may know: a user by id, a guest not at all. */
export type EventSender = { kind: 'user'; userId: string } | { kind: 'guest' };

const shardOf = (batchId: string): number =>
  createHash('sha256').update(batchId).digest().readUInt16BE(0) % GUEST_EVENT_SHARDS;

export const rawBatchKey = (sender: EventSender, batchId: string) =>
  sender.kind === 'user'
    ? { pk: `USER#${sender.userId}`, sk: `${ANALYTICS_BATCH_PREFIX}${batchId}` }
    : { pk: `${GUEST_PARTITION_PREFIX}${shardOf(batchId)}`, sk: `BATCH#${batchId}` };

export interface RawBatch {
  readonly sender: EventSender;
  readonly batchId: string;
  readonly receivedAt: string;
  /** YYYY-MM-DD (UTC): the day the batch was counted in. */
  readonly receivedDay: string;
  readonly events: readonly StoredEvent[];
  /** Epoch seconds after which the table's TTL deletes the batch. */
  readonly expiresAt: number;
}

export const rawBatchItem = (batch: RawBatch) => ({
  ...rawBatchKey(batch.sender, batch.batchId),
  entityType: 'AnalyticsBatch',
  batchId: batch.batchId,
  receivedAt: batch.receivedAt,
  receivedDay: batch.receivedDay,
  events: batch.events,
  [ttlAttribute]: batch.expiresAt,
});

/** Stores the batch; false (nothing written) when a batch of this id was stored before. */
export const putRawBatchOnce = (batch: RawBatch): Promise<boolean> =>
  writeIfConditionHolds(
    new PutCommand({
      TableName: tableName,
      Item: rawBatchItem(batch),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );

/** Exported for the bench and the tests: the same put, with no condition. */
export const putRawBatch = async (batch: RawBatch): Promise<void> => {
  await documentClient.send(new PutCommand({ TableName: tableName, Item: rawBatchItem(batch) }));
};
