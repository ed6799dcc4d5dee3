/**
 * The single table's shape: the one source for its key schema, indexes and TTL attribute.
 * The CDK stack (infra/lib/constructs/storage.ts) and the local stack (local/src/dynamodb)
 * both build the table from this, so the two homes cannot drift apart.
 *
 * Keys are generic (pk/sk, gsiNpk/gsiNsk); each entity module says what it writes into them.
 */

export const TABLE_BASE_NAME = 'shop-scanner';

export const keyAttributes = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** Items with this attribute (epoch seconds) are deleted by DynamoDB's TTL after that time. */
export const ttlAttribute = 'expiresAt';

export interface GlobalIndexDefinition {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /** The access patterns this index serves, for the next engineer. */
  readonly serves: readonly string[];
  /**
   * The non-key attributes the index copies (DynamoDB's INCLUDE projection); absent: all of them.
   * An index read only for small summaries projects just those, so its reads and its share of
   * every write stay small.
   */
  readonly projection?: readonly string[];
}

/**
 * What a product card needs (shared ProductSummary): the attributes the catalogue's list indexes
 * project, instead of whole products with their embedded offers.
 */
export const productSummaryAttributes = [
  'id',
  'barcode',
  'name',
  'category',
  'brand',
  'imageUrl',
  'tags',
  'averagePrice',
  'lowestPrice',
  'inStockStores',
  'verified',
  'source',
  'createdAt',
  'authenticityScore',
] as const;

/**
 * Global secondary indexes, named after the access pattern they serve.
 * They project every attribute unless they name a `projection`.
 */
export const globalIndexes: readonly GlobalIndexDefinition[] = [
  {
    indexName: 'byEntityType',
    partitionKey: 'gsi1pk',
    sortKey: 'gsi1sk',
    serves: ['list the items of one entity type in sort-key order (users by creation time)'],
  },
  {
    indexName: 'byCategory',
    partitionKey: 'gsi2pk',
    sortKey: 'gsi2sk',
    serves: [
      // Demo products still as generated are read from the compact CATEGORY#<name> card buckets
      // the demo loader writes (products-items.ts): one item per 300 products, not per product.
      "shoppers' products and edited demo products of one category by normalized name (search filtered by category)",
      'every category in turn: searches with filters but no text (never a table scan)',
    ],
    projection: productSummaryAttributes,
  },
  {
    indexName: 'byPopularity',
    partitionKey: 'gsi3pk',
    sortKey: 'gsi3sk',
    serves: ['Popular Products: the most reviewed products, across a few write shards'],
    projection: productSummaryAttributes,
  },
];

/** Every attribute that appears in a key of the table or an index, and its DynamoDB type. */
export const keyAttributeTypes: Readonly<Record<string, 'S' | 'N'>> = {
  [keyAttributes.partitionKey]: 'S',
  [keyAttributes.sortKey]: 'S',
  ...Object.fromEntries(
    globalIndexes.flatMap((i) => [
      [i.partitionKey, 'S'],
      [i.sortKey, 'S'],
    ]),
  ),
};
