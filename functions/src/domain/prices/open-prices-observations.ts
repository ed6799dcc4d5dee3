/**
 * Open Prices' prices of one product as price observations (source `open-prices`),
 * pure: which prices become observations, in which order. The ingest path decides the rest.
 *
 * - A price is one shop's shelf price on one day: the store is the location's name, observedAt is
 *   the start of that day (UTC; the API keeps no time of day), in stock (it was on the shelf), and
 *   nothing to ship (IN_STORE_SHIPPING). An online store's address is its link; a shop has none.
 * - Of one shop's prices of one day, the last submitted (highest id) is the one kept: two
 *   contributors' prices of one instant must not both land, or the second would look like a change.
 * - A shop's prices go oldest first, so the ingest's history gets each change at its day and the
 *   offer ends on the newest. Run again, every one of them is stale (older than the offer) or a
 *   duplicate (the offer itself): the import has no second effect.
 * - A product keeps at most MAX_OFFERS_PER_PRODUCT offers: shops it already has are always
 *   updated; new ones are added, most recently seen first, only while there is room.
 */
import { storeKey, type PriceObservation } from '@shop-scanner/shared/prices';
import type { OpenPrice } from '../../lib/open-prices';

/** The offers a product item holds at most (data/products.ts). */
export const MAX_OFFERS_PER_PRODUCT = 8;

/** A shelf price is paid in the shop and taken home: no cost, no days. */
export const IN_STORE_SHIPPING = { free: true, cost: 0, estimatedDays: 0 } as const;

/** The start (UTC) of the day a price was seen. */
export const observedAtOf = (date: string): string => new Date(`${date}T00:00:00Z`).toISOString();

/** Per shop: one price per day (the last submitted), oldest day first. */
const pricesByStore = (prices: readonly OpenPrice[]): Map<string, OpenPrice[]> => {
  const byStoreAndDay = new Map<string, OpenPrice>();
  for (const price of prices) {
    const key = `${storeKey(price.store)}\n${price.date}`;
    const kept = byStoreAndDay.get(key);
    if (!kept || price.id > kept.id) byStoreAndDay.set(key, price);
  }
  const byStore = new Map<string, OpenPrice[]>();
  for (const price of byStoreAndDay.values()) {
    const key = storeKey(price.store);
    byStore.set(key, [...(byStore.get(key) ?? []), price]);
  }
  for (const list of byStore.values()) list.sort((a, b) => a.date.localeCompare(b.date));
  return byStore;
};

const observationOf = (productId: string, price: OpenPrice): PriceObservation => ({
  productId,
  store: price.store,
  price: price.price,
  ...(price.originalPrice !== undefined ? { originalPrice: price.originalPrice } : {}),
  inStock: true,
  shipping: { ...IN_STORE_SHIPPING },
  ...(price.url !== undefined ? { url: price.url } : {}),
  source: 'open-prices',
  observedAt: observedAtOf(price.date),
});

/**
 * The observations to ingest for a product's Open Prices prices, in order, given the names of the
 * stores it has offers from now and the time (a price dated after it is left out: the ingest
 * would refuse it).
 */
export const openPricesObservations = (
  productId: string,
  prices: readonly OpenPrice[],
  currentStores: readonly string[],
  now: Date,
): PriceObservation[] => {
  const recent = prices.filter((p) => Date.parse(observedAtOf(p.date)) <= now.getTime());
  const stores = [...pricesByStore(recent)].map(([key, list]) => ({
    key,
    list,
    newestDay: list.at(-1)?.date ?? '',
  }));
  const known = new Set(currentStores.map(storeKey));
  const room = Math.max(0, MAX_OFFERS_PER_PRODUCT - known.size);
  const added = new Set(
    stores
      .filter((s) => !known.has(s.key))
      .sort((a, b) => b.newestDay.localeCompare(a.newestDay) || a.key.localeCompare(b.key))
      .slice(0, room)
      .map((s) => s.key),
  );
  return stores
    .filter((s) => known.has(s.key) || added.has(s.key))
    .flatMap((s) => s.list.map((price) => observationOf(productId, price)))
    .sort((a, b) => a.observedAt.localeCompare(b.observedAt) || a.store.localeCompare(b.store));
};
