/**
 * One product's watchers judged on its offers as they stand now: the wishlist items (their cards'
 * figures kept current, a drop recorded when the price falls below the price when added or the
 * product is back in stock) and the price alerts (triggered when a price reaches the target).
 * The PriceChanged consumer calls it for the product of each event; the safety-net job for each
 * watched product whose changes it has not seen. Reading the offers now, not the event's figures,
 * makes a late, repeated or out-of-order event harmless: it only asks the question again.
 */
import { getProductItem } from '../../data/products';
import { recordJudged } from '../../data/watched-products';
import { checkPriceAlerts } from './alert-watchers';
import { checkWishlistWatchers } from './wishlist-watchers';
import { earliestOf, watchedProductOf, type WatcherReport } from './watched-product';

export interface ProductCheckReport {
  readonly productId: string;
  /** The product's price-write version the check judged (watched-products registry). */
  readonly historyVersion: number;
  readonly wishlist: WatcherReport;
  readonly alerts: WatcherReport;
}

/** Undefined when the product is gone (deleted since the event). */
export const checkProduct = async (
  productId: string,
  now: Date,
): Promise<ProductCheckReport | undefined> => {
  const item = await getProductItem(productId);
  if (!item) return undefined;
  const product = watchedProductOf(item);
  const [wishlist, alerts] = await Promise.all([
    checkWishlistWatchers(product, now),
    checkPriceAlerts(product, now),
  ]);
  // The registry keeps what was judged, so the safety-net job re-checks only what changed since
  // (or what a held watch waits on). A product without watchers has no entry to keep.
  if (wishlist.checked + alerts.checked > 0)
    await recordJudged(productId, {
      version: product.historyVersion,
      recheckAt: earliestOf([wishlist.recheckAt, alerts.recheckAt]),
      at: now,
    });
  return { productId, historyVersion: product.historyVersion, wishlist, alerts };
};
