/**
 * A data folder from before an index changed still starts: ensureTable on a table made with the
 * wishlist watchers' old index (it projected less) makes the index again with the projection the
 * definition names now, over the items already there.
 */
import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  PutItemCommand,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { wishlistWatcherAttributes } from '@shop-scanner/functions/data/table-definition';
import { createTableInput, ensureTable, localDynamoDbClient } from '../src/dynamodb-table';
import { emulators } from './stack';

const TABLE = `migration-${randomUUID().slice(0, 8)}`;
const client = localDynamoDbClient(emulators().dynamodbEndpoint);

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: TABLE })).catch(() => undefined);
  client.destroy();
});

/** The table as yesterday's definition made it: byWatchedProduct projected six attributes. */
const yesterdaysTable = () => {
  const input = createTableInput(TABLE);
  return {
    ...input,
    GlobalSecondaryIndexes: input.GlobalSecondaryIndexes?.map((index) =>
      index.IndexName === 'byWatchedProduct'
        ? {
            ...index,
            Projection: {
              ProjectionType: 'INCLUDE' as const,
              NonKeyAttributes: [
                'id',
                'userId',
                'productId',
                'priceWhenAdded',
                'targetPrice',
                'product',
              ],
            },
          }
        : index,
    ),
  };
};

describe('ensureTable on an existing table', () => {
  it('makes again an index whose projection changed, and finds the items already there', async () => {
    // Prepare
    await client.send(new CreateTableCommand(yesterdaysTable()));
    await client.send(
      new PutItemCommand({
        TableName: TABLE,
        Item: {
          pk: { S: 'USER#u1' },
          sk: { S: 'WISHLIST#ITEM#i1' },
          gsi4pk: { S: 'WATCHED#p1' },
          gsi4sk: { S: 'u1#i1' },
          id: { S: 'i1' },
          userId: { S: 'u1' },
          productId: { S: 'p1' },
          priceAlertEnabled: { BOOL: true },
          version: { N: '3' },
          notes: { S: 'not projected' },
        },
      }),
    );

    // Act
    const result = await ensureTable(client, TABLE);

    // Assess
    expect(result).toBe('existed');
    const { Table } = await client.send(new DescribeTableCommand({ TableName: TABLE }));
    const watchers = Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === 'byWatchedProduct');
    expect(watchers?.Projection?.ProjectionType).toBe('INCLUDE');
    expect([...(watchers?.Projection?.NonKeyAttributes ?? [])].sort()).toEqual(
      [...wishlistWatcherAttributes].sort(),
    );
    expect(Table?.GlobalSecondaryIndexes).toHaveLength(
      createTableInput(TABLE).GlobalSecondaryIndexes?.length ?? 0,
    );
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'byWatchedProduct',
        KeyConditionExpression: 'gsi4pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'WATCHED#p1' } },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items[0]).toMatchObject({ priceAlertEnabled: { BOOL: true }, version: { N: '3' } });
    expect(Items[0]).not.toHaveProperty('notes');
    // A second start finds nothing to change
    expect(await ensureTable(client, TABLE)).toBe('existed');
  });
});
