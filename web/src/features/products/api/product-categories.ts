import { queryOptions, useQuery } from '@tanstack/react-query';
import { productQueryKeys, productsApi } from '../../../lib/api/products';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

/** Categories stay fresh for 30 minutes. */
export const CATEGORIES_STALE_MS = 30 * 60_000;

export const productCategoriesOptions = () =>
  queryOptions({
    queryKey: productQueryKeys.categories(),
    queryFn: ({ signal }) => productsApi.categories(signal),
    staleTime: CATEGORIES_STALE_MS,
    retry: retryTransientOnce,
  });

export const useProductCategories = () => useQuery(productCategoriesOptions());
