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
  }
};

/**
 * Creates the table (and its TTL setting) when it is missing; an existing one only gains the
 * indexes the definition added since it was made.
 */
export const ensureTable = async (
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existed'> => {
  let created = false;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = (Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? '');
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
