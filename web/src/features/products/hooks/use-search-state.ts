import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchSortField } from '@shop-scanner/shared/products';
import {
  clearedState,
  parseSearchState,
  toUrlSearch,
  withFilters,
  withPage,
  withQuery,
  withSort,
  type SearchFilters,
  type SearchState,
} from '../search-state';

/**
 * The search state read from and written to the URL's search params. Each change is a new history
 * entry, so Back returns to the previous search or page.
 */
export const useSearchState = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);

  const go = useCallback(
    (next: SearchState) => setParams(new URLSearchParams(toUrlSearch(next))),
    [setParams],
  );

  return {
    state,
    setQuery: (query: string) => go(withQuery(state, query)),
    setFilters: (filters: SearchFilters) => go(withFilters(state, filters)),
    toggleSort: (field: SearchSortField) => go(withSort(state, field)),
    setPage: (page: number) => go(withPage(state, page)),
    clear: () => go(clearedState),
  };
};
