/**
 * Who had price drops in a week, for the weekly digest job (domain/price-watch: the digest):
 *
 *   DIGEST#<week's Monday, UTC>#<shard> / USER#<sub>    drops: how many that week
 *
 * Every drop's transaction adds 1 to its owner's entry (digestEntryUpdate), so the job reads the
 * week's DIGEST_SHARDS partitions (one Query each, never a scan of the users) and finds exactly
 * the shoppers with something to summarise; one with no drops gets nothing. Shards, not one
 * partition: a demo-market day can record thousands of drops at once, and one partition takes
 * about 1,000 writes a second.
 */
import { createHash } from 'node:crypto';
import { DAY_MS, DAY_SECONDS } from '@shop-scanner/shared/time';
import { deleteAll } from '../lib/dynamodb-batch';
import { tableName } from '../lib/dynamodb';
import type { TransactItem } from './price-history';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';

export const DIGEST_SHARDS = 8;
/** Long enough for a late digest run; then the TTL clears the week. */
const DIGEST_KEEP_DAYS = 28;

/** The Monday (UTC) of the week `at` is in, as yyyy-mm-dd. */
export const digestWeekOf = (at: Date): string => {
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(monday.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
};

const shardOf = (userId: string): number =>
  createHash('sha256').update(userId).digest().readUInt32BE(0) % DIGEST_SHARDS;

export const digestPartition = (week: string, shard: number): string => `DIGEST#${week}#${shard}`;

export const digestEntryKey = (week: string, userId: string) => ({
  pk: digestPartition(week, shardOf(userId)),
  sk: userKey(userId).pk,
});

/** When the table's TTL clears what was kept for the week's digest (its entries, its markers). */
export const digestExpiresAt = (week: string): number =>
  Math.ceil(Date.parse(`${week}T00:00:00.000Z`) / 1000) + DIGEST_KEEP_DAYS * DAY_SECONDS;

/** One more drop for the owner in the week it was detected: part of the drop's transaction. */
export const digestEntryUpdate = (userId: string, detectedAt: string): TransactItem => {
  const week = digestWeekOf(new Date(detectedAt));
  return {
    Update: {
      TableName: tableName,
      Key: digestEntryKey(week, userId),
      UpdateExpression:
        'ADD drops :one SET entityType = :entityType, userId = :userId, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': ttlAttribute },
      ExpressionAttributeValues: {
        ':one': 1,
        ':entityType': 'WeeklyDigestEntry',
        ':userId': userId,
        ':ttl': digestExpiresAt(week),
      },
    },
  };
};

/**
 * The weeks whose entries may still exist at `now`: the current one and those the TTL keeps
 * (an entry lives DIGEST_KEEP_DAYS from its week's Monday), newest first.
 */
export const weeksKeptAt = (now: Date): string[] => {
  const weeks = Math.ceil(DIGEST_KEEP_DAYS / 7) + 1;
  return Array.from({ length: weeks }, (_, n) =>
    digestWeekOf(new Date(now.getTime() - n * 7 * DAY_MS)),
  );
};

/** Removes the user's entries of every week still kept (the account's deletion). */
export const deleteDigestEntries = (userId: string, now: Date): Promise<void> =>
  deleteAll(
    weeksKeptAt(now).map((week) => digestEntryKey(week, userId)),
    1,
  );
