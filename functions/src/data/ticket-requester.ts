/**
 * The requester's name on the messages of a support ticket (support-ticket-keys.ts for the
 * items): a ticket whose account is deleted keeps its conversation, but the name its requester
 * wrote under is replaced. Staff answers keep theirs.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { MESSAGE_PREFIX, ticketPartition } from './support-ticket-keys';

/** Sets `name` as the author of every requester's message of the ticket; harmless run twice. */
export const renameRequesterMessages = async (ticketId: string, name: string): Promise<void> => {
  const messages = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': ticketPartition(ticketId), ':prefix': MESSAGE_PREFIX },
    ProjectionExpression: 'pk, sk, author',
    ConsistentRead: true,
  });
  for (const message of messages) {
    if (message.author !== 'user') continue;
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: message.pk, sk: message.sk },
        UpdateExpression: 'SET authorName = :name',
        ExpressionAttributeValues: { ':name': name },
      }),
    );
  }
};
