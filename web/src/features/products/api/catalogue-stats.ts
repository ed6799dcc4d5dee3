import { queryOptions, useQuery } from '@tanstack/react-query';
import { productQueryKeys, productsApi } from '../../../lib/api/products';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

/** The stats banner's counts stay fresh for 10 minutes. */
export const STATS_STALE_MS = 10 * 60_000;

export const catalogueStatsOptions = () =>
  queryOptions({
    queryKey: productQueryKeys.stats(),
    queryFn: ({ signal }) => productsApi.stats(signal),
    staleTime: STATS_STALE_MS,
    retry: retryTransientOnce,
  });

export const useCatalogueStats = () => useQuery(catalogueStatsOptions());
