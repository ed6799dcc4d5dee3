/**
 * The cards search shows of the demo catalogue's products, one small item each:
 *
 *   SCARD#<shard> / <id>   the product's card fields (products.ts bucketCardOf)
 *
 * They are the source the search index is built from (search-index.ts), and where a page's cards
 * are read from: a BatchGet of a page's dozen, instead of the products themselves, whose offers
 * and price history make them ten times larger. A product's card item exists while the product is
 * found through the index: the loader writes it with the product, the demo market rewrites it
 * after a day's moves, and a shopper's edit that changes the card deletes it (the product is
 * found through items of its own from then on). Sharded so that listing them all (the market's
 * daily walk) reads a few partitions in parallel rather than one long one.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductSummary } from '@shop-scanner/shared/products';
import type { CapacityMeter } from '../lib/capacity-meter';
import { batchGetAll } from '../lib/dynamodb-batch';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { summaryOf, type BucketCard } from './products';

export const SEARCH_CARD_SHARDS = 16;
const PREFIX = 'SCARD#';

/** FNV-1a: ids of one catalogue spread evenly whatever their shape. */
const shardOf = (id: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % SEARCH_CARD_SHARDS;
};

export const searchCardKey = (id: string) => ({ pk: `${PREFIX}${shardOf(id)}`, sk: id });

export const searchCardItem = (card: BucketCard) => ({
  ...searchCardKey(String(card.id)),
  entityType: 'SearchCard',
  ...card,
});

/** The cards of these products that have one, by id. */
export const searchCardsOf = async (
  ids: readonly string[],
  meter?: CapacityMeter,
): Promise<Map<string, ProductSummary>> => {
  const items = await batchGetAll(ids.map(searchCardKey), { meter });
  return new Map(items.map((item) => [String(item.sk), summaryOf(item)]));
};

const shards = Array.from({ length: SEARCH_CARD_SHARDS }, (_, n) => `${PREFIX}${n}`);

const queryShard = (pk: string, projection?: string) =>
  queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ...(projection ? { ProjectionExpression: projection } : {}),
  });

/** Every card, by id (the demo market's list of the products to move, and the index's source). */
export const listSearchCards = async (): Promise<Map<string, BucketCard>> => {
  const all = (await Promise.all(shards.map((pk) => queryShard(pk)))).flat();
  return new Map(
    all.map((item) => {
      const { pk: _pk, sk: _sk, entityType: _type, ...card } = item;
      return [String(item.sk), card];
    }),
  );
};

/** The keys of every card item. */
export const listSearchCardKeys = async (): Promise<{ pk: string; sk: string }[]> =>
  (await Promise.all(shards.map((pk) => queryShard(pk, 'pk, sk')))).flat() as {
    pk: string;
    sk: string;
  }[];

/**
 * Puts a card over the one there, only while there is one: a shopper's edit takes it away, and a
 * card put back after that would show the product twice. False when there was none.
 */
export const replaceSearchCard = async (card: BucketCard): Promise<boolean> => {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: searchCardItem(card),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
