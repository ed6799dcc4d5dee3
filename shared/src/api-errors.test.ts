import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstFieldErrors, toFieldErrors } from './api-errors';

/** Names every plain object inherits: a client may send any of them as a field. */
const prototypeNames = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];

const strict = z.strictObject({ email: z.email('Email is invalid'), nested: z.strictObject({}) });

describe('toFieldErrors', () => {
  it.each(prototypeNames)('reports an unknown field named %s under its own name', (name) => {
    // Prepare: JSON.parse makes `__proto__` an own key, as a request body would.
    const input = JSON.parse(`{"email":"a@example.com","nested":{},"${name}":1}`) as unknown;

    // Act
    const errors = toFieldErrors(strict.safeParse(input).error!);

    // Assess
    expect(Object.keys(errors)).toEqual([name]);
    expect(Object.getOwnPropertyDescriptor(errors, name)?.value).toEqual(['Unknown field']);
    expect(JSON.parse(JSON.stringify(errors))).toEqual(JSON.parse(`{"${name}":["Unknown field"]}`));
  });

  it('reports prototype names at a nested path and beside other fields', () => {
    const input = JSON.parse(
      '{"email":"nope","nested":{"constructor":1,"__proto__":2},"valueOf":3}',
    ) as unknown;

    const errors = toFieldErrors(strict.safeParse(input).error!);

    expect(errors).toEqual({
      email: ['Email is invalid'],
      'nested.constructor': ['Unknown field'],
      'nested.__proto__': ['Unknown field'],
      valueOf: ['Unknown field'],
    });
  });

  it('gathers several messages of one field in order', () => {
    const schema = z.object({ toString: z.string().min(5, 'short').regex(/^\d+$/, 'digits') });

    const errors = toFieldErrors(schema.safeParse({ toString: 'ab' }).error!);

    expect(errors).toEqual({ toString: ['short', 'digits'] });
    expect(firstFieldErrors(schema.safeParse({ toString: 'ab' }).error!)).toEqual({
      toString: 'short',
    });
  });
});
