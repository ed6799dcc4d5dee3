/**
 * The partitions that hold only one user's items, read and emptied whole:
 *
 *   USER#<sub>         profile, subscription, usage, history, alerts, wishlist, push, notifications
 *                      and every other record kept in its owner's partition
 *   RATE#USER#<sub>    the request-rate counters (rate-limits.ts)
 *
 * A user's data is found by key, page after page, never by scanning the table: each page is one
 * Query of DynamoDB's 1 MB at most, so an account of any size is read in bounded steps.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { deleteAll } from '../lib/dynamodb-batch';
import { documentClient, tableName } from '../lib/dynamodb';
import { rateCounterKey } from './rate-limits';
import { userKey } from './users';

type Item = Record<string, unknown>;

const partitionsOf = (userId: string): readonly string[] => [
  userKey(userId).pk,
  rateCounterKey({ kind: 'user', userId }, 0).pk,
];

/** The user's own partition's items, one page at a time, in sort-key order. */
export async function* userPartitionPages(userId: string): AsyncGenerator<Item[]> {
  let startKey: Item | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userKey(userId).pk },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Deletes every item of the user's partitions, a page of keys at a time. Answers how many items
 * it deleted; run again on emptied partitions it deletes nothing and answers 0.
 */
export const emptyUserPartitions = async (userId: string): Promise<number> => {
  let deleted = 0;
  for (const pk of partitionsOf(userId)) {
    // Always the first page again: the one before was deleted, so what is left starts there.
    for (;;) {
      const { Items = [] } = await documentClient.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: 'pk, sk',
          ConsistentRead: true,
        }),
      );
      if (Items.length === 0) break;
      await deleteAll(Items, 2);
      deleted += Items.length;
    }
  }
  return deleted;
};
