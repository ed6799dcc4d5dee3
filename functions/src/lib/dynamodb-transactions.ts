/**
 * What DynamoDB says when it cancels a TransactWriteItems: one reason per item, in the order of
 * TransactItems ('None' for an item that was fine). Every transactional write decodes it here.
 */
import {
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { retryOn } from './retry';

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

/** A clash is retried this many times, from this pause on (retry.ts's jitter). */
const CONFLICT_ATTEMPTS = 8;
const CONFLICT_RETRY_BASE_DELAY_MS = 20;

/**
 * Runs a transactional write, again while it clashes with concurrent writes of the same items
 * (one shopper's writes contend for their counter item); when every attempt clashed, throws what
 * `busy` makes (the caller's "try again in a moment").
 */
export const writeRetryingConflicts = async (
  write: () => Promise<unknown>,
  busy: () => Error,
): Promise<void> => {
  try {
    await retryOn(isTransactionConflict, CONFLICT_ATTEMPTS, CONFLICT_RETRY_BASE_DELAY_MS, write);
  } catch (error) {
    if (isTransactionConflict(error)) throw busy();
    throw error;
  }
};
