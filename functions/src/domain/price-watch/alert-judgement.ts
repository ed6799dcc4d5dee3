/**
 * How a price alert is judged on a product's offers, pure (alert-watchers.ts reads and writes):
 * the watch state it keeps and the offer it is judged on. Whether that offer's price is confirmed
 * is price-confirmation.ts's, the same rule as the wishlist's, so one price is judged alike for
 * every watcher of the product.
 */
import { storeKey, toCents } from '@shop-scanner/shared/prices';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { currentPriceForAlert } from '../prices/alert-status';
import { INITIAL_WATCH_STATE, type WatchState } from './watch-rules';

export const watchStateOf = (stored: unknown): WatchState => {
  const s = stored as Partial<WatchState> | undefined;
  if (!s || typeof s.armed !== 'boolean') return INITIAL_WATCH_STATE;
  return {
    armed: s.armed,
    lastAlertPrice: s.lastAlertPrice ?? null,
    lastAlertAt: s.lastAlertAt ?? null,
  };
};

const sameStore = (a: string, b: string): boolean => storeKey(a) === storeKey(b);

/**
 * The offer an alert is judged on: one with the price currentPriceForAlert gives (of the most
 * trusted store when several have it). Undefined: nowhere in stock, so nothing to pay.
 */
export const judgedOffer = (
  alert: { readonly storeName: string | null },
  offers: readonly StoreOffer[],
): StoreOffer | undefined => {
  const price = currentPriceForAlert(alert, offers);
  if (price === null) return undefined;
  return offers
    .filter(
      (o) =>
        o.inStock &&
        toCents(o.price) === toCents(price) &&
        (alert.storeName === null || sameStore(o.name, alert.storeName)),
    )
    .sort((a, b) => b.trustScore - a.trustScore)[0];
};
