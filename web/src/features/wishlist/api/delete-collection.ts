/** `DELETE /api/wishlist/collections/{id}`: its items stay in the wishlist. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { collectionPath, wishlistQueryKeys } from './wishlist-query-keys';

export const deleteCollection = (id: string) =>
  apiRequest<void>(collectionPath(id), { method: 'DELETE' });

export const useDeleteCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: () => {
      toast.success(wishlistMessages.collectionDeleted);
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.all });
    },
    onError: () => {
      toast.error(wishlistMessages.collectionDeleteFailed);
    },
  });
};
