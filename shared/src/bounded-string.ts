/**
 * The one way a request schema takes a string: its length is checked first, and a string over
 * the limit fails there and then (zod's `abort`), so no trim, pattern, refinement, transform or
 * pipe ever runs on text longer than the field can be. A 1 MB field then costs one length
 * comparison, whatever the field's other rules would have cost on it (design rule 15).
 */
import { z } from 'zod';

export interface BoundedStringMessages {
  /** The message for a value over the limit. */
  readonly tooLong: string;
  /** The message for a value that is not a string at all (missing, a number): 'X is required'. */
  readonly notText?: string;
}

export const boundedString = (max: number, { tooLong, notText }: BoundedStringMessages) =>
  z.string(notText === undefined ? undefined : { error: notText }).max(max, {
    error: tooLong,
    abort: true,
  });
