/**
 * Support tickets in the single table (support-ticket-keys.ts for the items and indexes).
 * Every write that touches a ticket and a message of it is one transaction, so a ticket never
 * shows a reply it does not have, nor has a message its counters missed.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TicketStatus } from '@shop-scanner/shared/support-rules';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { failedConditionAt, isTransactionConflict } from '../lib/dynamodb-transactions';
import {
  ALL_TICKETS_PARTITION,
  MESSAGE_PREFIX,
  ownerPartition,
  ticketItem,
  ticketKey,
  ticketMessageItem,
  ticketPartition,
  toTicketMessageRecord,
  toTicketRecord,
  type TicketMessageRecord,
  type TicketRecord,
} from './support-ticket-keys';

/** Two messages written in the same millisecond still get keys of their own. */
const messageNonce = (): string => randomBytes(4).toString('hex');

/**
 * Another item written in the same transaction as a ticket (a store appeal's marks): it is
 * written only if the ticket is, and the other way round.
 */
export type TicketCompanionWrite = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** Why a new ticket was not written: its id was taken, or a companion's condition failed. */
export type InsertRefusal = 'id-taken' | 'companion-refused';

/**
 * Writes a new ticket and its first message (and any companion items), only if no ticket has its
 * id: 'id-taken' when it was (the caller draws another), 'companion-refused' when a companion's
 * condition failed; nothing written then.
 */
export const insertTicket = async (
  ticket: TicketRecord,
  firstMessage: TicketMessageRecord,
  companions: readonly TicketCompanionWrite[] = [],
): Promise<true | InsertRefusal> => {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: ticketItem(ticket),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: tableName, Item: ticketMessageItem(firstMessage, messageNonce()) } },
          ...companions,
        ],
      }),
    );
    return true;
  } catch (error) {
    if (failedConditionAt(error, 0)) return 'id-taken';
    if (companions.some((_, index) => failedConditionAt(error, 2 + index)))
      return 'companion-refused';
    throw error;
  }
};

/**
 * Writes a ticket's new state (version one past `readVersion`) and, when there is one, a new
 * message with it; false when the ticket changed since it was read, or another write of it was
 * in flight (nothing written then: the caller reads it again).
 */
export const updateTicket = async (
  after: TicketRecord,
  readVersion: number,
  message?: TicketMessageRecord,
  companions: readonly TicketCompanionWrite[] = [],
): Promise<boolean> => {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: ticketItem(after),
              ConditionExpression: '#version = :read',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':read': readVersion },
            },
          },
          ...(message
            ? [{ Put: { TableName: tableName, Item: ticketMessageItem(message, messageNonce()) } }]
            : []),
          ...companions,
        ],
      }),
    );
    return true;
  } catch (error) {
    if (failedConditionAt(error, 0) || isTransactionConflict(error)) return false;
    throw error;
  }
};

export const getTicket = async (ticketId: string): Promise<TicketRecord | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: ticketKey(ticketId), ConsistentRead: true }),
  );
  return Item ? toTicketRecord(Item) : undefined;
};

/** The ticket's conversation, oldest first. */
export const getTicketMessages = async (ticketId: string): Promise<TicketMessageRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': ticketPartition(ticketId), ':prefix': MESSAGE_PREFIX },
      ConsistentRead: true,
    })
  ).map(toTicketMessageRecord);

const statusFilter = (status: TicketStatus | undefined) =>
  status
    ? {
        FilterExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
      }
    : {};

const listFrom = async (
  index: { name: string; partitionKey: string; partition: string },
  status: TicketStatus | undefined,
): Promise<TicketRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: `${index.partitionKey} = :pk`,
      ExpressionAttributeValues: {
        ':pk': index.partition,
        ...(status ? { ':status': status } : {}),
      },
      ...statusFilter(status),
      ScanIndexForward: false,
    })
  ).map(toTicketRecord);

/** A user's own tickets (of one status, or all), the most recently updated first. */
export const listTicketsOfOwner = (
  userId: string,
  status?: TicketStatus,
): Promise<TicketRecord[]> =>
  listFrom(
    { name: 'byTicketOwner', partitionKey: 'gsi5pk', partition: ownerPartition(userId) },
    status,
  );

/** Every ticket (the staff inbox), the most recently updated first. */
export const listAllTickets = (status?: TicketStatus): Promise<TicketRecord[]> =>
  listFrom(
    { name: 'byEntityType', partitionKey: 'gsi1pk', partition: ALL_TICKETS_PARTITION },
    status,
  );
