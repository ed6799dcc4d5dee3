import { describe, expect, it } from 'vitest';
import { httpEvent } from '../../../test/http-event';
import { InvalidInput } from '../errors';
import {
  IDEMPOTENCY_KEY_FIELD,
  fingerprintOf,
  idempotencyKeyOf,
  sameFingerprint,
} from './idempotency-request';

const withKey = (key: string) =>
  httpEvent({ routeKey: 'POST /api/wishlist/items', headers: { 'idempotency-key': key } });

const fieldErrorsOf = (key: string) => {
  try {
    idempotencyKeyOf(withKey(key));
  } catch (error) {
    if (error instanceof InvalidInput) return error.fieldErrors;
    throw error;
  }
  return undefined;
};

describe('idempotencyKeyOf (the Idempotency-Key header)', () => {
  it('is undefined without the header: the request runs as before', () => {
    expect(idempotencyKeyOf(httpEvent({ routeKey: 'POST /api/wishlist/items' }))).toBeUndefined();
  });

  it.each(['8f14e45f-ceea-4e7a-9c1b-1d5f1b2a3c4d', 'abcd_EFG', 'x'.repeat(100)])(
    'takes %s',
    (key) => {
      expect(idempotencyKeyOf(withKey(key))).toBe(key);
    },
  );

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'x'.repeat(101)],
    ['a space', 'abcd efgh'],
    ['a dot', 'abcd.efgh'],
    ['two keys joined by the gateway', 'abcdefgh,ijklmnop'],
    ['non-ASCII letters', 'clé-de-requête'],
    ['empty', ''],
  ])('refuses a key that is %s with a 400 naming the header', (_why, key) => {
    expect(fieldErrorsOf(key)).toEqual({
      [IDEMPOTENCY_KEY_FIELD]: ["Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'"],
    });
  });

  it('refuses a very long key on its length alone, with one message', () => {
    // Prepare: a megabyte of characters the pattern would refuse too.
    const key = '.'.repeat(1024 * 1024);

    // Act
    const errors = fieldErrorsOf(key);

    // Assess: the length check aborts: no second message from the pattern.
    expect(errors?.[IDEMPOTENCY_KEY_FIELD]).toHaveLength(1);
  });
});

describe('fingerprintOf (the request as received)', () => {
  const request = (overrides: Partial<Parameters<typeof httpEvent>[0]> = {}) =>
    fingerprintOf(
      httpEvent({
        routeKey: 'PUT /api/wishlist/items/{id}',
        body: '{"priority":"high"}',
        ...overrides,
      }),
    );

  it('is the same for the same method, path and bytes', () => {
    expect(sameFingerprint(request(), request())).toBe(true);
    expect(request()).toEqual({
      method: 'PUT',
      path: '/api/wishlist/items/{id}',
      bodyHash: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('differs by a byte of the body, even one JSON would read the same', () => {
    expect(sameFingerprint(request(), request({ body: '{"priority":"low"}' }))).toBe(false);
    expect(sameFingerprint(request(), request({ body: '{ "priority":"high"}' }))).toBe(false);
  });

  it('differs by method and by path', () => {
    const post = request({ routeKey: 'POST /api/wishlist/items/{id}' });
    const other = fingerprintOf({
      ...httpEvent({ routeKey: 'PUT /api/wishlist/items/{id}', body: '{"priority":"high"}' }),
      rawPath: '/api/wishlist/items/item-2',
    });
    expect(sameFingerprint(request(), post)).toBe(false);
    expect(sameFingerprint(request(), other)).toBe(false);
  });

  it('reads the query string as part of the path', () => {
    const event = httpEvent({ routeKey: 'GET /api/products/barcode/{barcode}' });
    expect(fingerprintOf({ ...event, rawQueryString: 'a=1' }).path).toBe(
      '/api/products/barcode/{barcode}?a=1',
    );
  });

  it('hashes a base64 body by its bytes, as a text body of the same bytes', () => {
    const text = request();
    const encoded = request({
      body: Buffer.from('{"priority":"high"}').toString('base64'),
      isBase64Encoded: true,
    });
    expect(encoded).toEqual(text);
  });

  it('gives no body and an empty body the same hash', () => {
    expect(request({ body: undefined })).toEqual(request({ body: '' }));
  });
});
