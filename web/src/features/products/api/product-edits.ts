import { queryOptions, useQuery } from '@tanstack/react-query';
import { productQueryKeys, productsApi } from '../../../lib/api/products';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

/** `GET /api/products/{id}/edits`: the product's edit history, newest first. */
export const productEditsOptions = (id: string) =>
  queryOptions({
    queryKey: productQueryKeys.edits(id),
    queryFn: ({ signal }) => productsApi.edits(id, signal),
    retry: retryTransientOnce,
  });

/** `enabled` false holds the request back (the page's first drawing goes first). */
export const useProductEdits = (id: string, enabled = true) =>
  useQuery({ ...productEditsOptions(id), enabled });
