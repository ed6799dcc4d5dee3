/**
 * The catalogue's read paths for search and Popular Products. None scans the table: text goes
 * through the token index (one Query per term), filters through the byCategory index, popularity
 * through byPopularity. Every function takes an optional meter that adds up the read capacity
 * DynamoDB reports (the benchmark compares it with a Scan).
 */
import { productCategories, type ProductSummary } from '@shop-scanner/shared/products';
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import {
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

/** Every page of a query (a page ends at 1 MB). */
const queryAll = async (input: QueryCommandInput, meter?: CapacityMeter): Promise<Item[]> => {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({ ...input, ...metered(meter), ExclusiveStartKey }),
    );
    record(meter, page.ConsumedCapacity);
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};

const editedDemoProducts = async (partition: string, meter?: CapacityMeter) => {
  const { Item, ConsumedCapacity } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: editedMarkerKey(partition), ...metered(meter) }),
  );
  record(meter, ConsumedCapacity);
  return (Item?.productIds as Set<string> | undefined) ?? new Set<string>();
};

/**
 * The cards of every product with a token starting with `term` (two characters or more): token
 * items and posting buckets of one index partition, minus bucket entries of demo products edited
 * since the load (their token items describe them now). One card per product.
 */
export const productsWithTokenPrefix = async (
  term: string,
  meter?: CapacityMeter,
): Promise<ProductSummary[]> => {
  const partition = searchPartitionKey(term);
  const [items, edited] = await Promise.all([
    queryAll(
      {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :term)',
        ExpressionAttributeValues: { ':pk': partition, ':term': term },
      },
      meter,
    ),
    editedDemoProducts(partition, meter),
  ]);
  const byId = new Map<string, ProductSummary>();
  for (const item of items) {
    if (Array.isArray(item.entries)) {
      for (const entry of item.entries as Item[]) {
        const id = String(entry.id);
        if (!edited.has(id) && !byId.has(id)) byId.set(id, summaryOf(entry));
      }
    } else {
      // A product's own token item is current: it wins over anything a bucket says.
      byId.set(String(item.id), summaryOf(item));
    }
  }
  return [...byId.values()];
};

/** The cards of one category (the byCategory index, sorted by name). */
export const productsInCategory = async (
  category: string,
  meter?: CapacityMeter,
): Promise<ProductSummary[]> =>
  (
    await queryAll(
      {
        TableName: tableName,
        IndexName: 'byCategory',
        KeyConditionExpression: 'gsi2pk = :category',
        ExpressionAttributeValues: { ':category': categoryPartitionKey(category) },
      },
      meter,
    )
  ).map(summaryOf);

/**
 * The broad case: a search with filters but neither text nor a category reads the cards of
 * every category from byCategory (a known, bounded list of partitions, only card fields
 * projected). It reads the whole catalogue's cards, which is what such a filter asks for, but
 * never the table.
 */
export const productsInEveryCategory = async (meter?: CapacityMeter): Promise<ProductSummary[]> =>
  (await Promise.all(productCategories.map((c) => productsInCategory(c, meter)))).flat();

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
