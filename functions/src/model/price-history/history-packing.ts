/**
 * Price points packed as one compact string per item. As DynamoDB maps, a point's fields would
 * cost about 90 bytes (names, values and per-element overhead); packed they cost 9 to 15 (measured
 * in history-packing.test.ts), so a product's window of 90 days and more, and a month of 8 stores'
 * daily changes, are a few kilobytes each.
 *
 * Format 2 (`v: 2`): the stores named once in `stores`; `since` the oldest point's epoch
 * milliseconds; `points` the points oldest first, space separated, each
 * `head.delta.price[.was[.shipping]]` in base 36:
 *   head     store index * 8 + source code * 2 + (in stock ? 1 : 0): one or two characters
 *   delta    milliseconds since the previous point (the first: since `since`): 0 for points of the
 *            same instant (a demo-market day observes every store at once), 6 characters for a day
 *   price    whole cents
 *   was      the claimed original price in whole cents; empty when there is none
 *   shipping what shipping adds in whole cents; left out when nothing (trailing empties are cut)
 * Times are kept to the millisecond and prices to the cent, so unpacking gives back exactly the
 * points packed (in time order; points of one instant in the order they came).
 *
 * Format 1 (written before price observations existed, no `v`): `sources` (store names), `since`
 * and `index.offset.cents`, offsets from `since`, no stock or source. Items in it still unpack:
 * the caller says what format 1 never recorded (PricePointFacts).
 */
import type { PriceSource } from '@shop-scanner/shared/price-rules';
import { storableTime, type HistoryPoint, type PricePointFacts } from './history-point';

export const HISTORY_FORMAT = 2;

export interface PackedHistory {
  readonly v: typeof HISTORY_FORMAT;
  readonly stores: string[];
  readonly since: number;
  readonly points: string;
}

export interface LegacyPackedHistory {
  readonly sources: string[];
  readonly since: number;
  readonly points: string;
}

/** What an item may hold: the current format, or format 1 from before. */
export type StoredHistory = PackedHistory | LegacyPackedHistory;

/**
 * The format's own codes, never the position in a list that may be reordered: a source added
 * later fails to compile here until it gets the next free code (two bits: at most four).
 */
const SOURCE_CODES: Readonly<Record<PriceSource, number>> = {
  demo: 0,
  shopper: 1,
  'open-prices': 2,
  merchant: 3,
};
const SOURCE_BY_CODE = new Map(
  Object.entries(SOURCE_CODES).map(([source, code]) => [code, source as PriceSource]),
);
const STOCK_BIT = 1;
const SOURCE_SHIFT = 1;
const SOURCE_MASK = 3;
const STORE_SHIFT = 3;

const encode = (n: number | undefined): string => (n === undefined ? '' : n.toString(36));
const decode = (text: string | undefined): number => parseInt(text ?? '', 36);
/** An optional field: absent (or empty) is undefined. */
const decodeOptional = (text: string | undefined): number | undefined =>
  text ? decode(text) : undefined;

export const packHistory = (points: readonly HistoryPoint[]): PackedHistory => {
  // Each time parsed once: the window is packed on every append, and Date.parse is its main cost.
  const timed = points.map((point) => ({ point, time: storableTime(point) }));
  if (timed.some((entry, i) => i > 0 && entry.time < timed[i - 1]!.time))
    timed.sort((a, b) => a.time - b.time);
  const stores: string[] = [];
  const indexOf = new Map<string, number>();
  const since = timed[0]?.time ?? 0;
  let previous = since;
  const entries = timed.map(({ point, time }) => {
    let store = indexOf.get(point.store);
    if (store === undefined) {
      store = stores.push(point.store) - 1;
      indexOf.set(point.store, store);
    }
    const head =
      (store << STORE_SHIFT) |
      (SOURCE_CODES[point.source] << SOURCE_SHIFT) |
      (point.inStock ? STOCK_BIT : 0);
    let entry = `${encode(head)}.${encode(time - previous)}.${encode(point.price)}`;
    previous = time;
    if (point.originalPrice !== undefined || point.shippingCost)
      entry += `.${encode(point.originalPrice)}`;
    if (point.shippingCost) entry += `.${encode(point.shippingCost)}`;
    return entry;
  });
  return { v: HISTORY_FORMAT, stores, since, points: entries.join(' ') };
};

const corrupt = (entry: string): Error => new Error(`Unreadable price history entry "${entry}"`);

const unpackCurrent = (packed: PackedHistory): HistoryPoint[] => {
  let time = packed.since;
  return packed.points.split(' ').map((entry) => {
    const [head, delta, price, was, shipping] = entry.split('.');
    const code = decode(head);
    const store = packed.stores[code >> STORE_SHIFT];
    const source = SOURCE_BY_CODE.get((code >> SOURCE_SHIFT) & SOURCE_MASK);
    time += decode(delta);
    const cents = decode(price);
    const originalPrice = decodeOptional(was);
    const shippingCost = decodeOptional(shipping);
    if (store === undefined || source === undefined || !Number.isSafeInteger(cents))
      throw corrupt(entry);
    return {
      store,
      price: cents,
      ...(originalPrice !== undefined ? { originalPrice } : {}),
      ...(shippingCost !== undefined ? { shippingCost } : {}),
      inStock: (code & STOCK_BIT) === STOCK_BIT,
      source,
      observedAt: new Date(time).toISOString(),
    };
  });
};

const unpackLegacy = (packed: LegacyPackedHistory, facts: PricePointFacts): HistoryPoint[] =>
  packed.points
    .split(' ')
    .map((entry) => {
      const [index, offset, cents] = entry.split('.');
      const store = packed.sources[decode(index)];
      if (store === undefined) throw corrupt(entry);
      return { store, time: packed.since + decode(offset), price: decode(cents) };
    })
    // Format 1 kept the order it was given (newest first, from the demo generator).
    .sort((a, b) => a.time - b.time)
    .map(({ store, time, price }) => ({
      store,
      price,
      inStock: facts.inStock(store),
      source: facts.source,
      observedAt: new Date(time).toISOString(),
    }));

/**
 * Format 1 was written only by the demo loader (shoppers' products started with no history), from
 * the demo generator, which records prices and not stock: demo, and in stock unless the caller
 * knows better (the product's current offers: see data/products.ts).
 */
export const LEGACY_FACTS: PricePointFacts = { source: 'demo', inStock: () => true };

/**
 * The points, oldest first. Throws for a format this code does not know (written by a newer one).
 */
export const unpackHistory = (
  packed: StoredHistory | undefined,
  legacy: PricePointFacts = LEGACY_FACTS,
): HistoryPoint[] => {
  if (!packed || packed.points === '') return [];
  if (!('v' in packed)) return unpackLegacy(packed, legacy);
  if (packed.v !== HISTORY_FORMAT)
    throw new Error(`Price history format ${String(packed.v)} is newer than this code`);
  return unpackCurrent(packed);
};
