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
  it('takes the average and lowest of the offers in stock, counts stock and every review', () => {
    // Act: the $9 offer is out of stock, so it is in neither figure (marketPriceOf).
    const figures = offerFigures([offer(10, true, 5), offer(9, false, 1), offer(10.01, true, 7)]);

    // Assess
    expect(figures).toEqual({
      averagePrice: 10.01,
      lowestPrice: 10,
      inStockStores: 2,
      popularity: 13,
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
