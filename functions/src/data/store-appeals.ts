/**
 * A store's appeals in the single table, beside the tickets that carry them:
 *   STORE_APPEAL#<store> / OPEN#<sub>   the requester's appeal of this store that has no outcome
 *                                       yet (its ticket id): one open appeal per store and user
 *   STORE_APPEAL#<store> / OUTCOME      the latest decided appeal: when it was asked, when and what
 *                                       staff decided, their note (what the next analysis shows)
 * Both are written as companions of the ticket's own write (support-tickets.ts), so a ticket and
 * its marks never disagree.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StoreAppealOutcome } from '@shop-scanner/shared/store-analysis';
import type { AppealOutcome } from '@shop-scanner/shared/support-rules';
import { documentClient, tableName } from '../lib/dynamodb';
import type { TicketCompanionWrite } from './support-tickets';

const storeAppealPartition = (store: string): string => `STORE_APPEAL#${store}`;
const openAppealKey = (store: string, userId: string) => ({
  pk: storeAppealPartition(store),
  sk: `OPEN#${userId}`,
});
const outcomeKey = (store: string) => ({ pk: storeAppealPartition(store), sk: 'OUTCOME' });

/**
 * Marks the user's appeal of the store open, only if they have none open; `replacing` names an
 * earlier appeal whose mark may be taken over (its ticket was closed without an outcome).
 */
export const openAppealMark = (
  store: string,
  userId: string,
  ticketId: string,
  replacing?: string,
): TicketCompanionWrite => ({
  Put: {
    TableName: tableName,
    Item: { ...openAppealKey(store, userId), entityType: 'StoreAppealOpen', store, ticketId },
    ...(replacing
      ? {
          ConditionExpression: 'attribute_not_exists(pk) OR ticketId = :replacing',
          ExpressionAttributeValues: { ':replacing': replacing },
        }
      : { ConditionExpression: 'attribute_not_exists(pk)' }),
  },
});

/** The ticket id of the user's open appeal of the store, if they have one. */
export const openAppealOf = async (store: string, userId: string): Promise<string | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: openAppealKey(store, userId),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.ticketId === 'string' ? Item.ticketId : undefined;
};

/** Ends the user's open appeal of the store (the caller checked it is the decided ticket's). */
export const closeAppealMark = (store: string, userId: string): TicketCompanionWrite => ({
  Delete: { TableName: tableName, Key: openAppealKey(store, userId) },
});

/**
 * Forgets the user's open appeal of the store when their account is deleted: the mark names them,
 * and the ticket it points to no longer does.
 */
export const deleteOpenAppealMark = async (store: string, userId: string): Promise<void> => {
  await documentClient.send(
    new DeleteCommand({ TableName: tableName, Key: openAppealKey(store, userId) }),
  );
};

/** Records the decided appeal on the store, in place of any earlier one. */
export const appealOutcomeWrite = (
  store: string,
  outcome: StoreAppealOutcome & { ticketId: string },
): TicketCompanionWrite => ({
  Put: {
    TableName: tableName,
    Item: { ...outcomeKey(store), entityType: 'StoreAppealOutcome', store, ...outcome },
  },
});

/** The store's latest decided appeal, if any. */
export const getStoreAppealOutcome = async (
  store: string,
): Promise<StoreAppealOutcome | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: outcomeKey(store) }),
  );
  if (!Item) return undefined;
  return {
    requestedAt: Item.requestedAt as string,
    decidedAt: Item.decidedAt as string,
    outcome: Item.outcome as AppealOutcome,
    note: Item.note as string,
  };
};
