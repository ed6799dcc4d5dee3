/**
 * `PUT /api/wishlist/items/{id}`: notes, priority, target price, alerts, tags, collection. Made
 * without a connection, the edit waits in the sync queue (the queued marker) and the item shows it
 * as pending; the wishlist is read again once it is sent.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import type { UpdateWishlistItemInput, WishlistItem } from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import {
  answerOrQueued,
  isQueuedAnswer,
  saySavedOffline,
} from '../../../lib/offline/saved-offline';
import { toast } from '../../../lib/toast-store';
import { wishlistItemPath, wishlistQueryKeys } from './wishlist-query-keys';

const itemAnswer = objectWith<WishlistItem>('id', 'productId', 'product');

/** The item as saved, or the queued marker: made offline, it is sent when the connection returns. */
export const updateWishlistItem = ({ id, ...body }: UpdateWishlistItemInput & { id: string }) =>
  answerOrQueued(
    apiRequest(wishlistItemPath(id), { method: 'PUT', body, schema: itemAnswer, queueable: true }),
  );

export const useUpdateWishlistItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWishlistItem,
    // Without a connection the edit is queued at once instead of waiting paused.
    networkMode: 'always',
    onSuccess: (item) => {
      if (isQueuedAnswer(item)) return saySavedOffline();
      toast.success(wishlistMessages.updated);
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.all });
    },
    onError: () => {
      toast.error(wishlistMessages.updateFailed);
    },
  });
};
