/** `GET /api/wishlist/collections`: the signed-in shopper's collections, each with its preview. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_COLLECTIONS_STALE_MS } from '@shop-scanner/shared/wishlist-rules';
import type { WishlistCollection } from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { listOf } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { wishlistQueryKeys } from './wishlist-query-keys';

const collectionsAnswer = listOf<WishlistCollection>('id', 'name', 'itemCount', 'items', 'tags');

export const getWishlistCollections = (signal?: AbortSignal) =>
  apiRequest('/api/wishlist/collections', { schema: collectionsAnswer, signal });

export const wishlistCollectionsOptions = () =>
  queryOptions({
    queryKey: wishlistQueryKeys.collections(),
    queryFn: ({ signal }) => getWishlistCollections(signal),
    staleTime: WISHLIST_COLLECTIONS_STALE_MS,
    retry: retryTransientOnce,
  });

export const useWishlistCollections = (enabled = true) =>
  useQuery({ ...wishlistCollectionsOptions(), enabled });
