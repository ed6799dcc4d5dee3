/**
 * One demo offer's day on the demo market (source `demo`), pure: given the offer as it stands,
 * its store's history before the day and a random stream of its own, what the offer becomes
 * today, if anything.
 *
 * An offer is in one of three states, and each day it may leave it:
 * - out of stock: it comes back (`restock`), at the price and claim it left with;
 * - on sale (it claims a was-price above its price): the sale ends (`sale-end`: back to the
 *   regular price it had before the sale, the claim dropped), or its stock runs out;
 * - at its regular price: its stock runs out (`stock-out`), a sale starts (`sale`), or the price
 *   drifts by 0.5 to 3 % (`drift`). Most days nothing happens, as with real shelf prices.
 *
 * Rates (per offer and day, MARKET_RATES) give, in the long run (a simulated year, measured in
 * market-day.test.ts), about 7 % of offers out of stock at a time (5 stock-outs a year, of 5 days
 * on average), about 9 % on sale (6 sales a year, of 5 days) and 24 drifts a year: a move on about
 * one offer-day in eight. Enough for every trend period to move, few enough that a day writes a
 * small share of the catalogue.
 *
 * Sales claim a was-price, so the Omnibus check (omnibus.ts) has both kinds to judge:
 * - honest (two in three): the lowest price the store charged in the 30 days before the sale,
 *   as the check itself computes it (so it confirms it); with less than 30 days on record, the
 *   price the store charged until today. A sale whose price would not be below that low cannot
 *   claim an honest discount: the store holds none that day.
 * - inflated (one in three): 20 to 50 % above the regular price, a price the store never asked,
 *   which the check calls out ("Was-price not seen in the last 30 days").
 *
 * Drifts lean back towards the store's usual price (the median of its regular, in-stock prices on
 * record), so over a year a price wanders around its product's level instead of walking away
 * from it; a price never goes below the shelf minimum (MIN_PRICE), so never to 0.
 */
import { storeKey, toCents, type PriceHistoryPoint } from '@shop-scanner/shared/prices';
import type { Random } from '../../../lib/seeded-random';
import { median } from '../../../model/products/pricing';
import { checkDiscount } from '../omnibus';

export const MARKET_RATES = {
  /** An in-stock offer at its regular price or on sale runs out. */
  stockOut: 0.015,
  /** An out-of-stock offer comes back. */
  restock: 0.2,
  /** An offer at its regular price starts a sale. */
  saleStart: 0.025,
  /** A sale ends. */
  saleEnd: 0.2,
  /** An offer at its regular price changes its price a little. */
  drift: 0.08,
  /** The share of sales whose claimed was-price is inflated. */
  inflatedClaim: 1 / 3,
} as const;

/** How far a drift moves a price: 0.5 to 3 %. */
const DRIFT_RANGE = [0.005, 0.03] as const;
/** A sale takes 10 to 30 % off. */
const SALE_DISCOUNT_RANGE = [0.1, 0.3] as const;
/** An inflated claim: 20 to 50 % above the regular price. */
const INFLATION_RANGE = [1.2, 1.5] as const;
/**
 * How strongly a drift leans back to the store's usual price: the chance of a rise is
 * 0.5 - REVERSION * ln(price / usual), kept within [0.1, 0.9] (at 5 % above usual: 0.26).
 */
const REVERSION = 5;
/** The lowest shelf price the market sets, in dollars. */
export const MIN_PRICE = 0.19;

export type MoveKind = 'drift' | 'sale' | 'sale-end' | 'stock-out' | 'restock';

/** What the offer becomes: its price facts after the move. */
export interface OfferMove {
  readonly kind: MoveKind;
  readonly price: number;
  /** The claimed was-price; absent when the offer claims none. */
  readonly originalPrice?: number;
  readonly inStock: boolean;
}

/** The offer's state as the market reads it (a TrackedOffer has these and more). */
export interface MarketOffer {
  readonly name: string;
  readonly price: number;
  readonly originalPrice?: number;
  readonly inStock: boolean;
}

/**
 * A shelf price: to the dime, less a cent (21.49, 3.09), never below MIN_PRICE. Finer than the
 * catalogue generator's whole dollars above $10, so a drift of 1 % on a $20 product shows. It
 * rounds the price plus its cent (2.49 is 2.50 less a cent), so a rise and a fall of one step
 * round alike: rounding 2.49 itself would take a 2 % fall (2.44 -> 2.39) but drop a 2 % rise
 * (2.54 -> 2.49), and cheap prices would sink over the months.
 */
