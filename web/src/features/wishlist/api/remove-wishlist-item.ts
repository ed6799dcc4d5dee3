/** `DELETE /api/wishlist/items/{id}`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { wishlistItemPath, wishlistQueryKeys } from './wishlist-query-keys';

export const removeWishlistItem = (id: string) =>
  apiRequest<void>(wishlistItemPath(id), { method: 'DELETE' });

export const useRemoveWishlistItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWishlistItem,
    onSuccess: () => {
      toast.success(wishlistMessages.removed);
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.all });
    },
    onError: () => {
      toast.error(wishlistMessages.removeFailed);
    },
  });
};
