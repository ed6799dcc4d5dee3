/**
 * A business's own store (shared/business-store.ts): the domain its offer feed links to.
 *   USER#<sub> / BUSINESS_STORE        the business's claim, with its verification state
 *
 * The offer-feed work owns this module: the claim of a domain (one business per domain), its
 * verification and the user-data part that exports and erases it. What the dashboard needs of it
 * is getBusinessStore.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { businessStoreSchema, type BusinessStore } from '@shop-scanner/shared/business-store';
import { documentClient, tableName } from '../lib/dynamodb';
import { userKey } from './users';

export const BUSINESS_STORE_SK = 'BUSINESS_STORE';
export const businessStoreKey = (userId: string) => ({
  pk: userKey(userId).pk,
  sk: BUSINESS_STORE_SK,
});

/** The business's store as claimed, verified or not; undefined when it named none yet. */
export const getBusinessStore = async (userId: string): Promise<BusinessStore | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: businessStoreKey(userId), ConsistentRead: true }),
  );
  return Item ? businessStoreSchema.parse(Item) : undefined;
};
