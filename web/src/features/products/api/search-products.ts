import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchQueryInput } from '@shop-scanner/shared/products';
import { productsApi } from '../../../lib/api/products';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

/** Part 2 §9: search results stay fresh for 2 minutes. */
export const SEARCH_STALE_MS = 2 * 60_000;

/** The key holds every parameter, so each page, filter set and sort is cached on its own. */
export const searchQueryKey = (query: SearchQueryInput) => ['products', 'search', query] as const;

/**
 * `GET /api/products/search`. A search that reached the server may have used one of the plan's
 * searches (the server decides which count), so the usage counter is refreshed after each one,
 * answered or refused. A search served from the cache never reaches this function.
 */
export const searchProductsOptions = (
  query: SearchQueryInput,
  onServerAnswer: () => void,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: searchQueryKey(query),
    queryFn: async ({ signal }) => {
      try {
        return await productsApi.search(query, signal);
      } finally {
        onServerAnswer();
      }
    },
    enabled,
    staleTime: SEARCH_STALE_MS,
    retry: retryTransientOnce,
    // Paging keeps the current page on screen until the next one arrives: no flash of emptiness.
    placeholderData: keepPreviousData,
  });

export const useProductSearch = (query: SearchQueryInput, enabled: boolean) => {
  const queryClient = useQueryClient();
  return useQuery(
    searchProductsOptions(
      query,
      () => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
      enabled,
    ),
  );
};
