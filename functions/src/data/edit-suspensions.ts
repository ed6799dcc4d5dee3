/**
 * A user's editing suspension, in the user's own partition (it is about them: exported with the
 * account, gone with it):
 *   USER#<sub> / EDIT_SUSPENSION   status (suspended | lifted), the reason, when and by which staff
 *                                  member; once lifted also when, by whom and why
 *                                  gsi1 (byEntityType), only while suspended:
 *                                  EDIT_SUSPENSION / <editor reference>
 * One item per user: a second suspension replaces a lifted one. The index lists the current
 * suspensions for the staff, and finds one by the editor reference they know it by, without a
 * scan; lifting removes the index keys, so the list holds only what is in force.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { userKey } from './users';

export const EDIT_SUSPENSION_SK = 'EDIT_SUSPENSION';
const CURRENT_SUSPENSIONS_PARTITION = 'EDIT_SUSPENSION';
const BY_ENTITY_TYPE = 'byEntityType';

export const editSuspensionKey = (userId: string) => ({
  pk: userKey(userId).pk,
  sk: EDIT_SUSPENSION_SK,
});

export interface EditSuspensionRecord {
  readonly userId: string;
  readonly editorRef: string;
  readonly status: 'suspended' | 'lifted';
  readonly reason: string;
  readonly suspendedAt: string;
  /** The staff member's user id. */
  readonly suspendedBy: string;
  readonly productId?: string;
  readonly editId?: string;
  readonly liftedAt?: string;
  readonly liftedBy?: string;
  readonly liftReason?: string;
}

export const getEditSuspension = async (
  userId: string,
): Promise<EditSuspensionRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: editSuspensionKey(userId), ConsistentRead: true }),
  );
  return Item as EditSuspensionRecord | undefined;
};

/** Suspends the user's editing (again, when an earlier suspension was lifted). */
export const putEditSuspension = async (
  record: Omit<EditSuspensionRecord, 'status'>,
): Promise<EditSuspensionRecord> => {
  const item: EditSuspensionRecord = { ...record, status: 'suspended' };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...editSuspensionKey(record.userId),
        entityType: 'EditSuspension',
        ...item,
        gsi1pk: CURRENT_SUSPENSIONS_PARTITION,
        gsi1sk: record.editorRef,
      },
    }),
  );
  return item;
};

/** Current suspensions, as many as the staff list shows at once. */
export const MAX_SUSPENSIONS_LISTED = 200;

export const listCurrentSuspensions = async (): Promise<EditSuspensionRecord[]> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: BY_ENTITY_TYPE,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': CURRENT_SUSPENSIONS_PARTITION },
      Limit: MAX_SUSPENSIONS_LISTED,
    }),
  );
  return Items as EditSuspensionRecord[];
};

/** The suspension in force for an editor reference (the index is read eventually consistent). */
export const currentSuspensionOf = async (
  editorRef: string,
): Promise<EditSuspensionRecord | undefined> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: BY_ENTITY_TYPE,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :ref',
      ExpressionAttributeValues: { ':pk': CURRENT_SUSPENSIONS_PARTITION, ':ref': editorRef },
    }),
  );
  return Items[0] as EditSuspensionRecord | undefined;
};

/**
 * Lifts a suspension in force: recorded on the item (who, when, why), which leaves the list of
 * current suspensions. False when there was none to lift (already lifted meanwhile).
 */
export const liftEditSuspension = async (
  userId: string,
  lift: { liftedAt: string; liftedBy: string; liftReason: string },
): Promise<boolean> => {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: editSuspensionKey(userId),
        UpdateExpression:
          'SET #status = :lifted, liftedAt = :at, liftedBy = :by, liftReason = :reason REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#status = :suspended',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':lifted': 'lifted',
          ':suspended': 'suspended',
          ':at': lift.liftedAt,
          ':by': lift.liftedBy,
          ':reason': lift.liftReason,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
