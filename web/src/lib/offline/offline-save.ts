/**
 * Saving an offline copy, written by the app's service worker when the page has one (the page
 * only posts the answer it already holds: the offline store's code stays out of the page), and by
 * the page itself when it has none (the `pwa` flag off, a browser without service workers), which
 * loads this module only then. Static imports only: the worker's build cannot split code.
 */
import { cachePriceComparison } from './price-comparison-cache';
import { cacheProduct } from './product-cache';
import { cacheWishlist } from './wishlist-cache';
import type { OfflineSave } from './offline-save-message';

/** Writes the copy into the offline store. */
export const applyOfflineSave = async (save: OfflineSave): Promise<void> => {
  switch (save.kind) {
    case 'product':
      return cacheProduct(save.owner, save.value);
    case 'wishlist':
      return cacheWishlist(save.owner, save.value);
    case 'price-comparison':
      return cachePriceComparison(save.owner, save.value);
  }
};
