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
 * What the price-drop job needs of a wishlist item to judge a new price and keep its card
 * current: whose it is, the price it was added at, its target, whether its alert is on, the
 * product figures it shows and what its counters count (priority, category), its watch state,
 * and the version its write is conditional on. Not its notes and tags: the largest fields, and
 * of no use to the job.
 */
export const wishlistWatcherAttributes = [
  'id',
  'userId',
  'productId',
  'priority',
  'priceWhenAdded',
  'targetPrice',
  'priceAlertEnabled',
  'product',
  'watchState',
  'awaitingStock',
  'version',
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
    serves: [
      'list the items of one entity type in sort-key order (users by creation time)',
      // Support tickets put their updated time there (support-ticket-keys.ts).
      "the support staff's inbox: every ticket, the most recently updated first",
      // Sparse: only while in force or waiting (edit-suspensions.ts, pending-edits.ts).
      "the staff's current suspensions of editing, found by editor reference",
      "the staff's edits waiting for review, the longest waiting first",
    ],
  },
  {
    indexName: 'byCategory',
    partitionKey: 'gsi2pk',
    sortKey: 'gsi2sk',
    serves: [
      // One partition (OWN): the demo catalogue is found through the search index instead
      // (search-index-items.ts), so this holds only what every search merges with it.
      "shoppers' products and edited demo products, by category (gsi2sk begins with it) or all: every search merges them with the search index",
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
  {
    indexName: 'byWatchedProduct',
    partitionKey: 'gsi4pk',
    sortKey: 'gsi4sk',
    serves: [
      // Every wishlist item carries its keys (wishlist-keys.ts): the job keeps every card current.
      "a product's wishlist items, which the price-drop job reads when the product's price changes: it keeps their cards current and judges those with their alert on",
    ],
    projection: wishlistWatcherAttributes,
  },
  {
    indexName: 'byTicketOwner',
    partitionKey: 'gsi5pk',
    sortKey: 'gsi5sk',
    serves: [
      // Sparse: only tickets of signed-in users carry its keys; a guest's ticket has no owner.
      "a user's own support tickets (My Tickets), the most recently updated first",
    ],
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
