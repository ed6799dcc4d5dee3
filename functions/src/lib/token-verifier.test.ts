import { describe, expect, it } from 'vitest';
import { bearerToken } from './token-verifier';

describe('the token of an Authorization header', () => {
  it('takes the token after the Bearer scheme, in any case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc.def.ghi ')).toBe('abc.def.ghi');
  });

  it('takes a bare token, as API Gateway does', () => {
    expect(bearerToken('abc.def.ghi')).toBe('abc.def.ghi');
  });

  it('finds none in a missing or empty header', () => {
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('')).toBeUndefined();
    expect(bearerToken('Bearer   ')).toBeUndefined();
  });
});
