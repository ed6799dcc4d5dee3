import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedState,
  isSearchActive,
  parseSearchState,
  toApiQuery,
  toUrlSearch,
  withFilters,
  withPage,
  withQuery,
  withSort,
  type SearchState,
} from './search-state';
import { searchParams } from '../../lib/api/products';

const at = (search: string): SearchState => parseSearchState(new URLSearchParams(search));

describe('search state', () => {
  it('flips the direction when the same field is chosen again', () => {
    // Prepare
    const state = at('query=pen&sort=price&direction=asc&page=3');

    // Act
    const once = withSort(state, 'price');
    const twice = withSort(once, 'price');

    // Assess
    expect([once.sort, once.direction, once.page]).toEqual(['price', 'desc', 1]);
    expect([twice.sort, twice.direction]).toEqual(['price', 'asc']);
  });

  it('starts a new field ascending and goes back to page 1', () => {
    const next = withSort(at('query=pen&sort=price&direction=desc&page=4'), 'createdAt');
    expect([next.sort, next.direction, next.page]).toEqual(['createdAt', 'asc', 1]);
  });

  it('goes back to page 1 when the query or the filters change, but not when paging', () => {
    const state = at('query=pen&page=5');
    expect(withQuery(state, 'ink').page).toBe(1);
    expect(withFilters(state, { ...state.filters, inStock: true }).page).toBe(1);
    expect(withPage(state, 6).page).toBe(6);
  });

  it('writes filters into the URL with the API names and leaves empty values and defaults out', () => {
    // Prepare
    const state = withFilters(withQuery(clearedState, '  fineliner '), {
      category: 'Office Products',
      minPrice: 5,
      maxPrice: undefined,
      inStock: true,
      verified: false,
    });

    // Act
    const search = toUrlSearch(state);

    // Assess
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      query: 'fineliner',
      category: 'Office Products',
      minPrice: '5',
      inStock: 'true',
    });
  });

  it('reads back what it wrote, including page, sort and direction', () => {
    const state = withPage(withSort(withSort(at('query=pen&verified=true'), 'name'), 'name'), 3);
    expect(at(toUrlSearch(state))).toEqual(state);
    expect(toUrlSearch(state)).toContain('page=3');
  });

  it('sends the API every search parameter and no empty one', () => {
    const query = searchParams(toApiQuery(at('query=pen&maxPrice=20&verified=true')));
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      query: 'pen',
      page: '1',
      maxPrice: '20',
      verified: 'true',
      sort: 'name',
      direction: 'asc',
    });
  });

  it('ignores values a hand-edited link got wrong instead of sending them', () => {
    const state = at('category=Nonsense&minPrice=-3&maxPrice=abc&page=0&sort=rating&direction=up');
    expect(state).toEqual(clearedState);
  });

  it('searches only when there is a query or a filter (a sort alone is not a search)', () => {
    expect(isSearchActive(at(''))).toBe(false);
    expect(isSearchActive(at('sort=price&direction=desc'))).toBe(false);
    expect(isSearchActive(at('query=pen'))).toBe(true);
    expect(isSearchActive(at('inStock=true'))).toBe(true);
    expect(isSearchActive(at('maxPrice=0'))).toBe(true);
  });

  it('counts the filters in force for the Filters button, the price range once', () => {
    expect(activeFilterCount(at('query=pen').filters)).toBe(0);
    expect(activeFilterCount(at('category=Books&inStock=true').filters)).toBe(2);
    expect(activeFilterCount(at('minPrice=5&maxPrice=20').filters)).toBe(1);
    expect(activeFilterCount(at('maxPrice=20&verified=true&inStock=false').filters)).toBe(2);
    expect(
      activeFilterCount(at('category=Books&minPrice=1&inStock=true&verified=true').filters),
    ).toBe(4);
  });
});
