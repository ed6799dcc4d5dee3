import { queryOptions, useQuery } from '@tanstack/react-query';
import { productQueryKeys, productsApi } from '../../../lib/api/products';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

/** Popular products stay fresh for 10 minutes. */
export const POPULAR_STALE_MS = 10 * 60_000;

export const popularProductsOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: productQueryKeys.popular(),
    queryFn: ({ signal }) => productsApi.popular(signal),
    staleTime: POPULAR_STALE_MS,
    retry: retryTransientOnce,
    enabled,
  });

export const usePopularProducts = (enabled: boolean) => useQuery(popularProductsOptions(enabled));
