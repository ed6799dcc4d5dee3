/**
 * What the server holds, read straight from the table (not through the API, whose request rate
 * the benchmarks' shoppers are measured against): how many wishlist items a set of users have.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME } from '../../local/src/local-stack';

/** The wishlist items of these users, counted in their partitions with a consistent read. */
export const wishlistItemCount = async (
  documents: DynamoDBDocumentClient,
  userIds: Iterable<string>,
): Promise<number> => {
  let count = 0;
  for (const sub of new Set(userIds)) {
    const { Count = 0 } = await documents.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${sub}`, ':prefix': 'WISHLIST#ITEM#' },
        Select: 'COUNT',
        ConsistentRead: true,
      }),
    );
    count += Count;
  }
  return count;
};
