/**
 * How a price alert is judged on a product's offers, pure (alert-watchers.ts reads and writes):
 * which offer it is judged on, and whether a price that reached its target is confirmed or is a
 * far-off price seen once that waits for a second look (docs/price-watch.md, "Price alerts").
 */
import { storeKey, toCents, type PriceChangedDetail } from '@shop-scanner/shared/prices';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { currentPriceForAlert } from '../prices/alert-status';
import { INITIAL_WATCH_STATE, isFarOff, type WatchState } from './watch-rules';
import type { CheckCause } from './watched-product';

/** A far-off price seen once: the offer that showed it, as it stood then. */
export interface FarOffSighting {
  readonly store: string;
  readonly price: number;
  readonly seenAt: string;
}

export const watchStateOf = (stored: unknown): WatchState => {
  const s = stored as Partial<WatchState> | undefined;
  if (!s || typeof s.armed !== 'boolean') return INITIAL_WATCH_STATE;
  return {
    armed: s.armed,
    lastAlertPrice: s.lastAlertPrice ?? null,
    lastAlertAt: s.lastAlertAt ?? null,
  };
};

export const sightingOf = (stored: unknown): FarOffSighting | null => {
  const s = stored as Partial<FarOffSighting> | undefined;
  return s &&
    typeof s.store === 'string' &&
    typeof s.price === 'number' &&
    typeof s.seenAt === 'string'
    ? { store: s.store, price: s.price, seenAt: s.seenAt }
    : null;
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

/**
 * What a far-off price is measured against: the other stores' in-stock prices; with no other
 * store, the store's own price before the change when the event that prompted the check says it.
 */
const referencePrices = (
  offer: StoreOffer,
  offers: readonly StoreOffer[],
  cause: CheckCause,
): number[] => {
  const others = offers
    .filter((o) => o.inStock && !sameStore(o.name, offer.name))
    .map((o) => o.price);
  if (others.length > 0) return others;
  const before: PriceChangedDetail['old'] =
    cause && sameStore(cause.store, offer.name) ? cause.old : null;
  return before?.inStock ? [before.price] : [];
};

export interface Confirmation {
  readonly confirmed: boolean;
  /** What the alert remembers of the price (null: nothing waits for a second look). */
  readonly sighting: FarOffSighting | null;
}

/**
 * Whether a price that reached the target may fire: yes unless it is far off; a far-off price is
 * confirmed once a second store is at or below it, or its store's offer was observed again at
 * that price after the sighting (the offer's lastUpdated moved past it).
 */
export const confirmation = (
  offer: StoreOffer,
  offers: readonly StoreOffer[],
  sighting: FarOffSighting | null,
  cause: CheckCause,
): Confirmation => {
  if (!isFarOff(offer.price, referencePrices(offer, offers, cause)))
    return { confirmed: true, sighting: null };
  const secondStore = offers.some(
    (o) => o.inStock && !sameStore(o.name, offer.name) && toCents(o.price) <= toCents(offer.price),
  );
  const samePrice =
    sighting !== null &&
    sameStore(sighting.store, offer.name) &&
    toCents(sighting.price) === toCents(offer.price);
  const seenAgain = samePrice && Date.parse(offer.lastUpdated) > Date.parse(sighting.seenAt);
  if (secondStore || seenAgain) return { confirmed: true, sighting: null };
  return {
    confirmed: false,
    sighting: samePrice
      ? sighting
      : { store: offer.name, price: offer.price, seenAt: offer.lastUpdated },
  };
};

export const sameSighting = (a: FarOffSighting | null, b: FarOffSighting | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.store === b.store && a.price === b.price && a.seenAt === b.seenAt);
