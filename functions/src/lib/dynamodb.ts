import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { meterConsumedCapacity } from './cost-metering';
import { env } from './env';

const client = new DynamoDBClient({
  region: env.AWS_REGION,
  ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
});
// Only the cost benchmark asks: every other run sends its requests exactly as written.
if (env.COST_METERING === '1') meterConsumedCapacity(client);

/** One document client per Lambda container, created at load so warm calls reuse connections. */
export const documentClient = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = env.TABLE_NAME;
