/**
 * What shoppers asked the store checks, in the single table:
 *   store analysis cache:  pk = STORE_ANALYSIS#<store>, sk = REPORT   (shared by every shopper)
 *   analysis history:      pk = USER#<sub>, sk = ANALYSIS#<iso>#<id>
 *   search history:        pk = USER#<sub>, sk = XSEARCH#<iso>#<id>
 * History items expire after the shopper's plan's history retention (7, 90 or 365 days) through
 * the table's TTL; the cache after 24 hours. DynamoDB Local never expires items, and DynamoDB
 * itself may take a while, so every read also checks the expiry time itself.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CrossPlatformHistoryEntry } from '@shop-scanner/shared/cross-platform';
import type { StoreAnalysisEntry, StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { HISTORY_KEPT } from '@shop-scanner/shared/store-analysis-rules';
import { documentClient, tableName } from '../lib/dynamodb';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';
import { DAY_SECONDS } from '@shop-scanner/shared/time';

const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

const storeCacheKey = (store: string) => ({ pk: `STORE_ANALYSIS#${store}`, sk: 'REPORT' });

export interface CachedStoreReport {
  readonly url: string;
  readonly report: StoreAnalysisReport;
}

/** The store's shared report as the table has it: none, one past its lifetime, or a current one. */
export type StoreReportLookup =
  | { readonly state: 'missing' }
  | { readonly state: 'expired' }
  | ({ readonly state: 'current' } & CachedStoreReport);

export const lookUpStoreReport = async (store: string, now: Date): Promise<StoreReportLookup> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: storeCacheKey(store), ConsistentRead: true }),
  );
  if (!Item) return { state: 'missing' };
  if ((Item[ttlAttribute] as number) <= epochSeconds(now)) return { state: 'expired' };
  return { state: 'current', url: Item.url as string, report: Item.report as StoreAnalysisReport };
};

/** The shared report for a store, if one was made in the cache's lifetime. */
export const getCachedStoreReport = async (
  store: string,
  now: Date,
): Promise<CachedStoreReport | undefined> => {
  const found = await lookUpStoreReport(store, now);
  return found.state === 'current' ? { url: found.url, report: found.report } : undefined;
};

/** Drops the store's shared report (as one item of a transaction): the next analysis reads it again. */
export const cachedStoreReportDeletion = (store: string) => ({
  Delete: { TableName: tableName, Key: storeCacheKey(store) },
});

export const putCachedStoreReport = async (
  store: string,
  cached: CachedStoreReport,
  expiresAt: Date,
): Promise<void> => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...storeCacheKey(store),
        entityType: 'StoreAnalysisCache',
        url: cached.url,
        report: cached.report,
        [ttlAttribute]: epochSeconds(expiresAt),
      },
    }),
  );
};

const historyPrefixes = { analysis: 'ANALYSIS#', search: 'XSEARCH#' } as const;
type HistoryKind = keyof typeof historyPrefixes;

const putHistoryItem = async (
  kind: HistoryKind,
  userId: string,
  entry: { id: string; timestamp: string },
  retentionDays: number,
  now: Date,
) => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        pk: userKey(userId).pk,
        sk: `${historyPrefixes[kind]}${entry.timestamp}#${entry.id}`,
        entityType: kind === 'analysis' ? 'StoreAnalysisHistory' : 'CrossPlatformHistory',
        entry,
        [ttlAttribute]: epochSeconds(now) + retentionDays * DAY_SECONDS,
      },
    }),
  );
};

/**
 * The newest entries still within their retention, at most HISTORY_KEPT (docs/plans.md#history),
 * one per subject: analysing a store again (or repeating a search) moves it to the top rather than
 * listing it twice. Expired items the TTL has not removed yet, and older repeats, are skipped,
 * so a few times more than that is read.
 */
const listHistory = async <T>(
  kind: HistoryKind,
  userId: string,
  now: Date,
  subjectOf: (entry: T) => string,
): Promise<T[]> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':prefix': historyPrefixes[kind] },
      ScanIndexForward: false,
      Limit: HISTORY_KEPT * 5,
    }),
  );
  const seen = new Set<string>();
  return Items.filter((item) => (item[ttlAttribute] as number) > epochSeconds(now))
    .map((item) => item.entry as T)
    .filter((entry) => {
      const subject = subjectOf(entry);
      if (seen.has(subject)) return false;
      seen.add(subject);
      return true;
    })
    .slice(0, HISTORY_KEPT);
};

export const putStoreAnalysisEntry = (
  userId: string,
  entry: StoreAnalysisEntry,
  retentionDays: number,
  now: Date,
) => putHistoryItem('analysis', userId, entry, retentionDays, now);

export const listStoreAnalysisEntries = (userId: string, now: Date) =>
  listHistory<StoreAnalysisEntry>('analysis', userId, now, (entry) => entry.store);

export const putCrossPlatformEntry = (
  userId: string,
  entry: CrossPlatformHistoryEntry,
  retentionDays: number,
  now: Date,
) => putHistoryItem('search', userId, entry, retentionDays, now);

/** The same search is the same query with the same options; a narrowed one is listed apart. */
export const listCrossPlatformEntries = (userId: string, now: Date) =>
  listHistory<CrossPlatformHistoryEntry>('search', userId, now, (entry) =>
    JSON.stringify(entry.query),
  );
