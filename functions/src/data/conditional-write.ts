/**
 * A write whose condition decides whether this run may make it (a claim, a lease, a due time
 * moved, an entry removed only if nobody registered it again): a failed condition is an answer,
 * not an error.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/dynamodb';

/** True when the write landed; false when its condition failed. Any other failure is thrown. */
export const writeIfConditionHolds = async (
  command: PutCommand | UpdateCommand | DeleteCommand,
): Promise<boolean> => {
  try {
    // One overload per command type: the union goes through the one every command satisfies.
    await documentClient.send(command as PutCommand);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
