/**
 * A business's own store (shared/business-store.ts): the domain its offer feed links to.
 *   USER#<sub> / BUSINESS_STORE              the business's claim, with its verification state
 *   BUSINESS_DOMAIN#<domain> / CLAIM         whose the domain is: one business per domain
 *
 * The offer-feed work owns this module: the claim of a domain (one business per domain), its
 * verification and the user-data part that exports and erases it. What the dashboard needs of it
 * is getBusinessStore.
 */
import { randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { businessStoreSchema, type BusinessStore } from '@shop-scanner/shared/business-store';
import { documentClient, tableName } from '../lib/dynamodb';
import { failedConditionAt } from '../lib/dynamodb-transactions';
import { writeIfConditionHolds } from './conditional-write';
import { userKey } from './users';

export const BUSINESS_STORE_SK = 'BUSINESS_STORE';
export const businessStoreKey = (userId: string) => ({
  pk: userKey(userId).pk,
  sk: BUSINESS_STORE_SK,
});

export const domainClaimKey = (domain: string) => ({
  pk: `BUSINESS_DOMAIN#${domain}`,
  sk: 'CLAIM' as const,
});

/** The business's store as claimed, verified or not; undefined when it named none yet. */
export const getBusinessStore = async (userId: string): Promise<BusinessStore | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: businessStoreKey(userId), ConsistentRead: true }),
  );
  return Item ? businessStoreSchema.parse(Item) : undefined;
};

/**
 * A code nobody can guess: 24 random bytes. Only the business that sees it in its dashboard can
 * publish it, which is what proves it controls the site.
 */
export const newVerificationToken = (): string =>
  `shop-scanner-verification-${randomBytes(24).toString('base64url')}`;

/** The claim was refused: another business holds the domain. */
export class DomainTaken extends Error {
  constructor(readonly domain: string) {
    super(`The domain ${domain} is claimed by another business`);
  }
}

/** The store item changed between the read and the write (a second tab, say): nothing written. */
export class StoreChangedMeanwhile extends Error {}

/**
 * Names the business's website. The same domain again keeps the claim and its verification (only
 * the address as typed changes); a new domain is claimed in one transaction with the release of
 * the old one, so a business never holds two domains and never loses the old one without getting
 * the new. `current` is the store as read just before: the write is conditioned on it.
 */
export const claimStore = async (
  userId: string,
  current: BusinessStore | undefined,
  next: { domain: string; website: string },
  now: Date,
): Promise<BusinessStore> => {
  if (current && current.domain === next.domain) {
    const updated = { ...current, website: next.website };
    const landed = await writeIfConditionHolds(
      new UpdateCommand({
        TableName: tableName,
        Key: businessStoreKey(userId),
        UpdateExpression: 'SET website = :website',
        ConditionExpression: '#domain = :domain',
        ExpressionAttributeNames: { '#domain': 'domain' },
        ExpressionAttributeValues: { ':website': next.website, ':domain': current.domain },
      }),
    );
    if (!landed) throw new StoreChangedMeanwhile();
    return updated;
  }
  const store: BusinessStore = {
    domain: next.domain,
    website: next.website,
    verified: false,
    verificationToken: newVerificationToken(),
    claimedAt: now.toISOString(),
  };
  const claimedAt = store.claimedAt;
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            // Index 0: the domain's claim, ours already or nobody's.
            Put: {
              TableName: tableName,
              Item: {
                ...domainClaimKey(next.domain),
                entityType: 'DomainClaim',
                userId,
                claimedAt,
              },
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
              ExpressionAttributeValues: { ':me': userId },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: { ...businessStoreKey(userId), entityType: 'BusinessStore', ...store },
              ConditionExpression: current ? '#domain = :old' : 'attribute_not_exists(pk)',
              ...(current
                ? {
                    ExpressionAttributeNames: { '#domain': 'domain' },
                    ExpressionAttributeValues: { ':old': current.domain },
                  }
                : {}),
            },
          },
          ...(current
            ? [
                {
                  Delete: {
                    TableName: tableName,
                    Key: domainClaimKey(current.domain),
                    ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
                    ExpressionAttributeValues: { ':me': userId },
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    if (failedConditionAt(error, 0)) throw new DomainTaken(next.domain);
    if (failedConditionAt(error, 1)) throw new StoreChangedMeanwhile();
    throw error;
  }
  return store;
};

/** Marks the store verified, if it still names the domain that was checked. */
export const markStoreVerified = async (
  userId: string,
  domain: string,
  now: Date,
): Promise<boolean> =>
  writeIfConditionHolds(
    new UpdateCommand({
      TableName: tableName,
      Key: businessStoreKey(userId),
      UpdateExpression: 'SET verified = :true, verifiedAt = :now',
      ConditionExpression: '#domain = :domain',
      ExpressionAttributeNames: { '#domain': 'domain' },
      ExpressionAttributeValues: { ':true': true, ':now': now.toISOString(), ':domain': domain },
    }),
  );

/** Frees the domain for another business (the account's deletion); only if it is still ours. */
export const releaseDomainClaim = async (userId: string, domain: string): Promise<void> => {
  await writeIfConditionHolds(
    new DeleteCommand({
      TableName: tableName,
      Key: domainClaimKey(domain),
      ConditionExpression: 'userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    }),
  );
};
