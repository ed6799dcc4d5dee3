/**
 * User profiles in the single table.
 *   pk = USER#<sub>, sk = PROFILE
 *   gsi1pk = USER, gsi1sk = <createdAt>   (byEntityType: users in sign-up order)
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '@shop-scanner/shared/user';
import { documentClient, tableName } from '../lib/dynamodb';

export interface UserItem extends User {
  readonly pk: string;
  readonly sk: 'PROFILE';
  readonly gsi1pk: 'USER';
  readonly gsi1sk: string;
  readonly entityType: 'User';
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const userKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' as const });

const toUser = (item: Record<string, unknown>): User => {
  const { id, name, email, type, plan, businessName } = item as unknown as UserItem;
  return { id, name, email, type, plan, ...(businessName ? { businessName } : {}) };
};

export const getUser = async (userId: string): Promise<User | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: userKey(userId), ConsistentRead: true }),
  );
  return Item ? toUser(Item) : undefined;
};

/**
 * Creates the profile unless it exists. Two first calls racing each other both end with the same
 * single item: the loser's conditional put fails and it reads the winner's. `created` is true only
 * for the call whose put made it.
 */
export const createUserIfAbsent = async (
  user: User,
  now: Date,
): Promise<{ user: User; created: boolean }> => {
  const timestamp = now.toISOString();
  const item: UserItem = {
    ...userKey(user.id),
    gsi1pk: 'USER',
    gsi1sk: timestamp,
    entityType: 'User',
    ...user,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { user, created: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await getUser(user.id);
    if (!existing) throw error;
    return { user: existing, created: false };
  }
};

export type UserChanges = Partial<Pick<User, 'name' | 'email' | 'businessName'>>;
type RemovableField = 'businessName';

/**
 * Applies the changes to an existing profile and returns the whole new profile. Fields listed in
 * `remove` are deleted (a restore uses it for a field the profile did not have before).
 */
export const updateUser = async (
  userId: string,
  changes: UserChanges,
  now: Date,
  remove: readonly RemovableField[] = [],
): Promise<User> => {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':updatedAt': now.toISOString() };
  const sets = ['#updatedAt = :updatedAt'];
  for (const [field, value] of entries) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  for (const field of remove) names[`#${field}`] = field;
  const removal = remove.length ? ` REMOVE ${remove.map((f) => `#${f}`).join(', ')}` : '';
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET ${sets.join(', ')}${removal}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toUser(Attributes ?? {});
};
