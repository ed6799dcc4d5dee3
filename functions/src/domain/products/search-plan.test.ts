import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '@shop-scanner/shared/products';
import { planSearch } from './search-plan';

const plan = (query: Record<string, string>) => planSearch(searchQuerySchema.parse(query));

describe('planSearch', () => {
  it('uses one usage key for every page and sort of the same words, in any order and case', () => {
    const first = plan({ query: 'Dark chocolate', page: '1' });
    const later = plan({ query: 'chocolate  DARK', page: '3', sort: 'price', direction: 'desc' });

    expect(later.usageKey).toBe(first.usageKey);
    expect(plan({ query: 'dárk chocolate' }).usageKey).toBe(first.usageKey);
    expect(later.page).toEqual({ page: 3, limit: 12, sort: 'price', direction: 'desc' });
  });

  it('counts other filters on the same words as the same search, other words as another', () => {
    const base = plan({ query: 'tea' });

    expect(plan({ query: 'tea', inStock: 'true' }).usageKey).toBe(base.usageKey);
    expect(
      plan({ query: 'tea', category: 'Beverages', minPrice: '2', maxPrice: '9', verified: 'true' })
        .usageKey,
    ).toBe(base.usageKey);
    expect(plan({ query: 'green tea' }).usageKey).not.toBe(base.usageKey);
  });

  it('gives a search of filters alone no usage key: browsing a category is free', () => {
    expect(plan({ category: 'Books' }).usageKey).toBeUndefined();
    expect(plan({ inStock: 'true', sort: 'price', page: '2' }).usageKey).toBeUndefined();
    expect(plan({ query: 'tea' }).usageKey).toEqual(expect.any(String));
  });

  it('refuses a search with no text and no filter, and one of 1-letter words', () => {
    expect(() => plan({})).toThrow('Enter a search term or choose a filter');
    expect(() => plan({ inStock: 'false' })).toThrow('Enter a search term or choose a filter');
    expect(() => plan({ query: 'a b' })).toThrow('Search terms need at least 2 letters or digits');
  });

  it('accepts a filter-only search', () => {
    expect(plan({ category: 'Books' })).toMatchObject({
      terms: [],
      filters: { category: 'Books' },
    });
  });
});
