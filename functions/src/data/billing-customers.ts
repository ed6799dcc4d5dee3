/**
 * Which Stripe customer belongs to which user, both ways, in the single table:
 *   pk = USER#<sub>,              sk = BILLING_CUSTOMER   { customerId }
 *   pk = STRIPE_CUSTOMER#<cus_…>, sk = USER               { userId }
 * Written together, once: the customer is created with an idempotency key per user, and the pair
 * only if neither item exists, so a double click makes one customer and one mapping.
 */
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { cancellationCodes } from '../lib/dynamodb-transactions';
import { writeIfConditionHolds } from './conditional-write';
import { userKey } from './users';

const userSideKey = (userId: string) => ({ pk: userKey(userId).pk, sk: 'BILLING_CUSTOMER' });
const customerSideKey = (customerId: string) => ({
  pk: `STRIPE_CUSTOMER#${customerId}`,
  sk: 'USER',
});

export const getCustomerIdOfUser = async (userId: string): Promise<string | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: userSideKey(userId), ConsistentRead: true }),
  );
  return typeof Item?.customerId === 'string' ? Item.customerId : undefined;
};

export const getUserIdOfCustomer = async (customerId: string): Promise<string | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: customerSideKey(customerId),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
};

/**
 * Records the pair unless the user already has a customer; answers the customer id that holds
 * (the one just written, or the one a concurrent first call wrote).
 */
export const linkCustomer = async (
  userId: string,
  customerId: string,
  now: Date,
): Promise<string> => {
  const createdAt = now.toISOString();
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: {
                ...userSideKey(userId),
                entityType: 'BillingCustomer',
                customerId,
                createdAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: {
                ...customerSideKey(customerId),
                entityType: 'BillingCustomer',
                userId,
                createdAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return customerId;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes?.includes('ConditionalCheckFailed')) throw error;
    const existing = await getCustomerIdOfUser(userId);
    if (!existing) throw error;
    return existing;
  }
};

/**
 * Removes the customer's side of the pair (the account's deletion; the user's side goes with
 * their partition). Only while it still names this user; run again, it finds nothing to do.
 */
export const unlinkCustomer = async (customerId: string, userId: string): Promise<void> => {
  await writeIfConditionHolds(
    new DeleteCommand({
      TableName: tableName,
      Key: customerSideKey(customerId),
      ConditionExpression: 'userId = :userId',
      ExpressionAttributeValues: { ':userId': userId },
    }),
  );
};
