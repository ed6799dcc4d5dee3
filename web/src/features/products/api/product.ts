import { queryOptions, useQuery } from '@tanstack/react-query';
import { productAnswer, productQueryKeys, productsApi } from '../../../lib/api/products';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

/** `GET /api/products/{id}`, with the general cache freshness (app.tsx). */
export const productOptions = (id: string) =>
  queryOptions({
    queryKey: productQueryKeys.byId(id),
    queryFn: ({ signal }) => productsApi.byId(id, signal),
    retry: retryTransientOnce,
  });

export const useProduct = (id: string) => useQuery(productOptions(id));

/** An answer of `GET /api/products/{id}` fetched by other means (the start's early request). */
export const readProductAnswer = (body: unknown) => productAnswer.parse(body);
