/**
 * Monthly usage counters and distinct-use markers in the single table.
 *   counter: pk = USER#<sub> | GUEST#<address hash>, sk = USAGE#<yyyy-mm>
 *            one number attribute per feature (scan, storeAnalysis, crossPlatformSearch)
 *   marker:  pk = the same, sk = USAGE#<yyyy-mm>#<feature>#<key hash>
 *            one item per distinct use (a barcode, a search) already counted this month
 * Both carry `expiresAt` (the table's TTL attribute): a new month is a new counter, so nothing
 * resets them; old ones just go.
 *
 * Each write here is one attempt; what a refused attempt means (already counted, limit reached,
 * a conflict worth retrying) is decided by the caller (domain/usage/quota.ts).
 */
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { usageFeatures, type UsageFeature } from '@shop-scanner/shared/plans';
import { documentClient, tableName } from '../lib/dynamodb';
import type { UsageSubject } from '../lib/usage-subject';
import { cancellationCodes, isTransactionConflict } from '../lib/dynamodb-transactions';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';

export type { UsageSubject };

export type UsageCounts = Readonly<Record<UsageFeature, number>>;

export const subjectPartitionKey = (subject: UsageSubject): string =>
  subject.kind === 'user' ? userKey(subject.userId).pk : `GUEST#${subject.addressHash}`;

export const counterKey = (subject: UsageSubject, month: string) => ({
  pk: subjectPartitionKey(subject),
  sk: `USAGE#${month}`,
});

/**
 * The distinct-use key is hashed here, and only here: a search key (query and filters) can be
 * long and hold any character, a sort key cannot; the hash bounds it. sha256 makes two distinct
 * uses sharing a marker (and one going uncounted) practically impossible.
 */
export const markerKey = (
  subject: UsageSubject,
  month: string,
  feature: UsageFeature,
  key: string,
) => ({
  pk: subjectPartitionKey(subject),
  sk: `USAGE#${month}#${feature}#${createHash('sha256').update(key).digest('base64url')}`,
});

const countsOf = (item: Record<string, unknown> | undefined): UsageCounts =>
  Object.fromEntries(
    usageFeatures.map((feature) => {
      const value = item?.[feature];
      return [feature, typeof value === 'number' ? value : 0];
    }),
  ) as Record<UsageFeature, number>;

/** This month's counts of every feature; zero for a month with no use yet. */
export const getUsageCounts = async (
  subject: UsageSubject,
  month: string,
): Promise<UsageCounts> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: counterKey(subject, month), ConsistentRead: true }),
  );
  return countsOf(Item);
};

export interface UseWrite {
  readonly subject: UsageSubject;
  readonly feature: UsageFeature;
  readonly month: string;
  /** The plan's monthly limit; null: unlimited (counted, never refused). */
  readonly limit: number | null;
  /** A distinct use: counted once per month. Undefined: every use counts. */
  readonly key?: string;
  readonly counterExpiresAt: number;
  readonly markerExpiresAt: number;
}

/** Why DynamoDB refused a part of the write: its cancellation reason code (or None). */
export interface RefusalReasons {
  readonly marker?: string;
  readonly counter?: string;
}

export type UseWriteResult =
  { readonly kind: 'written' } | { readonly kind: 'refused'; readonly reasons: RefusalReasons };

const counterUpdate = (write: UseWrite) => ({
  TableName: tableName,
  Key: counterKey(write.subject, write.month),
  UpdateExpression: 'ADD #feature :one SET #entityType = :entityType, #month = :month, #ttl = :ttl',
  // The limit is part of the write: whatever the concurrency, the counter never passes it.
  ...(write.limit === null
    ? {}
    : { ConditionExpression: 'attribute_not_exists(#feature) OR #feature < :limit' }),
  ExpressionAttributeNames: {
    '#feature': write.feature,
    '#entityType': 'entityType',
    '#month': 'month',
    '#ttl': ttlAttribute,
  },
  ExpressionAttributeValues: {
    ':one': 1,
    ':entityType': 'UsageCounter',
    ':month': write.month,
    ':ttl': write.counterExpiresAt,
    ...(write.limit === null ? {} : { ':limit': write.limit }),
  },
});

/** One use without a key: a single conditional update. */
const writeCountedUse = async (write: UseWrite): Promise<UseWriteResult> => {
  try {
    await documentClient.send(new UpdateCommand(counterUpdate(write)));
    return { kind: 'written' };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      return { kind: 'refused', reasons: { counter: 'ConditionalCheckFailed' } };
    }
    // A transaction (a keyed use) holds the counter at this moment.
    if (isTransactionConflict(error)) {
      return { kind: 'refused', reasons: { counter: 'TransactionConflict' } };
    }
    throw error;
  }
};

/**
 * One distinct use: the marker and the increment in one transaction, so a use is either counted
 * and remembered, or neither. The marker's condition refuses a key already counted this month;
 * the counter's refuses a use past the limit.
 */
const writeDistinctUse = async (write: UseWrite, key: string): Promise<UseWriteResult> => {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: {
                ...markerKey(write.subject, write.month, write.feature, key),
                entityType: 'UsageMarker',
                feature: write.feature,
                month: write.month,
                [ttlAttribute]: write.markerExpiresAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Update: counterUpdate(write) },
        ],
      }),
    );
    return { kind: 'written' };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes) {
      // Reasons come in the order of TransactItems: marker, then counter.
      const [marker, counter] = codes;
      return {
        kind: 'refused',
        reasons: { ...(marker ? { marker } : {}), ...(counter ? { counter } : {}) },
      };
    }
    throw error;
  }
};

/**
 * Whether this distinct use was counted this month already: one consistent GetItem of its marker.
 * A repeated key is the common case (a product page refreshed, a search paged or narrowed), and
 * answering it here spares the transaction that its marker's condition would cancel.
 */
export const distinctUseCounted = async (
  subject: UsageSubject,
  month: string,
  feature: UsageFeature,
  key: string,
): Promise<boolean> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: markerKey(subject, month, feature, key),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return Item !== undefined;
};

export const writeUse = (write: UseWrite): Promise<UseWriteResult> =>
  write.key === undefined ? writeCountedUse(write) : writeDistinctUse(write, write.key);

/**
 * Gives back one distinct use: the marker and one from the counter, in one transaction, only if
 * the marker is still there (so a release can never take back a use twice, nor one it did not
 * count). For work that was counted first and then could not be done at all.
 */
export const releaseDistinctUse = async (
  subject: UsageSubject,
  month: string,
  feature: UsageFeature,
  key: string,
): Promise<boolean> => {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: markerKey(subject, month, feature, key),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: counterKey(subject, month),
              UpdateExpression: 'ADD #feature :minusOne',
              ConditionExpression: '#feature > :zero',
              ExpressionAttributeNames: { '#feature': feature },
              ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error)) return false;
    throw error;
  }
};
