/**
 * The single table, created in DynamoDB Local from the same definition the CDK stack uses.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import {
  globalIndexes,
  type GlobalIndexDefinition,
  keyAttributes,
  keyAttributeTypes,
  ttlAttribute,
} from '@shop-scanner/functions/data/table-definition';

const attributeDefinitions = Object.entries(keyAttributeTypes).map(
  ([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }),
);

const indexInput = (index: GlobalIndexDefinition): GlobalSecondaryIndex => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' },
    { AttributeName: index.sortKey, KeyType: 'RANGE' },
  ],
  Projection: index.projection
    ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] }
    : { ProjectionType: 'ALL' },
});

export const createTableInput = (tableName: string): CreateTableCommandInput => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: attributeDefinitions,
  KeySchema: [
    { AttributeName: keyAttributes.partitionKey, KeyType: 'HASH' },
    { AttributeName: keyAttributes.sortKey, KeyType: 'RANGE' },
  ],
  GlobalSecondaryIndexes: globalIndexes.map(indexInput),
});

/** Local credentials: DynamoDB Local runs with -sharedDb, so any key and region see the same tables. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export const localDynamoDbClient = (endpoint: string, maxAttempts = 3): DynamoDBClient =>
  new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials, maxAttempts });

const POLL_MS = 100;

/** Queries of an index being built fail: the start waits until it serves. */
const untilActive = async (client: DynamoDBClient, tableName: string, indexName: string) => {
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

/**
 * A data folder made before an index was added to the definition has a table without it: add
 * each missing index (one per UpdateTable, as DynamoDB requires) so data kept in `.data/` keeps
 * working. DynamoDB Local builds an index over the existing items at once.
 */
const addMissingIndexes = async (
  client: DynamoDBClient,
  tableName: string,
  existing: readonly string[],
): Promise<void> => {
  for (const index of globalIndexes.filter((i) => !existing.includes(i.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: indexInput(index) }],
      }),
    );
    await untilActive(client, tableName, index.indexName);
  }
};

const projectionOf = (index: {
  readonly Projection?: { ProjectionType?: string; NonKeyAttributes?: string[] };
}): string =>
  JSON.stringify({
    type: index.Projection?.ProjectionType,
    attributes: [...(index.Projection?.NonKeyAttributes ?? [])].sort(),
  });

const indexNames = async (client: DynamoDBClient, tableName: string) => {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  return (Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? '');
};

/**
 * An index whose projection the definition changed since the table was made (the wishlist's
 * byWatchedProduct came to project more of an item): DynamoDB cannot change a projection in
 * place, so the index is deleted and made again (addMissingIndexes), over the items as they are.
 * Returns the names of the indexes it deleted.
 */
const dropChangedIndexes = async (
  client: DynamoDBClient,
  tableName: string,
  existing: readonly { IndexName?: string; Projection?: GlobalSecondaryIndex['Projection'] }[],
): Promise<string[]> => {
  const changed = existing.filter((index) => {
    const wanted = globalIndexes.find((i) => i.indexName === index.IndexName);
    return wanted !== undefined && projectionOf(indexInput(wanted)) !== projectionOf(index);
  });
  for (const index of changed) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: index.IndexName } }],
      }),
    );
    while ((await indexNames(client, tableName)).includes(index.IndexName ?? ''))
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return changed.map((index) => index.IndexName ?? '');
};

/**
 * Creates the table (and its TTL setting) when it is missing; an existing one gains the indexes
 * the definition added since it was made, and gets again those whose projection it changed.
 */
export const ensureTable = async (
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existed'> => {
  let created = false;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const indexes = Table?.GlobalSecondaryIndexes ?? [];
    const dropped = await dropChangedIndexes(client, tableName, indexes);
    const existing = indexes.map((i) => i.IndexName ?? '').filter((n) => !dropped.includes(n));
    await addMissingIndexes(client, tableName, existing);
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    created = true;
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      }),
    );
  }
  return created ? 'created' : 'existed';
};
