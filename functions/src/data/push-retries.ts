/**
 * Push messages a push service asked to send again later (429, 5xx), kept in the table until the
 * retry job delivers them, their deadline passes or their attempts run out:
 *
 *   USER#<sub> / PUSH_RETRY#<id>     in the owner's partition (their data, gone with them)
 *   gsi1pk = PUSH_RETRY, gsi1sk = <due time ISO>#<id>   (byEntityType: the due ones, oldest first)
 *
 * A record, not an answer for the caller to requeue: the test call has no queue to put it back
 * on, the price-drop consumer would have to redo every device it already reached to retry one,
 * and a record survives the Lambda that wrote it. The job reads and claims the due ones as every
 * queue of due records does (due-queue.ts), so a message is never dropped by a crash.
 * `expiresAt` (the table's TTL) clears records past their deadline that no run reached.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { deleteIfDueAt, dueIndexKeys, moveDue, queryDue } from './due-queue';
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

export const putRetry = async (retry: PushRetryRecord): Promise<void> => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...retryKey(retry.userId, retry.id),
        entityType: 'PushRetry',
        ...dueIndexKeys(PUSH_RETRY_ENTITY, retry.dueAt, retry.id),
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
export const dueRetries = async (now: Date, limit: number): Promise<PushRetryRecord[]> =>
  // One page: a run takes at most `limit`, and the next run the rest.
  (await queryDue(PUSH_RETRY_ENTITY, now, limit)).map(toRetry);

/**
 * Moves a record's due time from what was read to `until`: the claim of one run. Undefined when
 * another run moved it first (or it is gone).
 */
export const rescheduleRetry = async (
  retry: PushRetryRecord,
  until: Date,
  attempts = retry.attempts,
): Promise<PushRetryRecord | undefined> => {
  const dueAt = until.toISOString();
  const moved = await moveDue(
    retryKey(retry.userId, retry.id),
    PUSH_RETRY_ENTITY,
    retry.id,
    retry.dueAt,
    dueAt,
    { attempts },
  );
  return moved ? { ...retry, dueAt, attempts } : undefined;
};

/** Done with (delivered, gone or given up): removed if it is still as this run left it. */
export const deleteRetry = async (retry: PushRetryRecord): Promise<void> =>
  deleteIfDueAt(retryKey(retry.userId, retry.id), PUSH_RETRY_ENTITY, retry.id, retry.dueAt);
