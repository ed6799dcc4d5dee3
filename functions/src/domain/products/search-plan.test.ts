import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '@shop-scanner/shared/products';
import { planSearch } from './search-plan';

const plan = (query: Record<string, string>) => planSearch(searchQuerySchema.parse(query));

describe('planSearch', () => {
  it('uses one usage key for every page and sort of the same search', () => {
    const first = plan({ query: 'Dark chocolate', page: '1' });
    const later = plan({ query: 'chocolate  DARK', page: '3', sort: 'price', direction: 'desc' });

    expect(later.usageKey).toBe(first.usageKey);
    expect(later.page).toEqual({ page: 3, limit: 12, sort: 'price', direction: 'desc' });
  });

  it('counts another filter as another search, an unchecked flag as none', () => {
    const base = plan({ query: 'tea' });

    expect(plan({ query: 'tea', inStock: 'true' }).usageKey).not.toBe(base.usageKey);
    expect(plan({ query: 'tea', inStock: 'false' }).usageKey).toBe(base.usageKey);
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
