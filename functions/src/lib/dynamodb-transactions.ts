/**
 * What DynamoDB says when it cancels a TransactWriteItems: one reason per item, in the order of
 * TransactItems ('None' for an item that was fine). Every transactional write decodes it here.
 */
import {
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';

/** The reason codes of a cancelled transaction, by item index; undefined for any other error. */
export const cancellationCodes = (error: unknown): (string | undefined)[] | undefined =>
  error instanceof TransactionCanceledException
    ? (error.CancellationReasons ?? []).map((reason) => reason.Code)
    : undefined;

/** The transaction was refused because the condition of its item at `index` failed. */
export const failedConditionAt = (error: unknown, index: number): boolean =>
  cancellationCodes(error)?.[index] === 'ConditionalCheckFailed';

/**
 * Another request held an item at that moment: nothing was written, and trying again is safe.
 * A transaction reports it as a reason; a single-item write that meets a transaction in flight
 * throws TransactionConflictException.
 */
export const isTransactionConflict = (error: unknown): boolean =>
  error instanceof TransactionConflictException ||
  (cancellationCodes(error) ?? []).some((code) => code === 'TransactionConflict');
