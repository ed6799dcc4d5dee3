/**
 * An account's deletion in the single table: one item that is at once the record of the work
 * (what is left to do) and the marker every signed-in request is checked against.
 *
 *   DELETED_ACCOUNT#<sub> / DELETION
 *     userId, username (Cognito's, for AdminDeleteUser), requestedAt, remaining (the steps not
 *     done yet, in order), watchedProducts (the products the account's watchers watched, kept for
 *     the registry's cleaning after the partition is gone), completedAt once nothing is left
 *     gsi1 (byEntityType): ACCOUNT_DELETION / <requestedAt>#<sub>, only while steps remain, so the
 *     deletion job finds the unfinished ones with one Query, never a scan
 *
 * Written first, before anything is deleted: from that moment the account's tokens are refused,
 * and a deletion cut short (a Lambda timeout, Stripe unreachable) is finished by the job. Outside
 * the user's partition, so deleting the partition never deletes the marker. The marker outlives
 * every token Cognito may have issued to the account (ID tokens live a day at most), then the
 * table's TTL removes it: a sub is never issued again, so nothing is left to refuse.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DAY_SECONDS } from '@shop-scanner/shared/time';
import { documentClient, tableName } from '../lib/dynamodb';
import { writeIfConditionHolds } from './conditional-write';
import { dueIndexKeys, queryDue } from './due-queue';
import { ttlAttribute } from './table-definition';

export const ACCOUNT_DELETION_QUEUE = 'ACCOUNT_DELETION';
/** Longer than any token the user pool issues (ID and access tokens: 1 hour to 1 day). */
const MARKER_KEEP_DAYS = 30;

export interface AccountDeletionRecord<Step extends string = string> {
  readonly userId: string;
  readonly username: string;
  readonly requestedAt: string;
  readonly remaining: readonly Step[];
  readonly watchedProducts?: readonly string[];
  readonly completedAt?: string;
}

export const accountDeletionKey = (userId: string) => ({
  pk: `DELETED_ACCOUNT#${userId}`,
  sk: 'DELETION' as const,
});

const toRecord = <Step extends string>(
  item: Record<string, unknown>,
): AccountDeletionRecord<Step> => ({
  userId: item.userId as string,
  username: item.username as string,
  requestedAt: item.requestedAt as string,
  remaining: (item.remaining as Step[] | undefined) ?? [],
  ...(Array.isArray(item.watchedProducts)
    ? { watchedProducts: item.watchedProducts as string[] }
    : {}),
  ...(typeof item.completedAt === 'string' ? { completedAt: item.completedAt } : {}),
});

export const getAccountDeletion = async <Step extends string>(
  userId: string,
  consistent = true,
): Promise<AccountDeletionRecord<Step> | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: accountDeletionKey(userId),
      ConsistentRead: consistent,
    }),
  );
  return Item ? toRecord<Step>(Item) : undefined;
};

/** Only whether the account is being or was deleted: the check every signed-in request makes. */
export const accountDeletionExists = async (userId: string): Promise<boolean> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: accountDeletionKey(userId),
      ProjectionExpression: 'pk',
    }),
  );
  return Item !== undefined;
};

/**
 * Records the deletion unless it is recorded already; answers the record that holds (the new one,
 * or the one an earlier or concurrent call wrote, with what it still has to do).
 */
export const recordAccountDeletion = async <Step extends string>(
  record: AccountDeletionRecord<Step>,
): Promise<AccountDeletionRecord<Step>> => {
  const written = await writeIfConditionHolds(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...accountDeletionKey(record.userId),
        ...dueIndexKeys(ACCOUNT_DELETION_QUEUE, record.requestedAt, record.userId),
        entityType: 'AccountDeletion',
        userId: record.userId,
        username: record.username,
        requestedAt: record.requestedAt,
        remaining: [...record.remaining],
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  if (written) return record;
  const existing = await getAccountDeletion<Step>(record.userId);
  if (!existing) throw new Error('An account deletion vanished between its write and its read');
  return existing;
};

/** The products the account's watchers watched, for the registry's cleaning at the end. */
export const recordWatchedProducts = async (
  userId: string,
  productIds: readonly string[],
): Promise<void> => {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: accountDeletionKey(userId),
      UpdateExpression: 'SET watchedProducts = :ids',
      ExpressionAttributeValues: { ':ids': [...productIds] },
    }),
  );
};

/**
 * One step done: the rest is what remains. When nothing remains the record leaves the job's
 * queue and keeps only its marker's life.
 */
export const recordStepsLeft = async (
  userId: string,
  remaining: readonly string[],
  now: Date,
): Promise<void> => {
  if (remaining.length > 0) {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: accountDeletionKey(userId),
        UpdateExpression: 'SET remaining = :remaining',
        ExpressionAttributeValues: { ':remaining': [...remaining] },
      }),
    );
    return;
  }
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: accountDeletionKey(userId),
      UpdateExpression:
        'SET remaining = :none, completedAt = :at, #ttl = :ttl REMOVE gsi1pk, gsi1sk',
      ExpressionAttributeNames: { '#ttl': ttlAttribute },
      ExpressionAttributeValues: {
        ':none': [],
        ':at': now.toISOString(),
        ':ttl': Math.floor(now.getTime() / 1000) + MARKER_KEEP_DAYS * DAY_SECONDS,
      },
    }),
  );
};

/** Unfinished deletions requested at or before `before`, oldest first, at most `limit`. */
export const unfinishedAccountDeletions = async <Step extends string>(
  before: Date,
  limit: number,
): Promise<AccountDeletionRecord<Step>[]> =>
  (await queryDue(ACCOUNT_DELETION_QUEUE, before, limit)).map((item) => toRecord<Step>(item));
