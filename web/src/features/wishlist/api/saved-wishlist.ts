/**
 * The wishlist's copy on this device (lib/offline): the whole list is saved once the page has drawn
 * it, each item with the summary of its product the wishlist keeps, and without a connection the
 * page reads the copy instead. Keys under `offline`, apart from the API's answers.
 */
import { useQuery } from '@tanstack/react-query';
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import {
  loadWishlistCache,
  useOfflineOwner,
  useSaveForOffline,
} from '../../../lib/offline/offline-copy';

/** Saves the whole wishlist as just read; undefined (a searched or filtered part) saves nothing. */
export const useSaveWishlistOffline = (items: readonly WishlistItem[] | undefined) =>
  useSaveForOffline('wishlist', items);

/** The wishlist as saved on this device for the signed-in shopper, read only when `enabled`. */
export const useSavedWishlist = (enabled: boolean) => {
  const owner = useOfflineOwner();
  return useQuery({
    queryKey: ['offline', owner, 'wishlist'] as const,
    queryFn: async () => (await loadWishlistCache()).readCachedWishlist(owner ?? ''),
    enabled: enabled && owner !== undefined,
    // Read from the device whatever the connection (queries pause while offline by default).
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
};
