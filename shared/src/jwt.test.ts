import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt';

const token = (payload: unknown) =>
  `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('decodeJwtPayload', () => {
  it('reads UTF-8 claims from a base64url payload', () => {
    expect(decodeJwtPayload(token({ name: 'Zoë Ñúñez', exp: 5 }))).toEqual({
      name: 'Zoë Ñúñez',
      exp: 5,
    });
  });

  it('answers undefined for anything that is not a JWT with an object payload', () => {
    for (const bad of [undefined, 42, 'abc', 'a.b.c', token([1, 2]), token('text')]) {
      expect(decodeJwtPayload(bad)).toBeUndefined();
    }
  });
});
