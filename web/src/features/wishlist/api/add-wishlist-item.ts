/**
 * `POST /api/wishlist/items`: saves a product (the server reads its price when added). 409 means
 * it is saved already. Zod-free, for the add buttons on pages near their first-load budget.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import type { AddWishlistItemInput, WishlistItem } from '@shop-scanner/shared/wishlist';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import {
  answerOrQueued,
  isQueuedAnswer,
  saySavedOffline,
} from '../../../lib/offline/saved-offline';
import { toast } from '../../../lib/toast-store';
import { track } from '../../../lib/analytics/analytics';
import { wishlistQueryKeys } from './wishlist-query-keys';

const itemAnswer = objectWith<WishlistItem>('id', 'productId', 'product');

/** The item saved, or the queued marker: made offline, it is sent when the connection returns. */
export const addWishlistItem = (body: AddWishlistItemInput) =>
  answerOrQueued(
    apiRequest('/api/wishlist/items', {
      method: 'POST',
      body,
      schema: itemAnswer,
      queueable: true,
    }),
  );

export const isAlreadyInWishlist = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

export const useAddWishlistItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWishlistItem,
    // Without a connection the call is queued at once instead of waiting paused.
    networkMode: 'always',
    onSuccess: (item) => {
      if (isQueuedAnswer(item)) return saySavedOffline();
      track('wishlist_add', { productId: item.productId });
      toast.success(wishlistMessages.added);
    },
    onError: (error) => {
      if (isAlreadyInWishlist(error)) toast.show(wishlistMessages.alreadyInWishlist, 'warning');
      else toast.error(wishlistMessages.addFailed);
    },
    // Either way the list may have changed (a 409 says another tab saved it): read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.all }),
  });
};
