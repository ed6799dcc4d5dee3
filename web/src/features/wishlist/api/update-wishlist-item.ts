/** `PUT /api/wishlist/items/{id}`: notes, priority, target price, alerts, tags, collection. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import type { UpdateWishlistItemInput, WishlistItem } from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { toast } from '../../../lib/toast-store';
import { wishlistItemPath, wishlistQueryKeys } from './wishlist-query-keys';

const itemAnswer = objectWith<WishlistItem>('id', 'productId', 'product');

export const updateWishlistItem = ({ id, ...body }: UpdateWishlistItemInput & { id: string }) =>
  apiRequest(wishlistItemPath(id), { method: 'PUT', body, schema: itemAnswer });

export const useUpdateWishlistItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWishlistItem,
    onSuccess: () => {
      toast.success(wishlistMessages.updated);
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.all });
    },
    onError: () => {
      toast.error(wishlistMessages.updateFailed);
    },
  });
};
