import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/** One document client per Lambda container, created at load so warm calls reuse connections. */
export const documentClient = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: env.AWS_REGION,
    ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = env.TABLE_NAME;
