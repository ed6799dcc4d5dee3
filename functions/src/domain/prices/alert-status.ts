/**
 * A price alert's displayed status (docs/prices.md#alerts), checked in this order: inactive if not
 * active; triggered if it has a triggeredAt; 'Target Reached' (ready) if the current price is at or
 * below the target; otherwise active.
 *
 * The current price is what the shopper could pay now: for an alert on one store, that store's
 * price while it has the product in stock; for an alert on any store, the lowest in-stock price
 * (the wishlist's target rule reads it the same way). A price out of stock cannot be
 * bought, so it never reaches a target. Prices, not total costs: the target is a price.
 */
import {
  storeKey,
  toCents,
  type PriceAlert,
  type PriceAlertStatus,
  type PriceAlertView,
} from '@shop-scanner/shared/prices';

interface OfferPrice {
  readonly name: string;
  readonly price: number;
  readonly inStock: boolean;
}

export const currentPriceForAlert = (
  alert: Pick<PriceAlert, 'storeName'>,
  offers: readonly OfferPrice[],
): number | null => {
  const wanted = alert.storeName === null ? undefined : storeKey(alert.storeName);
  const prices = offers
    .filter((o) => o.inStock && (wanted === undefined || storeKey(o.name) === wanted))
    .map((o) => o.price);
  return prices.length === 0 ? null : Math.min(...prices);
};

export const displayedAlertStatus = (
  alert: Pick<PriceAlert, 'isActive' | 'triggeredAt' | 'targetPrice'>,
  currentPrice: number | null,
): PriceAlertStatus => {
  if (!alert.isActive) return 'inactive';
  if (alert.triggeredAt !== null) return 'triggered';
  if (currentPrice !== null && toCents(currentPrice) <= toCents(alert.targetPrice)) return 'ready';
  return 'active';
};

/** The alert as the alerts panel lists it, judged on the product's current offers. */
export const priceAlertView = (
  alert: PriceAlert,
  offers: readonly OfferPrice[],
): PriceAlertView => {
  const currentPrice = currentPriceForAlert(alert, offers);
  return { ...alert, currentPrice, status: displayedAlertStatus(alert, currentPrice) };
};
