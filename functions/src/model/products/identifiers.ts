/**
 * Identifiers of the catalogue: product ids for shoppers' products, the canonical form of a
 * barcode for its uniqueness claim, and the key of a search's usage.
 */
import { randomBytes } from 'node:crypto';

const base32Alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base 32, lower case, unpadded: URL-safe and unambiguous in a path. */
export const base32 = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
};

/** 80 random bits (16 characters): collisions are out of reach for any catalogue size. */
export const newProductId = (): string => base32(randomBytes(10));

/**
 * GTIN-8, -12, -13 and -14 are one number space: a UPC-A and the EAN-13 with a leading zero are
 * the same product. Left-padding with zeros keeps the check digit valid (its weights count from
 * the right), so the 14-digit form is the claim's key and one product holds a code in any length.
 */
export const canonicalGtin = (barcode: string): string => barcode.padStart(14, '0');

/**
 * A stable key for a search's usage: what the shopper searches for, not how they narrow it. The
 * same normalized words (`queryTerms`: case, accents and order do not matter) are the same search
 * whatever the filters, sort or page, so narrowing, re-sorting and paging are free. Canonical
 * JSON, not hashed: the usage marker hashes whatever key it is given (data/usage.ts), once.
 */
export const searchUsageKey = (terms: readonly string[]): string =>
  `search:${JSON.stringify([...terms].sort())}`;
