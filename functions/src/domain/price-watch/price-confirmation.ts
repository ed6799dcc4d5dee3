/**
 * When a far-off price counts as seen twice (docs/price-watch.md, "A far-off price waits for a
 * second look"): the watch rules hold a price more than 30 % below its reference until it is
 * confirmed, and this says what confirmed means, from the product's own record alone, so the
 * price-changed consumer and the safety-net job judge a price alike whatever woke them.
 *
 * A store's price is confirmed when any of these holds:
 * - it is not far off (isFarOff against the other stores' in-stock prices, or with no other
 *   store, the store's own in-stock price before this one);
 * - a second store has it in stock at that price or lower: two stores rarely err alike at once;
 * - the store was seen asking it again: the offer's lastUpdated is later than the moment the
 *   price was set (the first history point of the store's current run of that price). The ingest
 *   moves lastUpdated when it sees an unchanged offer again, and writes a point only when a
 *   price fact changes, so the two are equal after one sighting and differ after two;
 * - the price window holds no point of the store: the price has stood since before the window
 *   (90 days), which is more than a second look.
 */
import { toCents } from '@shop-scanner/shared/price-rules';
import type { StoreOffer } from '@shop-scanner/shared/products';
import type { HistoryPoint } from '../../model/price-history/history-point';
import { isFarOff } from './watch-rules';

export interface PriceSetting {
  /** When the store's current price was first seen (ISO). */
  readonly setAt: string;
  /** The store's in-stock price before it, in dollars; null when it had none. */
  readonly priceBefore: number | null;
}

/** Per store name. */
export type PriceSettings = Readonly<Record<string, PriceSetting>>;

const samePrice = (a: HistoryPoint, b: HistoryPoint): boolean =>
  a.price === b.price && a.inStock === b.inStock;

/** Each store's current price setting, from the history window's points (oldest first). */
export const priceSettingsOf = (points: readonly HistoryPoint[]): PriceSettings => {
  const byStore = new Map<string, HistoryPoint[]>();
  for (const point of points)
    byStore.set(point.store, [...(byStore.get(point.store) ?? []), point]);
  const settings: Record<string, PriceSetting> = {};
  for (const [store, own] of byStore) {
    const latest = own[own.length - 1] as HistoryPoint;
    let first = own.length - 1;
    while (first > 0 && samePrice(own[first - 1] as HistoryPoint, latest)) first -= 1;
    const before = own[first - 1];
    settings[store] = {
      setAt: (own[first] as HistoryPoint).observedAt,
      priceBefore: before?.inStock ? before.price / 100 : null,
    };
  }
  return settings;
};

export interface PricedProduct {
  readonly stores: readonly StoreOffer[];
  readonly priceSettings: PriceSettings;
}

/** Whether the offer's price may fire a watch now (the rules above). */
export const isConfirmedPrice = (product: PricedProduct, offer: StoreOffer): boolean => {
  const others = product.stores
    .filter((other) => other.inStock && other.name !== offer.name)
    .map((other) => other.price);
  const setting = product.priceSettings[offer.name];
  const before = setting?.priceBefore;
  const references = others.length > 0 ? others : before != null ? [before] : [];
  if (!isFarOff(offer.price, references)) return true;
  if (others.some((price) => toCents(price) <= toCents(offer.price))) return true;
  if (!setting) return true;
  return Date.parse(offer.lastUpdated) > Date.parse(setting.setAt);
};
