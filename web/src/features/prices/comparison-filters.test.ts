import { describe, expect, it } from 'vitest';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import {
  activeFilterCount,
  comparisonParams,
  DEFAULT_COMPARISON_FILTERS,
  minRatingOf,
  readMaxPrice,
  sortOfKey,
} from './comparison-filters';

describe('comparisonParams (empty values are left out)', () => {
  it('sends only the sort when nothing narrows the list', () => {
    expect(comparisonParams(DEFAULT_COMPARISON_FILTERS)).toEqual({ sort: 'price:asc' });
  });

  it('sends every filter set, flags as true, and the sort as field:direction', () => {
    expect(
      comparisonParams({
        maxPrice: 0,
        minRating: 3,
        inStockOnly: true,
        freeShipping: true,
        hasDiscount: true,
        sort: { field: 'name', direction: 'desc' },
      }),
    ).toEqual({
      maxPrice: '0',
      minRating: '3',
      inStockOnly: 'true',
      freeShipping: 'true',
      hasDiscount: 'true',
      sort: 'name:desc',
    });
  });

  it('counts the filters, not the sort', () => {
    expect(activeFilterCount(DEFAULT_COMPARISON_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_COMPARISON_FILTERS, maxPrice: 0, hasDiscount: true }),
    ).toBe(2);
  });
});

describe('the fields', () => {
  it('reads a maximum price: empty is none, a number of at least 0 is one, else the server words', () => {
    expect(readMaxPrice('  ')).toEqual({ ok: true, value: undefined });
    expect(readMaxPrice('12.5')).toEqual({ ok: true, value: 12.5 });
    expect(readMaxPrice('0')).toEqual({ ok: true, value: 0 });
    expect(readMaxPrice('-1')).toEqual({ ok: false, error: priceMessages.maxPriceInvalid });
    expect(readMaxPrice('abc')).toEqual({ ok: false, error: priceMessages.maxPriceInvalid });
    expect(readMaxPrice('2000000')).toEqual({ ok: false, error: priceMessages.priceTooHigh });
  });

  it('knows only the ratings 4, 3 and 2, and falls back to the default sort', () => {
    expect(minRatingOf('4')).toBe(4);
    expect(minRatingOf('5')).toBeUndefined();
    expect(minRatingOf('')).toBeUndefined();
    expect(sortOfKey('rating:asc')).toEqual({ field: 'rating', direction: 'asc' });
    expect(sortOfKey('created:asc')).toEqual({ field: 'price', direction: 'asc' });
  });
});
