/**
 * A business's offer feeds and what their ingestion leaves behind:
 *   USER#<sub> / OFFER_FEED#<id>                       the feed's report and progress
 *   MERCHANT_ROW#<domain>#<yyyy-mm-dd> / <productId>   the last row ingested for the product that
 *                                                      day: its fingerprint (TTL: two days)
 *
 * A feed's id starts with its creation time in base 36, so the partition lists feeds newest
 * first without an index.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  offerFeedSchema,
  offerFeedSummarySchema,
  type OfferFeed,
  type OfferFeedSummary,
} from '@shop-scanner/shared/offer-feed';
import { DAY_MS } from '@shop-scanner/shared/time';
import { batchGetAll, putAll } from '../lib/dynamodb-batch';
import { documentClient, tableName } from '../lib/dynamodb';
import { writeIfConditionHolds } from './conditional-write';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';

export const OFFER_FEED_PREFIX = 'OFFER_FEED#';
/** Feeds are reports to look back at, not records of prices (the history is): kept 90 days. */
const FEED_RETENTION_MS = 90 * DAY_MS;
/** A row's fingerprint only matters on its day; a day more covers a chunk delivered late. */
const ROW_MARK_RETENTION_MS = 2 * DAY_MS;

export const newOfferFeedId = (now: Date): string =>
  `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex')}`;

export const offerFeedKey = (userId: string, feedId: string) => ({
  pk: userKey(userId).pk,
  sk: `${OFFER_FEED_PREFIX}${feedId}`,
});

/** The feed as stored: its report, plus how many chunks its ingestion was cut into. */
export interface OfferFeedRecord extends OfferFeed {
  readonly chunkCount: number;
}

const expiresAt = (from: Date, retentionMs: number): number =>
  Math.floor((from.getTime() + retentionMs) / 1000);

export const putOfferFeed = async (userId: string, feed: OfferFeedRecord): Promise<void> => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...offerFeedKey(userId, feed.id),
        entityType: 'OfferFeed',
        ...feed,
        [ttlAttribute]: expiresAt(new Date(feed.createdAt), FEED_RETENTION_MS),
      },
    }),
  );
};

export const getOfferFeed = async (
  userId: string,
  feedId: string,
): Promise<OfferFeed | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: offerFeedKey(userId, feedId),
      ConsistentRead: true,
    }),
  );
  return Item ? offerFeedSchema.parse(Item) : undefined;
};

/** The summary's attributes: a list never reads the rejected rows. */
const summaryAttributes = Object.keys(offerFeedSummarySchema.shape);

export const listOfferFeeds = async (
  userId: string,
  limit: number,
): Promise<OfferFeedSummary[]> => {
  const names = Object.fromEntries(summaryAttributes.map((a, i) => [`#a${i}`, a]));
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':prefix': OFFER_FEED_PREFIX },
      ExpressionAttributeNames: names,
      ProjectionExpression: Object.keys(names).join(', '),
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => offerFeedSummarySchema.parse(item));
};

/**
 * Counts one chunk's rows into the feed's progress, once: the chunk's number joins the feed's set
 * of done chunks in the same conditional update, so a chunk delivered twice is counted once.
 * The last chunk marks the feed ingested. Answers whether this call counted it.
 */
export const recordChunkDone = async (
  userId: string,
  feedId: string,
  chunk: { index: number; count: number; rows: number; changed: number },
  now: Date,
): Promise<boolean> => {
  let doneChunks: number;
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: offerFeedKey(userId, feedId),
        UpdateExpression: 'ADD doneChunks :chunk, ingestedRows :rows, changedOffers :changed',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(doneChunks, :index)',
        ExpressionAttributeValues: {
          ':chunk': new Set([chunk.index]),
          ':index': chunk.index,
          ':rows': chunk.rows,
          ':changed': chunk.changed,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    doneChunks = (Attributes?.doneChunks as Set<number> | undefined)?.size ?? 0;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
  if (doneChunks >= chunk.count) {
    await writeIfConditionHolds(
      new UpdateCommand({
        TableName: tableName,
        Key: offerFeedKey(userId, feedId),
        UpdateExpression: 'SET #status = :ingested, completedAt = :now',
        ConditionExpression: '#status = :ingesting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':ingested': 'ingested',
          ':ingesting': 'ingesting',
          ':now': now.toISOString(),
        },
      }),
    );
  }
  return true;
};

// ---------------------------------------------------------------------------------------------
// Row marks: what makes an upload of the same file on the same day change nothing

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDayOf = (at: string): string => at.slice(0, 10);

export const rowMarkKey = (domain: string, day: string, productId: string) => ({
  pk: `MERCHANT_ROW#${domain}#${day}`,
  sk: productId,
});

/** A fingerprint of what a row says (its store included): equal rows, equal fingerprints. */
export const rowFingerprint = (facts: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(facts)).digest('base64url');

/** The fingerprints already ingested that day, by product id. */
export const readRowMarks = async (
  domain: string,
  day: string,
  productIds: readonly string[],
): Promise<Map<string, string>> => {
  const items = await batchGetAll(
    productIds.map((id) => rowMarkKey(domain, day, id)),
    { consistentRead: true, attributes: ['fingerprint'] },
  );
  return new Map(items.map((item) => [String(item.sk), String(item.fingerprint)]));
};

export const writeRowMarks = async (
  domain: string,
  day: string,
  marks: readonly { productId: string; fingerprint: string }[],
  now: Date,
): Promise<void> => {
  await putAll(
    marks.map(({ productId, fingerprint }) => ({
      ...rowMarkKey(domain, day, productId),
      entityType: 'MerchantRowMark',
      fingerprint,
      [ttlAttribute]: expiresAt(now, ROW_MARK_RETENTION_MS),
    })),
    2,
  );
};
