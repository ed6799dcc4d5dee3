/**
 * The catalogue's read paths for search and Popular Products. None scans the table: text goes
 * through the token index (one Query per term), filters through the category buckets and the
 * byCategory index (one partition of each per category), popularity through byPopularity. Every
 * function takes an optional meter that adds up the read capacity DynamoDB reports (the
 * benchmark compares it with a Scan).
 */
import { productCategories, type ProductSummary } from '@shop-scanner/shared/products';
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll as queryPages } from '../lib/dynamodb-query';
import {
  CATEGORY_BUCKET_PREFIX,
  categoryPartitionKey,
  editedMarkerKey,
  POPULARITY_SHARDS,
  popularityPartitionKey,
  searchPartitionKey,
  summaryOf,
} from './products-items';

export interface CapacityMeter {
  add(capacityUnits: number): void;
}

const metered = (meter: CapacityMeter | undefined) =>
  meter ? { ReturnConsumedCapacity: 'TOTAL' as const } : {};

const record = (meter: CapacityMeter | undefined, consumed: ConsumedCapacity | undefined) => {
  if (meter && consumed?.CapacityUnits !== undefined) meter.add(consumed.CapacityUnits);
};

type Item = Record<string, unknown>;

/** Every page of a query, its capacity metered. */
const queryAll = (input: QueryCommandInput, meter?: CapacityMeter): Promise<Item[]> =>
  queryPages({ ...input, ...metered(meter) }, (page) => record(meter, page.ConsumedCapacity));

const editedDemoProducts = async (partition: string, meter?: CapacityMeter) => {
  const { Item, ConsumedCapacity } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: editedMarkerKey(partition), ...metered(meter) }),
  );
  record(meter, ConsumedCapacity);
  return (Item?.productIds as Set<string> | undefined) ?? new Set<string>();
};

/**
 * One card per product from what an index partition holds: bucket items (many demo products'
 * cards in `entries`) minus the entries of demo products edited since the load, and items of one
 * product each (token items, byCategory entries), which are current and win over any bucket.
 * The same rule for the text and the category index, so an edit is seen the same way by both.
 */
const cardsOf = (items: readonly Item[], edited: ReadonlySet<string>): ProductSummary[] => {
  const byId = new Map<string, ProductSummary>();
  for (const item of items) {
    if (Array.isArray(item.entries)) {
      for (const entry of item.entries as Item[]) {
        const id = String(entry.id);
        if (!edited.has(id) && !byId.has(id)) byId.set(id, summaryOf(entry));
      }
    } else {
      byId.set(String(item.id), summaryOf(item));
    }
  }
  return [...byId.values()];
};

/** The items of a table partition whose sort key starts with `prefix`, and its edited marker. */
const partitionWithMarker = (partition: string, prefix: string, meter?: CapacityMeter) =>
  Promise.all([
    queryAll(
      {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
      },
      meter,
    ),
    editedDemoProducts(partition, meter),
  ]);

/**
 * The cards of every product with a token starting with `term` (two characters or more): token
 * items and posting buckets of one index partition, minus bucket entries of demo products edited
 * since the load (their token items describe them now). One card per product.
 */
export const productsWithTokenPrefix = async (
  term: string,
  meter?: CapacityMeter,
): Promise<ProductSummary[]> => {
  const [items, edited] = await partitionWithMarker(searchPartitionKey(term), term, meter);
  return cardsOf(items, edited);
};

/**
 * What a category's cards are read from: the demo catalogue's category buckets (a few items) with
 * the partition's edited marker, and the byCategory index, which holds the products indexed by
 * items of their own (shoppers' products, demo products since a card edit) in the category they
 * are in now. Three requests, in parallel.
 */
const categoryItems = async (category: string, meter?: CapacityMeter) => {
  const partition = categoryPartitionKey(category);
  const [[buckets, edited], ownItems] = await Promise.all([
    partitionWithMarker(partition, CATEGORY_BUCKET_PREFIX, meter),
    queryAll(
      {
        TableName: tableName,
        IndexName: 'byCategory',
        KeyConditionExpression: 'gsi2pk = :category',
        ExpressionAttributeValues: { ':category': partition },
      },
      meter,
    ),
  ]);
  return { items: [...buckets, ...ownItems], edited };
};

/** The cards of one category: its bucket entries minus edited demo products, and its index entries. */
export const productsInCategory = async (
  category: string,
  meter?: CapacityMeter,
): Promise<ProductSummary[]> => {
  const { items, edited } = await categoryItems(category, meter);
  return cardsOf(items, edited);
};

/**
 * The broad case: a search with filters but neither text nor a category reads the cards of
 * every category (a known, bounded list of partitions: about a hundred bucket items and the
 * byCategory entries of non-demo products for the 25,000-product catalogue). It reads the whole
 * catalogue's cards, which is what such a filter asks for, but never the table. The categories are
 * merged before the one-card-per-product rule: a product moved to another category is found by
 * its index entry there, whatever its old category's bucket says.
 */
export const productsInEveryCategory = async (meter?: CapacityMeter): Promise<ProductSummary[]> => {
  const reads = await Promise.all(productCategories.map((c) => categoryItems(c, meter)));
  return cardsOf(
    reads.flatMap((r) => r.items),
    new Set(reads.flatMap((r) => [...r.edited])),
  );
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
      record(meter, ConsumedCapacity);
      return Items;
    }),
  );
  return shards
    .flat()
    .sort((a, b) => String(b.gsi3sk).localeCompare(String(a.gsi3sk)))
    .slice(0, limit)
    .map(summaryOf);
};
