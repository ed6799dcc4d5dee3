/**
 * 90 days of prices per store for a demo product: each store's price is a random walk that
 * changes now and then (a few times in 90 days, like real shelf prices), recorded at every
 * change and at regular observations, and ending at the store's current offer price.
 */
import type { PricePoint } from '@shop-scanner/shared/products';
import type { Random } from '@shop-scanner/functions/lib/seeded-random';
import { DAY_MS } from '@shop-scanner/shared/time';

export const PRICE_HISTORY_DAYS = 90;

/** Shelf prices end in 9: 24.99, 3.49. */
export const retailPrice = (value: number): number => {
  const cents = value >= 10 ? Math.round(value) * 100 - 1 : Math.round(value * 10) * 10 - 1;
  return Math.max(19, cents) / 100;
};

export interface CurrentOffer {
  readonly store: string;
  readonly price: number;
  /** When the offer was last seen: the store's newest history point. */
  readonly lastUpdated: Date;
}

/**
 * Days between regular observations: weekly for a product in few stores, sparser for one in
 * many, so that every product keeps a compact history (roughly 20 to 80 points).
 */
export const observationIntervalDays = (stores: number): number =>
  stores <= 3 ? 7 : stores <= 5 ? 14 : 21;

/** A point before its timestamp is formatted: sorting and formatting numbers is much cheaper. */
interface TimedPrice {
  readonly source: string;
  readonly time: number;
  readonly price: number;
}

const storeHistory = (
  random: Random,
  offer: CurrentOffer,
  start: number,
  intervalDays: number,
): TimedPrice[] => {
  const end = offer.lastUpdated.getTime();
  const changeTimes = Array.from({ length: random.int(0, 4) }, () =>
    Math.round(random.between(start + DAY_MS, end - DAY_MS)),
  ).sort((a, b) => a - b);
  // Prices per segment, walked back from today's: segment i runs from changeTimes[i - 1].
  const prices: number[] = [offer.price];
  for (let i = 0; i < changeTimes.length; i += 1) {
    const later = prices[0]!;
    let earlier = retailPrice(later * random.between(0.9, 1.12));
    if (earlier === later) earlier = retailPrice(later * 1.06 + 1);
    prices.unshift(earlier);
  }
  const priceAt = (time: number): number => {
    let segment = 0;
    while (segment < changeTimes.length && changeTimes[segment]! <= time) segment += 1;
    return prices[segment]!;
  };
  const times = new Set<number>(changeTimes);
  for (let t = start; t < end; t += intervalDays * DAY_MS) times.add(t);
  times.add(end);
  return [...times].map((time) => ({ source: offer.store, time, price: priceAt(time) }));
};

/** Every store's history in one list, newest first (as the Product contract orders it). */
export const priceHistoryFor = (
  random: Random,
  offers: readonly CurrentOffer[],
  now: Date,
): PricePoint[] => {
  const start = now.getTime() - PRICE_HISTORY_DAYS * DAY_MS;
  const interval = observationIntervalDays(offers.length);
  // The stores share their observation times: each is formatted once.
  const iso = new Map<number, string>();
  const format = (time: number): string => {
    let text = iso.get(time);
    if (text === undefined) iso.set(time, (text = new Date(time).toISOString()));
    return text;
  };
  return offers
    .flatMap((offer) => storeHistory(random, offer, start, interval))
    .sort((a, b) => b.time - a.time || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
    .map(({ source, time, price }) => ({ source, timestamp: format(time), price }));
};
