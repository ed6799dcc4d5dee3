/**
 * A queue of records due at a time, kept in the table (push retries, watch notices): each record
 * lives where its owner's data lives and carries, while queued, the byEntityType index's keys
 *
 *   gsi1pk = <queue name>, gsi1sk = <due time ISO>#<id>
 *
 * so that a job reads the due ones, oldest first, with one Query (never a scan). A run claims a
 * record by moving its due time a lease ahead, on the condition that it is still due when it was
 * read: of two runs racing, one wins, and a run that dies after claiming leaves the record due
 * again when the lease ends, so nothing queued is lost to a crash.
 */
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { writeIfConditionHolds } from './conditional-write';

export interface TableKey {
  readonly pk: string;
  readonly sk: string;
}

/** The index position of a record due at `dueAt`. */
export const dueIndexKeys = (queue: string, dueAt: string, id: string) => ({
  gsi1pk: queue,
  gsi1sk: `${dueAt}#${id}`,
});

/** Records of the queue due at `now` or before, oldest first, at most `limit` (one page). */
export const queryDue = async (
  queue: string,
  now: Date,
  limit: number,
): Promise<Record<string, unknown>[]> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byEntityType',
      KeyConditionExpression: 'gsi1pk = :queue AND gsi1sk < :bound',
      // `~` sorts after every id character: every record due at this very millisecond is in.
      ExpressionAttributeValues: { ':queue': queue, ':bound': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return Items;
};

/**
 * Moves a record from the due time it was read with to `nextDueAt` (and sets `also`, say its
 * attempts): the claim of one run. False when another run moved it first, or it is gone.
 */
export const moveDue = async (
  key: TableKey,
  queue: string,
  id: string,
  seenDueAt: string,
  nextDueAt: string,
  also: Readonly<Record<string, string | number>> = {},
): Promise<boolean> => {
  const extra = Object.entries(also);
  return writeIfConditionHolds(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET gsi1sk = :next, dueAt = :dueAt${extra.map((_, i) => `, #a${i} = :a${i}`).join('')}`,
      ConditionExpression: 'gsi1sk = :seen',
      ExpressionAttributeNames:
        extra.length > 0
          ? Object.fromEntries(extra.map(([name], i) => [`#a${i}`, name]))
          : undefined,
      ExpressionAttributeValues: {
        ':next': dueIndexKeys(queue, nextDueAt, id).gsi1sk,
        ':dueAt': nextDueAt,
        ':seen': dueIndexKeys(queue, seenDueAt, id).gsi1sk,
        ...Object.fromEntries(extra.map(([, value], i) => [`:a${i}`, value])),
      },
    }),
  );
};

/** Done with: removed if it is still as this run left it (due at `seenDueAt`). */
export const deleteIfDueAt = async (
  key: TableKey,
  queue: string,
  id: string,
  seenDueAt: string,
): Promise<void> => {
  await writeIfConditionHolds(
    new DeleteCommand({
      TableName: tableName,
      Key: key,
      ConditionExpression: 'gsi1sk = :seen',
      ExpressionAttributeValues: { ':seen': dueIndexKeys(queue, seenDueAt, id).gsi1sk },
    }),
  );
};
