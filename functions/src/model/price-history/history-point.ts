/**
 * One point of a product's price history as it is stored: what one store asked at one moment. It
 * carries what the price rules read from a store's past: the comparison and the trend
 * (store, price, stock, shipping), the Omnibus check (the was-price a store claimed, against its
 * own 30-day low) and the confirmation rule (the source: a shopper's report is told apart).
 *
 * Amounts are whole cents and the time is an ISO string in toISOString's form, so a point packs
 * and unpacks exactly; the shared contract (PriceHistoryPoint) speaks dollars, and the product
 * page's older PricePoint too: the conversions are here.
 */
import { priceSources, toCents, type PriceSource } from '@shop-scanner/shared/price-rules';
import type { PriceHistoryPoint } from '@shop-scanner/shared/prices';
import type { PricePoint } from '@shop-scanner/shared/products';

export interface HistoryPoint {
  readonly store: string;
  /** Whole cents (USD). */
  readonly price: number;
  /** The original ("was") price the store claimed, in whole cents; absent when it claimed none. */
  readonly originalPrice?: number;
  /** What shipping adds, in whole cents; absent when it adds nothing (free, or not known). */
  readonly shippingCost?: number;
  readonly inStock: boolean;
  readonly source: PriceSource;
  /** ISO 8601 in Date#toISOString's form (UTC, milliseconds). */
  readonly observedAt: string;
}

export const timeOf = (point: Pick<HistoryPoint, 'observedAt'>): number =>
  Date.parse(point.observedAt);

/** The calendar month (UTC) of an instant, `yyyy-mm`: the period a point is filed under. */
export const monthOf = (time: number): string => new Date(time).toISOString().slice(0, 7);

/** Oldest first; a stable sort keeps points of the same instant in the order they came. */
export const oldestFirst = (a: HistoryPoint, b: HistoryPoint): number => timeOf(a) - timeOf(b);

const isCents = (value: number | undefined): boolean =>
  value === undefined || (Number.isSafeInteger(value) && value >= 0);

/**
 * The point's time, once checked to be storable exactly. Throws RangeError for what the packed
 * format cannot hold: amounts that are not whole cents, a time before 1970 or not a time, a
 * source it has no code for.
 */
export const storableTime = (point: HistoryPoint): number => {
  const time = timeOf(point);
  if (!Number.isFinite(time) || time < 0)
    throw new RangeError(`Not an observation time: ${point.observedAt}`);
  if (!isCents(point.price) || !isCents(point.originalPrice) || !isCents(point.shippingCost))
    throw new RangeError(`Not amounts in whole cents: ${JSON.stringify(point)}`);
  if (!priceSources.includes(point.source))
    throw new RangeError(`Not a price source: ${String(point.source)}`);
  return time;
};

/** The point as it is stored: checked, the time in its canonical form, no empty fields. */
export const normalizePoint = (point: HistoryPoint): HistoryPoint => ({
  store: point.store,
  price: point.price,
  ...(point.originalPrice !== undefined ? { originalPrice: point.originalPrice } : {}),
  ...(point.shippingCost ? { shippingCost: point.shippingCost } : {}),
  inStock: point.inStock,
  source: point.source,
  observedAt: new Date(storableTime(point)).toISOString(),
});

/** A point's identity: every field (JSON, so no store name can make two facts look alike). */
export const pointKey = (point: HistoryPoint): string =>
  JSON.stringify([
    point.observedAt,
    point.store,
    point.price,
    point.originalPrice ?? null,
    point.shippingCost ?? 0,
    point.inStock,
    point.source,
  ]);

/** The same fact twice (a retried write, an import read again): every field equal. */
export const samePoint = (a: HistoryPoint, b: HistoryPoint): boolean => pointKey(a) === pointKey(b);

/** The shared contract's point (dollars), what the price rules and the API work with. */
export const toPriceHistoryPoint = (point: HistoryPoint): PriceHistoryPoint => ({
  store: point.store,
  source: point.source,
  price: point.price / 100,
  ...(point.originalPrice !== undefined ? { originalPrice: point.originalPrice / 100 } : {}),
  inStock: point.inStock,
  shippingCost: (point.shippingCost ?? 0) / 100,
  timestamp: point.observedAt,
});

/**
 * The point a shared contract's point (dollars) is stored as: the inverse of toPriceHistoryPoint.
 */
export const fromPriceHistoryPoint = (point: PriceHistoryPoint): HistoryPoint =>
  normalizePoint({
    store: point.store,
    price: toCents(point.price),
    ...(point.originalPrice !== undefined ? { originalPrice: toCents(point.originalPrice) } : {}),
    shippingCost: toCents(point.shippingCost),
    inStock: point.inStock,
    source: point.source,
    observedAt: point.timestamp,
  });

/** The product page's point (shared PricePoint): the store's name as its source, in dollars. */
export const toPricePoint = (point: HistoryPoint): PricePoint => ({
  source: point.store,
  timestamp: point.observedAt,
  price: point.price / 100,
});

/** What a PricePoint does not say about itself, supplied by whoever knows it. */
export interface PricePointFacts {
  readonly source: PriceSource;
  readonly inStock: (store: string) => boolean;
}

/** A PricePoint (its source is the store's name, its price in dollars) as a history point. */
export const fromPricePoint = (point: PricePoint, facts: PricePointFacts): HistoryPoint =>
  normalizePoint({
    store: point.source,
    price: toCents(point.price),
    inStock: facts.inStock(point.source),
    source: facts.source,
    observedAt: point.timestamp,
  });
