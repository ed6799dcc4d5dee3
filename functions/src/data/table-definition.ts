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
}

/**
 * Global secondary indexes, named after the access pattern they serve.
 * All project every attribute: items are small and reads want whole entities.
 */
export const globalIndexes: readonly GlobalIndexDefinition[] = [
  {
    indexName: 'byEntityType',
    partitionKey: 'gsi1pk',
    sortKey: 'gsi1sk',
    serves: ['list the items of one entity type in sort-key order (users by creation time)'],
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
