/**
 * Contributors' edits that wait for staff review (a verified product's brand), beside the product:
 *   PRODUCT#<id> / PENDING_EDIT#<pending id>   who sent it, when, the changes as sent (from the
 *                                              product as it was then), status pending | rejected
 *                                              gsi1 (byEntityType), only while pending:
 *                                              PENDING_EDIT / <sent at>#<product id>#<pending id>
 * Approval deletes the item in the edit's own transaction (so an edit is applied once); a
 * rejection keeps it with the reason and leaves the index. Nothing of it shows on the product.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ProductChanges } from '../model/products/product-edits';
import { documentClient, tableName } from '../lib/dynamodb';
import { productKey } from './products';

const PENDING_EDIT_PREFIX = 'PENDING_EDIT#';
const PENDING_EDITS_PARTITION = 'PENDING_EDIT';
const BY_ENTITY_TYPE = 'byEntityType';

export const pendingEditKey = (productId: string, pendingId: string) => ({
  pk: productKey(productId).pk,
  sk: `${PENDING_EDIT_PREFIX}${pendingId}`,
});

export interface PendingEditRecord {
  readonly id: string;
  readonly productId: string;
  readonly productName: string;
  readonly userId: string;
  readonly at: string;
  readonly changes: ProductChanges;
  readonly status: 'pending' | 'rejected';
}

export const newPendingEditId = (now: Date): string =>
  `${now.getTime()}-${randomBytes(8).toString('hex')}`;

export const putPendingEdit = async (record: Omit<PendingEditRecord, 'status'>): Promise<void> => {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...pendingEditKey(record.productId, record.id),
        entityType: 'PendingEdit',
        ...record,
        status: 'pending',
        gsi1pk: PENDING_EDITS_PARTITION,
        gsi1sk: `${record.at}#${record.productId}#${record.id}`,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

/** A pending edit still waiting; undefined once decided, or never sent. */
export const getPendingEdit = async (
  productId: string,
  pendingId: string,
): Promise<PendingEditRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: pendingEditKey(productId, pendingId),
      ConsistentRead: true,
    }),
  );
  return Item?.status === 'pending' ? (Item as PendingEditRecord) : undefined;
};

/** Pending edits the staff list shows at once, oldest first (the longest waiting). */
export const MAX_PENDING_EDITS_LISTED = 200;

export const listPendingEdits = async (): Promise<PendingEditRecord[]> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: BY_ENTITY_TYPE,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': PENDING_EDITS_PARTITION },
      Limit: MAX_PENDING_EDITS_LISTED,
    }),
  );
  return Items as PendingEditRecord[];
};

/** The approval's part of the edit transaction: the pending edit goes, if it is still pending. */
export const pendingEditRemoval = (productId: string, pendingId: string) => ({
  Delete: {
    TableName: tableName,
    Key: pendingEditKey(productId, pendingId),
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  },
});

/** Rejects a pending edit with the staff's reason; false when it was decided meanwhile. */
export const rejectPendingEdit = async (
  productId: string,
  pendingId: string,
  decision: { rejectedAt: string; rejectedBy: string; reason: string },
): Promise<boolean> => {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: pendingEditKey(productId, pendingId),
        UpdateExpression:
          'SET #status = :rejected, rejectedAt = :at, rejectedBy = :by, reason = :reason REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':rejected': 'rejected',
          ':pending': 'pending',
          ':at': decision.rejectedAt,
          ':by': decision.rejectedBy,
          ':reason': decision.reason,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
