import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchQueryInput, SearchResult } from '@shop-scanner/shared/products';
import { productQueryKeys, productsApi } from '../../../lib/api/products';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { track } from '../../../lib/analytics/analytics';

/** Search results stay fresh for 2 minutes. */
export const SEARCH_STALE_MS = 2 * 60_000;

/** What only moves through one search's results: its page and its order. */
const browsingKeys = new Set<string>(['page', 'sort', 'direction']);

/**
 * Whether two queries are the same search (same words and filters), seen at another page or in
 * another order. Empty values count as absent, as in the URL.
 */
export const isSameSearch = (a: SearchQueryInput, b: SearchQueryInput): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const value = (q: SearchQueryInput, key: string) => {
    const v: unknown = (q as Record<string, unknown>)[key];
    return v === '' || v === null ? undefined : v;
  };
  return [...keys].every((key) => browsingKeys.has(key) || value(a, key) === value(b, key));
};

/**
 * Whether a search may use one of the plan's searches. The server counts what a shopper searches
 * for, not how they narrow it: one use per distinct words a month, whatever the filters, sort or
 * page, and none for a search without words (browsing a category is free, like Popular Products).
 * Only the server knows whether these words were searched already this month, so this says "may".
 */
export const mayUseASearch = (query: SearchQueryInput): boolean =>
  (query.query ?? '').trim() !== '';

/**
 * `GET /api/products/search`. A search with words that reached the server may have used one of
 * the plan's searches (the server decides which count), so the usage counter is refreshed after
 * each one, answered or refused; a search without words never counts, so it leaves the counter
 * alone. A search served from the cache never reaches this function.
 */
export const searchProductsOptions = (
  query: SearchQueryInput,
  onServerAnswer: () => void,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: productQueryKeys.search(query),
    queryFn: async ({ signal }) => {
      try {
        const result = await productsApi.search(query, signal);
        if (mayUseASearch(query)) track('search', { results: result.total });
        return result;
      } finally {
        if (mayUseASearch(query)) onServerAnswer();
      }
    },
    enabled,
    staleTime: SEARCH_STALE_MS,
    retry: retryTransientOnce,
    // Paging or re-sorting keeps the current page on screen until the next one arrives: no flash
    // of emptiness. A new search (other words or filters) never shows the old one's products as
    // if they were its answer: it shows the loading state instead.
    placeholderData: (previous: SearchResult | undefined, previousQuery) => {
      const previousSearch = previousQuery?.queryKey[2];
      return previousSearch && isSameSearch(previousSearch, query) ? previous : undefined;
    },
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
