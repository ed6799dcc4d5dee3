import { describe, expect, it } from 'vitest';
import { isSameSearch, mayUseASearch } from './search-products';

describe('mayUseASearch', () => {
  it('is true only for a search with words: filters, sorts and pages never use one', () => {
    expect(mayUseASearch({ query: 'pen' })).toBe(true);
    expect(mayUseASearch({ query: 'pen', category: 'Books', page: 3, sort: 'price' })).toBe(true);
    expect(mayUseASearch({ category: 'Books' })).toBe(false);
    expect(mayUseASearch({ query: '   ', inStock: 'true', page: 2 })).toBe(false);
    expect(mayUseASearch({})).toBe(false);
  });
});

describe('isSameSearch', () => {
  it('sees another page or order of the same words and filters as the same results', () => {
    expect(isSameSearch({ query: 'pen', page: 1 }, { query: 'pen', page: 2, sort: 'price' })).toBe(
      true,
    );
    expect(isSameSearch({ query: 'pen' }, { query: 'pen', category: 'Books' })).toBe(false);
  });
});
