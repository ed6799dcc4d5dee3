import { describe, expect, it } from 'vitest';
import { base32, canonicalGtin, newProductId, searchUsageKey } from './identifiers';

describe('identifiers', () => {
  it('encodes base 32 as RFC 4648 does, in lower case without padding', () => {
    expect(base32(new TextEncoder().encode('foobar'))).toBe('mzxw6ytboi');
  });

  it('makes 16-character product ids that differ', () => {
    const ids = new Set(Array.from({ length: 100 }, newProductId));

    expect(ids.size).toBe(100);
    expect([...ids].every((id) => /^[a-z2-7]{16}$/.test(id))).toBe(true);
  });

  it('gives a UPC-A and its 13-digit EAN form one canonical GTIN', () => {
    expect(canonicalGtin('036000291452')).toBe(canonicalGtin('0036000291452'));
    expect(canonicalGtin('036000291452')).toHaveLength(14);
  });

  it('keys a search by its words in any order, and by nothing else', () => {
    const key = searchUsageKey(['dark', 'chocolate']);

    expect(searchUsageKey(['chocolate', 'dark'])).toBe(key);
    expect(searchUsageKey(['chocolate'])).not.toBe(key);
    expect(searchUsageKey(['dark', 'chocolate', 'bar'])).not.toBe(key);
  });
});
