/**
 * Puts in the byWatchedProduct index the wishlist items written while it held only items with
 * their alert on (it was sparse then; every item is in it now, so the price-drop job keeps every
 * card current). Runs once per table: a marker records that it ran, and the local stack runs it
 * at start, after the table has its indexes (local/src/dynamodb-table.ts).
 *
 * No scan: the shoppers are read from the byEntityType index (users in sign-up order), and each
 * one's items from their own partition, keeping only those without the index's keys.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { forEachConcurrently } from '../lib/concurrency';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { ITEM_PREFIX, watcherIndexKeys } from './wishlist-keys';

const MARKER_KEY = { pk: 'MIGRATION', sk: 'wishlist-watchers-index' } as const;
const CONCURRENCY = 8;

const unindexedItems = (userPk: string) =>
  queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'attribute_not_exists(gsi4pk)',
    ExpressionAttributeValues: { ':pk': userPk, ':prefix': ITEM_PREFIX },
    ProjectionExpression: 'pk, sk, id, userId, productId',
  });

const addIndexKeys = async (item: Record<string, unknown>): Promise<void> => {
  const keys = watcherIndexKeys({
    id: String(item.id),
    userId: String(item.userId),
    productId: String(item.productId),
  });
  await documentClient
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk',
        // Deleted meanwhile, or written again with its keys: nothing to do.
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi4pk)',
        ExpressionAttributeValues: { ':pk': keys.gsi4pk, ':sk': keys.gsi4sk },
      }),
    )
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
};

/** How many items it put in the index; 0 when it had run before. */
export const indexEveryWishlistItem = async (): Promise<number> => {
  const marker = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: MARKER_KEY, ConsistentRead: true }),
  );
  if (marker.Item) return 0;
  const users = await queryAll({
    TableName: tableName,
    IndexName: 'byEntityType',
    KeyConditionExpression: 'gsi1pk = :users',
    ExpressionAttributeValues: { ':users': 'USER' },
    ProjectionExpression: 'pk',
  });
  let indexed = 0;
  await forEachConcurrently(users, CONCURRENCY, async (user) => {
    const items = await unindexedItems(String(user.pk));
    await forEachConcurrently(items, CONCURRENCY, addIndexKeys);
    indexed += items.length;
  });
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...MARKER_KEY, entityType: 'Migration', ranAt: new Date().toISOString() },
    }),
  );
  return indexed;
};
