import { describe, expect, it } from 'vitest';
import type { ComparedOffer } from '@shop-scanner/shared/prices';
import { applyComparisonQuery, filterOffers, sortOffers } from './comparison-filters';
import { aComparedOffer } from './price-fixtures';

const names = (offers: readonly ComparedOffer[]) => offers.map((o) => o.name);

const offers = [
  aComparedOffer('Walmart', 95, {
    shipping: { free: false, cost: 10, estimatedDays: 4 },
    rating: 4.2,
  }),
  aComparedOffer('target', 100, { rating: 3.5 }),
  aComparedOffer('Best Buy', 80, { inStock: false, rating: 4.8 }),
  aComparedOffer('eBay', 110, {
    rating: undefined,
    originalPrice: 130,
    discountCheck: { kind: 'confirmed', lowest30d: 130, realDiscountPercentage: 15, text: '' },
  }),
  aComparedOffer('Outlet', 90, {
    rating: 2.1,
    originalPrice: 150,
    discountCheck: { kind: 'not-seen', lowest30d: 85, realDiscountPercentage: 0, text: '' },
  }),
  aComparedOffer('New Shop', 99, {
    rating: 2.5,
    originalPrice: 120,
    discountCheck: { kind: 'cannot-judge', text: '' },
  }),
];

describe('filterOffers', () => {
  it('keeps total costs up to maxPrice', () => {
    expect(names(filterOffers(offers, { maxPrice: 100 }))).toEqual([
      'target',
      'Best Buy',
      'Outlet',
      'New Shop',
    ]);
  });

  it('keeps rated stores at or above minRating', () => {
    expect(names(filterOffers(offers, { minRating: 4 }))).toEqual(['Walmart', 'Best Buy']);
    expect(names(filterOffers(offers, { minRating: 2 }))).not.toContain('eBay');
  });

  it('keeps in-stock offers, free shipping, real discounts', () => {
    expect(names(filterOffers(offers, { inStockOnly: true }))).not.toContain('Best Buy');
    expect(names(filterOffers(offers, { freeShipping: true }))).not.toContain('Walmart');
    expect(names(filterOffers(offers, { hasDiscount: true }))).toEqual(['eBay']);
  });

  it('treats a flag sent as false like a flag left out', () => {
    expect(filterOffers(offers, { inStockOnly: false, hasDiscount: false })).toHaveLength(6);
  });
});

describe('sortOffers', () => {
  it('sorts by total cost, cheapest first by default', () => {
    expect(names(sortOffers(offers))).toEqual([
      'Best Buy',
      'Outlet',
      'New Shop',
      'target',
      'Walmart',
      'eBay',
    ]);
  });

  it('sorts by rating, unrated last in both directions', () => {
    expect(names(sortOffers(offers, { field: 'rating', direction: 'desc' }))).toEqual([
      'Best Buy',
      'Walmart',
      'target',
      'New Shop',
      'Outlet',
      'eBay',
    ]);
    expect(names(sortOffers(offers, { field: 'rating', direction: 'asc' })).at(-1)).toBe('eBay');
  });

  it('sorts by name whatever the case, and breaks ties by total cost', () => {
    expect(names(sortOffers(offers, { field: 'name', direction: 'asc' }))).toEqual([
      'Best Buy',
      'eBay',
      'New Shop',
      'Outlet',
      'target',
      'Walmart',
    ]);
    const twins = [aComparedOffer('Same', 30), aComparedOffer('Same', 20)];
    expect(sortOffers(twins, { field: 'name', direction: 'desc' }).map((o) => o.price)).toEqual([
      20, 30,
    ]);
  });
});

describe('applyComparisonQuery', () => {
  it('filters, then sorts', () => {
    const query = { inStockOnly: true, sort: { field: 'price', direction: 'desc' } } as const;

    expect(names(applyComparisonQuery(offers, query))).toEqual([
      'eBay',
      'Walmart',
      'target',
      'New Shop',
      'Outlet',
    ]);
  });
});
