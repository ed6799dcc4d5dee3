import { describe, expect, it } from 'vitest';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { median, offerFigures } from './pricing';

const offer = (price: number, inStock: boolean, reviewCount?: number): StoreOffer => ({
  name: 'Store',
  url: 'https://store.example',
  price,
  inStock,
  shipping: { free: true, cost: 0, estimatedDays: 2 },
  trustScore: 80,
  lastUpdated: '2025-01-01T00:00:00.000Z',
  ...(reviewCount === undefined ? {} : { reviewCount }),
});

describe('offerFigures', () => {
  it('averages to the cent, finds the lowest, counts stock and reviews', () => {
    expect(offerFigures([offer(10, true, 5), offer(10.01, false), offer(10.01, true, 7)])).toEqual({
      averagePrice: 10.01,
      lowestPrice: 10,
      inStockStores: 2,
      popularity: 12,
    });
  });

  it('has no prices without offers', () => {
    expect(offerFigures([])).toEqual({
      averagePrice: null,
      lowestPrice: null,
      inStockStores: 0,
      popularity: 0,
    });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });
});
