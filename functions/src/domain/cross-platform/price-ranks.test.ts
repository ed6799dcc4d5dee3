/**
 * The price ranks of docs/cross-platform-search.md#price-ranks (shared priceRankOf), at and around
 * each boundary.
 */
import { describe, expect, it } from 'vitest';
import { priceRankOf } from '@shop-scanner/shared/cross-platform';

describe('priceRankOf against an original price of 100', () => {
  it.each([
    [69.99, 'suspicious'],
    [70, 'lowest'],
    [84.99, 'lowest'],
    [85, 'competitive'],
    [100, 'competitive'],
    [115, 'competitive'],
    [115.01, 'average'],
    [130, 'average'],
    [130.01, 'high'],
  ])('ranks %s as %s', (price, rank) => {
    expect(priceRankOf(price, 100)).toBe(rank);
  });

  it('ranks exact ratios of other originals the same way (0.7, 0.85, 1.15, 1.3)', () => {
    expect(priceRankOf(0.7 * 40, 40)).toBe('lowest');
    expect(priceRankOf(0.85 * 40, 40)).toBe('competitive');
    expect(priceRankOf(1.15 * 40, 40)).toBe('competitive');
    expect(priceRankOf(1.3 * 40, 40)).toBe('average');
  });

  it('ranks nothing without an original price: 29.99 is never assumed', () => {
    expect(priceRankOf(10, null)).toBeNull();
    expect(priceRankOf(10, 0)).toBeNull();
  });
});
