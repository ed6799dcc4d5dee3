import { describe, expect, it } from 'vitest';
import { cacheControlOf, chooseEncoding, contentTypeOf } from './static-site';
import { passwordPolicyViolation } from './password-policy';
import { passwordPolicy } from '@shop-scanner/shared/user';

describe('static site helpers', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('caches hashed assets for a year and everything else never without revalidation', () => {
    expect(cacheControlOf('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/index.html')).toBe('no-cache');
    expect(cacheControlOf('/sw.js')).toBe('no-cache');
  });

  it('knows the content types the SPA ships', () => {
    expect(contentTypeOf('a/b.wasm')).toBe('application/wasm');
    expect(contentTypeOf('x.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});

describe('passwordPolicyViolation', () => {
  it('accepts a password that meets the pool policy', () => {
    expect(passwordPolicyViolation('Abcdefg1', passwordPolicy)).toBeUndefined();
  });

  it('checks symbols when the policy asks for them', () => {
    const strict = { ...passwordPolicy, requireSymbols: true };
    expect(passwordPolicyViolation('Abcdefg1', strict)).toBe(
      'Password did not conform with policy: Password must have symbol characters',
    );
    expect(passwordPolicyViolation('Abcdefg1!', strict)).toBeUndefined();
  });
});
