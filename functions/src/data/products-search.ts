/**
 * The catalogue's read paths beside the search index (search-index-reads.ts): the products indexed
 * by items of their own (shoppers' products, and demo products since an edit), which searches
 * merge with the index; name matching for cross-platform search; Popular Products. None scans
 * the table. Every function takes an optional meter that adds up the read capacity DynamoDB
 * reports (the benchmark compares it with a Scan).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ProductSummary } from '@shop-scanner/shared/products';
import { metered, recordCapacity, type CapacityMeter } from '../lib/capacity-meter';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll as queryPages } from '../lib/dynamodb-query';
import {
  ownCategoryPrefix,
  OWN_ENTRIES_PARTITION,
  POPULARITY_SHARDS,
  popularityPartitionKey,
  searchPartitionKey,
  summaryOf,
} from './products';
import type { NamedProduct } from './search-index-codec';
import { readPointer, readPostingNames } from './search-index-reads';

export type { CapacityMeter } from '../lib/capacity-meter';

type Item = Record<string, unknown>;

/** Every page of a query, its capacity metered. */
const queryAll = (input: QueryCommandInput, meter?: CapacityMeter): Promise<Item[]> =>
  queryPages({ ...input, ...metered(meter) }, (page) =>
    recordCapacity(meter, page.ConsumedCapacity),
  );

/**
 * The current cards of the products indexed by items of their own, in one category or in all:
 * one partition of the byCategory index (its sort key begins with the category), which projects
 * the card fields of the product items themselves.
 */
export const ownProductCards = async (
  category: string | undefined,
  meter?: CapacityMeter,
): Promise<ProductSummary[]> =>
  (
    await queryAll(
      {
        TableName: tableName,
        IndexName: 'byCategory',
        KeyConditionExpression:
          category === undefined
            ? 'gsi2pk = :own'
            : 'gsi2pk = :own AND begins_with(gsi2sk, :category)',
        ExpressionAttributeValues: {
          ':own': OWN_ENTRIES_PARTITION,
          ...(category === undefined ? {} : { ':category': ownCategoryPrefix(category) }),
        },
      },
      meter,
    )
  ).map(summaryOf);

/**
 * The current cards of the products with token items (products indexed by items of their own)
 * for a token starting with `term`: one per product. The partition may hold items of the index
 * layout before this one, which are not token items and are passed over.
 */
export const tokenItemCards = async (
  term: string,
  meter?: CapacityMeter,
): Promise<ProductSummary[]> => {
  const items = await queryAll(
    {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :term)',
      ExpressionAttributeValues: { ':pk': searchPartitionKey(term), ':term': term },
    },
    meter,
  );
  const byId = new Map<string, ProductSummary>();
  for (const item of items)
    if (item.entityType === 'SearchToken') byId.set(String(item.id), summaryOf(item));
  return [...byId.values()];
};

/**
 * Name matching's candidates (cross-platform search): every product with a token starting with
 * `term`, as its id, name, brand and category. The index's names of the demo catalogue, less those
 * it holds stale, and the current cards of products indexed by items of their own.
 */
export const productNamesWithTokenPrefix = async (
  term: string,
  meter?: CapacityMeter,
): Promise<NamedProduct[]> => {
  const [pointer, own] = await Promise.all([readPointer(meter), tokenItemCards(term, meter)]);
  const indexed = pointer.gen === undefined ? [] : await readPostingNames(pointer.gen, term, meter);
  const byId = new Map<string, NamedProduct>();
  for (const named of indexed) if (!pointer.excluded.has(named.id)) byId.set(named.id, named);
  for (const card of own) {
    byId.set(card.id, {
      id: card.id,
      name: card.name,
      ...(card.brand ? { brand: card.brand } : {}),
      category: card.category,
    });
  }
  return [...byId.values()];
};

/** Popular Products: the most reviewed products, best first (each shard's best, merged). */
export const popularProducts = async (
  limit: number,
  meter?: CapacityMeter,
): Promise<ProductSummary[]> => {
  const shards = await Promise.all(
    Array.from({ length: POPULARITY_SHARDS }, async (_, shard) => {
      const { Items = [], ConsumedCapacity } = await documentClient.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'byPopularity',
          KeyConditionExpression: 'gsi3pk = :shard',
          ExpressionAttributeValues: { ':shard': popularityPartitionKey(shard) },
          ScanIndexForward: false,
          Limit: limit,
          ...metered(meter),
        }),
      );
      recordCapacity(meter, ConsumedCapacity);
      return Items;
    }),
  );
  return shards
    .flat()
    .sort((a, b) => String(b.gsi3sk).localeCompare(String(a.gsi3sk)))
    .slice(0, limit)
    .map(summaryOf);
};
