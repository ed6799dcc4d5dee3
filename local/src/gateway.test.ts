import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';
import { guestAllowanceAddress } from '../../functions/src/lib/http/guest-address';
import { edgeHeaders, looksLikeApiPath } from './gateway';

describe('edgeHeaders (the local gateway as the edge)', () => {
  it("writes the socket's address as the viewer IP", () => {
    const headers = edgeHeaders({ accept: 'application/json' }, '127.0.0.9');

    expect(headers).toEqual({ accept: 'application/json', [VIEWER_IP_HEADER]: '127.0.0.9' });
  });

  it("discards a forged viewer IP: the guest's key stays the socket's", () => {
    // Prepare: the same guest, sending a new address each time.
    const forged = ['203.0.113.1', '203.0.113.2', '2001:db8::1'].map((value) =>
      edgeHeaders({ [VIEWER_IP_HEADER]: value }, '127.0.0.9'),
    );

    // Act
    const keys = forged.map((headers) =>
      guestAllowanceAddress(headers as Record<string, string>, '127.0.0.9'),
    );

    // Assess
    expect(new Set(keys)).toEqual(new Set(['127.0.0.9']));
  });

  it("passes the offline queue's Idempotency-Key on to the handler", () => {
    const headers = edgeHeaders({ 'idempotency-key': 'k-0001-abcd' }, '127.0.0.1');

    expect(headers['idempotency-key']).toBe('k-0001-abcd');
  });

  it('drops an origin-verify header a client made up', () => {
    const headers = edgeHeaders({ [ORIGIN_VERIFY_HEADER]: 'guess' }, '127.0.0.1');

    expect(Object.keys(headers)).toEqual([VIEWER_IP_HEADER]);
  });
});

describe('looksLikeApiPath', () => {
  it.each([
    '//api/products/search',
    '///auth/login',
    '/API/products',
    '/Auth/me',
    '/%61pi/products',
    '/%2Fapi/x',
    '/./api/x',
    '/api',
    '/api/',
    '/AUTH',
  ])('holds %s for the API', (path) => {
    expect(looksLikeApiPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/scan',
    '/products/42',
    '/apis',
    '/api.json',
    '/assets/api.js',
    '/authors',
    '/%E0%A4%A',
  ])('leaves %s to the site', (path) => {
    expect(looksLikeApiPath(path)).toBe(false);
  });
});
