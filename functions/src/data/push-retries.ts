/**
 * Push messages a push service asked to send again later (429, 5xx), kept in the table until the
 * retry job delivers them, their deadline passes or their attempts run out:
 *
 *   USER#<sub> / PUSH_RETRY#<id>     in the owner's partition (their data, gone with them)
 *   gsi1pk = PUSH_RETRY, gsi1sk = <due time ISO>#<id>   (byEntityType: the due ones, oldest first)
 *
 * A record, not an answer for the caller to requeue: the test call has no queue to put it back
 * on, the price-drop consumer would have to redo every device it already reached to retry one,
 * and a record survives the Lambda that wrote it. The job reads the due ones from the index (one
 * Query, never a scan) and claims each by moving its due time forward with a condition on the
 * time it read: of two runs racing, one wins, and a run that dies after claiming leaves the
 * record due again once the lease ends, so a message is never dropped by a crash.
 * `expiresAt` (the table's TTL) clears records past their deadline that no run reached.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { userKey } from './users';

export const PUSH_RETRY_ENTITY = 'PUSH_RETRY';

export interface PushRetryRecord {
  readonly id: string;
  readonly userId: string;
  readonly endpoint: string;
  /** The message as sent (JSON text), so the retry sends the same bytes' worth. */
  readonly payload: string;
  readonly urgency: string;
  readonly topic?: string;
  /** After this the message is stale: it is dropped instead of sent (its TTL has run out). */
  readonly deadline: string;
  /** Sends tried so far (the first included). */
  readonly attempts: number;
  readonly dueAt: string;
}

const retryKey = (userId: string, id: string) => ({
  pk: userKey(userId).pk,
  sk: `${PUSH_RETRY_ENTITY}#${id}`,
});

const dueKey = (dueAt: string, id: string): string => `${dueAt}#${id}`;

export const putRetry = async (retry: PushRetryRecord): Promise<void> => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...retryKey(retry.userId, retry.id),
        entityType: 'PushRetry',
        gsi1pk: PUSH_RETRY_ENTITY,
        gsi1sk: dueKey(retry.dueAt, retry.id),
        expiresAt: Math.ceil(Date.parse(retry.deadline) / 1000),
        ...retry,
      },
    }),
  );
};

const toRetry = (item: Record<string, unknown>): PushRetryRecord => ({
  id: item.id as string,
  userId: item.userId as string,
  endpoint: item.endpoint as string,
  payload: item.payload as string,
  urgency: item.urgency as string,
  ...(typeof item.topic === 'string' ? { topic: item.topic } : {}),
  deadline: item.deadline as string,
  attempts: item.attempts as number,
  dueAt: item.dueAt as string,
});

/** Records due at `now` or before, oldest first, at most `limit`. */
export const dueRetries = async (now: Date, limit: number): Promise<PushRetryRecord[]> => {
  // One page: a run takes at most `limit`, and the next run the rest.
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byEntityType',
      KeyConditionExpression: 'gsi1pk = :entity AND gsi1sk < :bound',
      // `~` sorts after every id character: every record due at this very millisecond is in.
      ExpressionAttributeValues: {
        ':entity': PUSH_RETRY_ENTITY,
        ':bound': `${now.toISOString()}#~`,
      },
      Limit: limit,
    }),
  );
  return Items.map(toRetry);
};

/**
 * Moves a record's due time from what was read to `until`: the claim of one run. False when
 * another run moved it first (or it is gone).
 */
export const rescheduleRetry = async (
  retry: PushRetryRecord,
  until: Date,
  attempts = retry.attempts,
): Promise<PushRetryRecord | undefined> => {
  const dueAt = until.toISOString();
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: retryKey(retry.userId, retry.id),
        UpdateExpression: 'SET gsi1sk = :next, dueAt = :dueAt, attempts = :attempts',
        ConditionExpression: 'gsi1sk = :seen',
        ExpressionAttributeValues: {
          ':next': dueKey(dueAt, retry.id),
          ':dueAt': dueAt,
          ':attempts': attempts,
          ':seen': dueKey(retry.dueAt, retry.id),
        },
      }),
    );
    return { ...retry, dueAt, attempts };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};

/** Done with (delivered, gone or given up): removed if it is still as this run left it. */
export const deleteRetry = async (retry: PushRetryRecord): Promise<void> => {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: retryKey(retry.userId, retry.id),
        ConditionExpression: 'gsi1sk = :seen',
        ExpressionAttributeValues: { ':seen': dueKey(retry.dueAt, retry.id) },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
