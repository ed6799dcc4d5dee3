/**
 * What the weekly digest job reads and writes in the table:
 *
 *   DIGEST#<week>#<shard> / USER#<sub>          who had drops that week (weekly-digest-keys.ts)
 *   USER#<sub> / WISHLIST#DROP#<id>              the drops themselves, in the owner's partition
 *   USER#<sub> / WEEKLY_DIGEST#<week>            the marker: this week's digest is claimed or sent
 *
 * The marker is what makes the digest go out once: a run claims it with a conditional put before
 * sending, so a second run, or two runs racing, find it and send nothing. A claim carries a lease:
 * a run that died after claiming leaves it to be taken again once the lease is over, so a crash
 * loses no digest.
 */
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { writeIfConditionHolds } from './conditional-write';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';
import { digestExpiresAt, digestPartition } from './weekly-digest-keys';
import { PRICE_DROP_PREFIX, toPriceDropRecord, type PriceDropRecord } from './wishlist-keys';

/** A shopper with drops in the week, as the week's entry names them. */
export interface DigestEntry {
  readonly userId: string;
  /** Drops the entry counted (the digest reads the drops themselves for what it says). */
  readonly drops: number;
}

/** The week's entries in one shard, a page at a time (one Query per page, never a scan). */
export async function* digestEntries(week: string, shard: number): AsyncGenerator<DigestEntry[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': digestPartition(week, shard) },
        ExclusiveStartKey: startKey,
      }),
    );
    yield (page.Items ?? []).map((item) => ({
      userId: item.userId as string,
      drops: Number(item.drops ?? 0),
    }));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** The shopper's drops detected in [from, to): their partition's drops, filtered by time. */
export const dropsDetectedBetween = async (
  userId: string,
  from: string,
  to: string,
): Promise<PriceDropRecord[]> => {
  const drops: PriceDropRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :drop)',
        FilterExpression: 'detectedAt >= :from AND detectedAt < :to',
        ExpressionAttributeValues: {
          ':pk': userKey(userId).pk,
          ':drop': PRICE_DROP_PREFIX,
          ':from': from,
          ':to': to,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    drops.push(...(page.Items ?? []).map(toPriceDropRecord));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return drops;
};

const markerKey = (userId: string, week: string) => ({
  pk: userKey(userId).pk,
  sk: `WEEKLY_DIGEST#${week}`,
});

/**
 * Claims the shopper's digest of the week until `leaseUntil`: true when this run is the one to
 * send it; false when it was sent, or another run holds it now.
 */
export const claimDigest = async (
  userId: string,
  week: string,
  now: Date,
  leaseUntil: Date,
): Promise<boolean> => {
  return writeIfConditionHolds(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...markerKey(userId, week),
        entityType: 'WeeklyDigestMarker',
        userId,
        week,
        state: 'claimed',
        leaseUntil: leaseUntil.toISOString(),
        [ttlAttribute]: digestExpiresAt(week),
      },
      ConditionExpression: 'attribute_not_exists(pk) OR (#state = :claimed AND leaseUntil < :now)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':claimed': 'claimed', ':now': now.toISOString() },
    }),
  );
};

/** What became of a claimed digest, kept on its marker. */
export type DigestMarkerOutcome = 'sent' | 'nothing-to-say';

/**
 * The claim this run holds becomes final: nobody sends this week's digest again. False when the
 * lease ran out first and another run took the claim (it will find the same drops to say).
 */
export const finishDigest = async (
  userId: string,
  week: string,
  leaseUntil: Date,
  outcome: DigestMarkerOutcome,
  now: Date,
): Promise<boolean> => {
  return writeIfConditionHolds(
    new UpdateCommand({
      TableName: tableName,
      Key: markerKey(userId, week),
      UpdateExpression: 'SET #state = :outcome, finishedAt = :now REMOVE leaseUntil',
      ConditionExpression: 'leaseUntil = :lease',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':outcome': outcome,
        ':now': now.toISOString(),
        ':lease': leaseUntil.toISOString(),
      },
    }),
  );
};

/** Gives the claim back (the send failed): the next run tries this shopper again. */
export const releaseDigest = async (
  userId: string,
  week: string,
  leaseUntil: Date,
): Promise<void> => {
  await writeIfConditionHolds(
    new DeleteCommand({
      TableName: tableName,
      Key: markerKey(userId, week),
      ConditionExpression: 'leaseUntil = :lease',
      ExpressionAttributeValues: { ':lease': leaseUntil.toISOString() },
    }),
  );
};
