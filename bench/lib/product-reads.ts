/**
 * The floor of any read of a product: a bare GetItem of its item on the stack's DynamoDB Local,
 * the baseline the catalogue benchmarks measure against.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoDbClient } from '../../local/src/dynamodb-table';
import { TABLE_NAME, type LocalStack } from '../../local/src/local-stack';

export const bareProductReads = (stack: LocalStack) => {
  const client = localDynamoDbClient(stack.emulators.dynamodbEndpoint);
  return {
    getItem: async (id: string): Promise<void> => {
      const { Item } = await client.send(
        new GetItemCommand({
          TableName: TABLE_NAME,
          Key: { pk: { S: `PRODUCT#${id}` }, sk: { S: 'PRODUCT' } },
        }),
      );
      if (!Item) throw new Error(`no product item ${id}`);
    },
    close: () => client.destroy(),
  };
};
