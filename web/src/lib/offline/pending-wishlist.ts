/**
 * The wishlist's calls waiting in the sync queue, read from the offline store for the wishlist
 * page: loaded by the page only once the queue holds something, so the page's first load never
 * carries IndexedDB.
 */
import { readCachedProduct } from './product-cache';
import {
  pendingAddProductIds,
  pendingWishlistOf,
  type PendingProduct,
} from './pending-wishlist-rules';
import { queuedCalls } from './sync-queue';

export { dismissCall, subscribeQueue } from './sync-queue';

/** This user's pending wishlist adds and edits, each add with its product if the device saved it. */
export const readPendingWishlist = async (userId: string) => {
  const calls = await queuedCalls();
  const products = new Map<string, PendingProduct>();
  for (const id of pendingAddProductIds(calls, userId)) {
    const saved = await readCachedProduct(userId, id);
    if (saved) {
      const { name, category, brand, imageUrl, source } = saved.product;
      products.set(id, { id, name, category, brand, imageUrl, source });
    }
  }
  return pendingWishlistOf(calls, userId, products);
};
