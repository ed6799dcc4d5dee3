/**
 * The single table, created in DynamoDB Local from the same definition the CDK stack uses.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import {
  globalIndexes,
  keyAttributes,
  keyAttributeTypes,
  ttlAttribute,
} from '@shop-scanner/functions/data/table-definition';

export const createTableInput = (tableName: string): CreateTableCommandInput => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: Object.entries(keyAttributeTypes).map(([AttributeName, AttributeType]) => ({
    AttributeName,
    AttributeType,
  })),
  KeySchema: [
    { AttributeName: keyAttributes.partitionKey, KeyType: 'HASH' },
    { AttributeName: keyAttributes.sortKey, KeyType: 'RANGE' },
  ],
  GlobalSecondaryIndexes: globalIndexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  })),
});

/** Local credentials: DynamoDB Local runs with -sharedDb, so any key and region see the same tables. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export const localDynamoDbClient = (endpoint: string, maxAttempts = 3): DynamoDBClient =>
  new DynamoDBClient({ endpoint, region: 'local', credentials: localCredentials, maxAttempts });

/** Creates the table (and its TTL setting) when it is missing; leaves an existing one alone. */
export const ensureTable = async (
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existed'> => {
  let created = false;
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
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
