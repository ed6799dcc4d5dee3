/**
 * Every item a Query matches, page after page: DynamoDB ends a page at 1 MB, and a reader that
 * stopped at the first would silently miss the rest. `onPage` sees each page's answer (the
 * consumed capacity a benchmark adds up, say).
 */
import {
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamodb';

export const queryAll = async (
  input: QueryCommandInput,
  onPage?: (page: QueryCommandOutput) => void,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    onPage?.(page);
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};

/** Every item of one partition whose sort key lies in [from, to], consistently read. */
export const queryRange = (
  pk: string,
  range: { readonly from: string; readonly to: string },
): Promise<Record<string, unknown>[]> =>
  queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': range.from, ':to': range.to },
    ConsistentRead: true,
  });