export const shelfPrice = (dollars: number): number =>
  Math.max(toCents(MIN_PRICE), Math.round((toCents(dollars) + 1) / 10) * 10 - 1) / 100;

const claimsDiscount = (p: { price: number; originalPrice?: number | undefined }): boolean =>
  p.originalPrice !== undefined && toCents(p.originalPrice) > toCents(p.price);

const isRegular = (p: PriceHistoryPoint): boolean => p.inStock && !claimsDiscount(p);

/** The store's usual price: the median of its regular prices on record; the offer's without. */
const usualPrice = (offer: MarketOffer, history: readonly PriceHistoryPoint[]): number =>
  median(history.filter(isRegular).map((p) => p.price)) ?? offer.price;

/**
 * The lowest price the store was seen at in the 30 days before `began`, exactly as the Omnibus
 * check computes it (asked with a claim it can only call out); undefined when it cannot judge.
 */
const omnibusLow = (
  store: string,
  history: readonly PriceHistoryPoint[],
  began: string,
): number | undefined =>
  checkDiscount(
    { name: store, price: 0, originalPrice: Number.MAX_SAFE_INTEGER, lastUpdated: began },
    history,
  )?.lowest30d;

/** The price before the sale: the store's newest point that claimed nothing; else its price now. */
const priceBeforeSale = (offer: MarketOffer, history: readonly PriceHistoryPoint[]): number => {
  const newestFirst = [...history].sort(
    (a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp),
  );
  return newestFirst.find((p) => !claimsDiscount(p))?.price ?? offer.price;
};

const drift = (
  offer: MarketOffer,
  history: readonly PriceHistoryPoint[],
  random: Random,
): OfferMove | null => {
  const lean = 0.5 - REVERSION * Math.log(offer.price / usualPrice(offer, history));
  const up = random.chance(Math.min(0.9, Math.max(0.1, lean)));
  const step = random.between(...DRIFT_RANGE);
  const price = shelfPrice(offer.price * (up ? 1 + step : 1 - step));
  // Too small a step for the shelf's dimes: the price stays today.
  return toCents(price) === toCents(offer.price)
    ? null
    : { kind: 'drift', price, inStock: offer.inStock };
};

const sale = (
  offer: MarketOffer,
  history: readonly PriceHistoryPoint[],
  random: Random,
  began: string,
): OfferMove | null => {
  const price = shelfPrice(offer.price * (1 - random.between(...SALE_DISCOUNT_RANGE)));
  const originalPrice = random.chance(MARKET_RATES.inflatedClaim)
    ? shelfPrice(offer.price * random.between(...INFLATION_RANGE))
    : (omnibusLow(offer.name, history, began) ?? offer.price);
  return toCents(originalPrice) > toCents(price)
    ? { kind: 'sale', price, originalPrice, inStock: true }
    : null;
};

export interface OfferDay {
  readonly offer: MarketOffer;
  /** The store's history before the day (any order); other stores' points are ignored. */
  readonly history: readonly PriceHistoryPoint[];
  /** The day's stream, the offer's own (market-day.ts seeds it). */
  readonly random: Random;
  /** The day's start (ISO): when a sale that starts today began. */
  readonly dayStart: string;
}

/** The offer's move today, or null when it stays as it is. */
export const moveOffer = ({ offer, history, random, dayStart }: OfferDay): OfferMove | null => {
  const key = storeKey(offer.name);
  const own = history.filter((p) => storeKey(p.store) === key);
  const { price, originalPrice, inStock } = offer;
  const claim = claimsDiscount(offer) ? { originalPrice } : {};
  const roll = random.next();

  if (!inStock) {
    return roll < MARKET_RATES.restock ? { kind: 'restock', price, ...claim, inStock: true } : null;
  }
  if (roll < MARKET_RATES.stockOut) return { kind: 'stock-out', price, ...claim, inStock: false };
  if (claimsDiscount(offer)) {
    return roll < MARKET_RATES.stockOut + MARKET_RATES.saleEnd
      ? { kind: 'sale-end', price: priceBeforeSale(offer, own), inStock }
      : null;
  }
  if (roll < MARKET_RATES.stockOut + MARKET_RATES.saleStart)
    return sale(offer, own, random, dayStart);
  if (roll < MARKET_RATES.stockOut + MARKET_RATES.saleStart + MARKET_RATES.drift)
    return drift(offer, own, random);
  return null;
};
