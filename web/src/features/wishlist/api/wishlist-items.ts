/**
 * `GET /api/wishlist/items`: the signed-in shopper's items, filtered, searched and sorted by the
 * server (the query's empty values left out). Zod-free: the add buttons on the catalogue, product
 * and scan pages read the unfiltered list to know what is already saved.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_ITEMS_STALE_MS } from '@shop-scanner/shared/wishlist-rules';
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { listOf } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { wishlistQueryKeys } from './wishlist-query-keys';

export const wishlistItemsAnswer = listOf<WishlistItem>('id', 'productId', 'product', 'priority');

/** The list's query as the URL sends it: only the values that are set. */
export type WishlistItemsParams = Readonly<Record<string, string>>;

export const getWishlistItems = (params: WishlistItemsParams, signal?: AbortSignal) => {
  const search = new URLSearchParams(params).toString();
  return apiRequest(`/api/wishlist/items${search ? `?${search}` : ''}`, {
    schema: wishlistItemsAnswer,
    signal,
  });
};

export const wishlistItemsOptions = (params: WishlistItemsParams = {}) =>
  queryOptions({
    queryKey: wishlistQueryKeys.items(params),
    queryFn: ({ signal }) => getWishlistItems(params, signal),
    staleTime: WISHLIST_ITEMS_STALE_MS,
    retry: retryTransientOnce,
  });

/** Wishlist calls are made only when signed in (`enabled`). */
export const useWishlistItems = (params: WishlistItemsParams, enabled = true) =>
  useQuery({ ...wishlistItemsOptions(params), enabled });
