/**
 * `GET /api/wishlist/collections/{id}`: a collection and its items, the owner's in full, or a
 * public one read-only for anyone with its link (signed out too). Private and unknown are a 404.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_COLLECTIONS_STALE_MS } from '@shop-scanner/shared/wishlist-rules';
import type { CollectionPage } from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { collectionPath, wishlistQueryKeys } from './wishlist-query-keys';

const pageAnswer = objectWith<CollectionPage>('access', 'collection', 'items');

export const getCollectionPage = (id: string, signal?: AbortSignal) =>
  apiRequest(collectionPath(id), { schema: pageAnswer, signal });

export const collectionPageOptions = (id: string) =>
  queryOptions({
    queryKey: wishlistQueryKeys.collection(id),
    queryFn: ({ signal }) => getCollectionPage(id, signal),
    staleTime: WISHLIST_COLLECTIONS_STALE_MS,
    retry: retryTransientOnce,
  });

export const useCollectionPage = (id: string) => useQuery(collectionPageOptions(id));
