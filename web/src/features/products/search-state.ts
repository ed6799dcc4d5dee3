/**
 * The /products page's search state: the query, the filters, the sort and the
 * page. It lives in the URL so a search is shareable and survives a reload; these pure functions
 * read it from the URL, write it back and apply the spec's transitions.
 */
import {
  productCategories,
  searchSortFields,
  sortDirections,
  type ProductCategory,
  type SearchSortField,
  type SortDirection,
} from '@shop-scanner/shared/product-rules';
import type { SearchQueryInput } from '@shop-scanner/shared/products';
import { searchParams } from '../../lib/api/products';

export interface SearchFilters {
  readonly category?: ProductCategory | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  readonly inStock: boolean;
  readonly verified: boolean;
}

export interface SearchState {
  readonly query: string;
  readonly page: number;
  readonly filters: SearchFilters;
  readonly sort: SearchSortField;
  readonly direction: SortDirection;
}

/** The API's defaults (shared searchQuerySchema): left out of the URL to keep it short. */
export const DEFAULT_SORT: SearchSortField = 'name';
export const DEFAULT_DIRECTION: SortDirection = 'asc';

export const noFilters: SearchFilters = { inStock: false, verified: false };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** A category the API accepts, or undefined (the select's 'All categories' is ''). */
export const toCategory = (value: string | null): ProductCategory | undefined =>
  oneOf(productCategories, value);

const nonNegative = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

const positiveInt = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * Reads the state from the URL. A value that is not valid (a hand-edited link, say) is treated as
 * absent rather than sent to the API, so an old or mistyped link still opens a working page.
 */
export const parseSearchState = (params: URLSearchParams): SearchState => ({
  query: params.get('query')?.trim() ?? '',
  page: positiveInt(params.get('page')),
  filters: {
    category: toCategory(params.get('category')),
    minPrice: nonNegative(params.get('minPrice')),
    maxPrice: nonNegative(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    verified: params.get('verified') === 'true',
  },
  sort: oneOf(searchSortFields, params.get('sort')) ?? DEFAULT_SORT,
  direction: oneOf(sortDirections, params.get('direction')) ?? DEFAULT_DIRECTION,
});

export const hasFilters = (f: SearchFilters): boolean =>
  f.category !== undefined ||
  f.minPrice !== undefined ||
  f.maxPrice !== undefined ||
  f.inStock ||
  f.verified;

/** The Filters button's count: each filter that narrows the search, the price range once. */
export const activeFilterCount = (f: SearchFilters): number =>
  [
    f.category !== undefined,
    f.minPrice !== undefined || f.maxPrice !== undefined,
    f.inStock,
    f.verified,
  ].filter(Boolean).length;

/** A search runs only when there is a query or a filter. */
export const isSearchActive = (s: SearchState): boolean => s.query !== '' || hasFilters(s.filters);

/**
 * The API's query (shared SearchQueryInput) for this state. Off flags and empty values are left
 * out, so the same search always has the same key and the same query string.
 */
export const toApiQuery = (s: SearchState): SearchQueryInput => ({
  query: s.query || undefined,
  page: s.page,
  category: s.filters.category,
  minPrice: s.filters.minPrice,
  maxPrice: s.filters.maxPrice,
  inStock: s.filters.inStock ? 'true' : undefined,
  verified: s.filters.verified ? 'true' : undefined,
  sort: s.sort,
  direction: s.direction,
});

/** The URL's query string: the API's names and values, without empty values and defaults. */
export const toUrlSearch = (s: SearchState): string => {
  const q = toApiQuery(s);
  const isDefaultSort = s.sort === DEFAULT_SORT && s.direction === DEFAULT_DIRECTION;
  return searchParams({
    ...q,
    page: s.page > 1 ? s.page : undefined,
    sort: isDefaultSort ? undefined : q.sort,
    direction: isDefaultSort ? undefined : q.direction,
  });
};

/** Any change to the query, the filters or the sort goes back to page 1. */
export const withQuery = (s: SearchState, query: string): SearchState => ({
  ...s,
  query: query.trim(),
  page: 1,
});

export const withFilters = (s: SearchState, filters: SearchFilters): SearchState => ({
  ...s,
  filters,
  page: 1,
});

/** Choosing the same field flips the direction; a new field starts ascending. */
export const withSort = (s: SearchState, field: SearchSortField): SearchState => ({
  ...s,
  sort: field,
  direction: field === s.sort ? (s.direction === 'asc' ? 'desc' : 'asc') : 'asc',
  page: 1,
});

export const withPage = (s: SearchState, page: number): SearchState => ({ ...s, page });

/** The clear button: no query, no filters, the default sort, page 1. */
export const clearedState: SearchState = {
  query: '',
  page: 1,
  filters: noFilters,
  sort: DEFAULT_SORT,
  direction: DEFAULT_DIRECTION,
};
