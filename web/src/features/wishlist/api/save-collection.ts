/**
 * `POST /api/wishlist/collections` (create) and `PUT /api/wishlist/collections/{id}` (edit):
 * name, description, isPublic. Every wishlist view is read again after either.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import type {
  CreateCollection,
  UpdateCollection,
  WishlistCollection,
} from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { toast } from '../../../lib/toast-store';
import { collectionPath, wishlistQueryKeys } from './wishlist-query-keys';

const collectionAnswer = objectWith<WishlistCollection>('id', 'name', 'isPublic');

export const createCollection = (body: CreateCollection) =>
  apiRequest('/api/wishlist/collections', { method: 'POST', body, schema: collectionAnswer });

export const updateCollection = ({ id, ...body }: UpdateCollection & { id: string }) =>
  apiRequest(collectionPath(id), { method: 'PUT', body, schema: collectionAnswer });

export const useCreateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => {
      toast.success(wishlistMessages.collectionCreated);
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.all });
    },
    onError: () => {
      toast.error(wishlistMessages.collectionCreateFailed);
    },
  });
};

export const useUpdateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCollection,
    onSuccess: () => {
      toast.success(wishlistMessages.collectionUpdated);
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.all });
    },
    onError: () => {
      toast.error(wishlistMessages.collectionUpdateFailed);
    },
  });
};
