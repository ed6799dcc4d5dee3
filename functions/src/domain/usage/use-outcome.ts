/**
 * What a refused use write means, from DynamoDB's reasons for refusing each part of it (the
 * distinct-use marker and the counter).
 */
import type { RefusalReasons } from '../../data/usage';

export type RefusedUse =
  /** The marker exists: this key was counted this month already, so this use is free. */
  | 'alreadyCounted'
  /** The counter's condition failed: the plan's limit is reached. */
  | 'limitReached'
  /** Another write held the item at that moment; nothing was written, trying again is safe. */
  | 'conflict'
  /** Anything else (throttling, validation): not the shopper's doing. */
  | 'failed';

export const refusedUse = ({ marker, counter }: RefusalReasons): RefusedUse => {
  // A repeated use is free even at the limit, so the marker's verdict comes first; while another
  // write holds the marker, whether this key was counted is unknown, so try again before refusing.
  if (marker === 'ConditionalCheckFailed') return 'alreadyCounted';
  if (marker === 'TransactionConflict') return 'conflict';
  if (counter === 'ConditionalCheckFailed') return 'limitReached';
  if (counter === 'TransactionConflict') return 'conflict';
  return 'failed';
};
