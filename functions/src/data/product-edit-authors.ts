/**
 * Who changed a product and when, as the seller dashboard tallies it: the edit records beside the
 * product (PRODUCT#<id> / EDIT#…, written by products.ts), read with only the three attributes the
 * tally needs. The public edit history (listProductEdits) leaves the editor out; this read keeps
 * it, for the server's own counting only.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { EDIT_PREFIX, productKey } from './products';

export interface EditAuthorship {
  readonly at: string;
  readonly action: string;
  readonly userId: string;
}

/** Edit records read per product; beyond it the dashboard counts the newest this many. */
export const MAX_EDITS_TALLIED = 1000;

/** The product's edit records, newest first: when, what kind of change, and by whom. */
export const listEditAuthorship = async (productId: string): Promise<EditAuthorship[]> => {
  const found: EditAuthorship[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :edit)',
        ExpressionAttributeValues: { ':pk': productKey(productId).pk, ':edit': EDIT_PREFIX },
        ProjectionExpression: '#at, #action, userId',
        ExpressionAttributeNames: { '#at': 'at', '#action': 'action' },
        ScanIndexForward: false,
        Limit: MAX_EDITS_TALLIED - found.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push({ at: String(item.at), action: String(item.action), userId: String(item.userId) });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < MAX_EDITS_TALLIED);
  return found;
};
