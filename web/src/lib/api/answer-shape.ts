/**
 * What the browser checks of an answer: that it is the kind of value it asked for (an object with
 * the keys that identify it, or a list of them), not every field of the contract.
 *
 * Why not the shared zod schemas: zod is about 25 KB gzip, and parsing answers with it put it on
 * the first load of every page that calls the API (/scan went to 196 KB against a 150 KB budget).
 * The contract is held where it is cheap: the server validates every input with zod, and its
 * tests check its answers against the same shared schemas. What is left to catch here is an answer
 * that is not the thing at all (another endpoint's, a proxy's, an error body with a 200), so the
 * page says a plain sentence instead of rendering garbage.
 */
import type { ResponseSchema } from '../api-client';

/** An answer that is not what its endpoint promises. Its text is for developers, never shown. */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasKeys = (value: unknown, keys: readonly PropertyKey[]): boolean =>
  isRecord(value) && keys.every((key) => typeof key === 'string' && key in value);

/** An object holding at least `keys`, typed as `T`. */
export const objectWith = <T extends object>(...keys: readonly (keyof T & string)[]) =>
  ({
    parse: (value: unknown): T => {
      if (!hasKeys(value, keys)) {
        throw new UnexpectedAnswerError(`Expected an object with ${keys.join(', ')}`);
      }
      return value as T;
    },
  }) satisfies ResponseSchema<T>;

/** A list whose every item holds at least `keys`. */
export const listOf = <T extends object>(...keys: readonly (keyof T & string)[]) =>
  ({
    parse: (value: unknown): T[] => {
      if (!Array.isArray(value) || !value.every((item) => hasKeys(item, keys))) {
        throw new UnexpectedAnswerError(`Expected a list of objects with ${keys.join(', ')}`);
      }
      return value as T[];
    },
  }) satisfies ResponseSchema<T[]>;

/** A list of strings. */
export const stringList: ResponseSchema<string[]> = {
  parse: (value) => {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw new UnexpectedAnswerError('Expected a list of strings');
    }
    return value as string[];
  },
};
