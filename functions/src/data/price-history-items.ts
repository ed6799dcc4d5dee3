/**
 * The price history's items and attributes (price-history.ts for the design and the access
 * patterns). Pure builders, shared by every write: the product item's window attributes (which the
 * product's own builder, products-items.ts, embeds) and the month items beside the product.
 *
 *   PRODUCT#<id> / PRODUCT               history (packed window), historyFrom, historyVersion
 *   PRODUCT#<id> / HISTORY#<yyyy-mm>     part 0 of a month that left the window
 *   PRODUCT#<id> / HISTORY#<yyyy-mm>#<n> part n of it (only ever when a month outgrows its budget)
 *
 * Month keys sort by time, parts after their month's part 0 and before the next month, so one
 * Query of the product's HISTORY# range reads any span of months.
 */
import type { StoreOffer } from '@shop-scanner/shared/products';
import {
  packHistory,
  unpackHistory,
  type PackedHistory,
  type StoredHistory,
} from '../domain/prices-history/history-packing';
import type { PricePointFacts } from '../domain/prices-history/history-point';
import type { MonthPart } from '../domain/prices-history/history-periods';
import type { HistoryWindow } from '../domain/prices-history/history-window';

export const HISTORY_PREFIX = 'HISTORY#';

/** `~` sorts after `#`: past a month's last part (the next month differs earlier in the key). */
const END_OF_MONTH_PARTS = '~';

/** A month item's sort key: part 0 is the month itself. */
export const periodSortKey = (month: string, part: number): string =>
  part === 0 ? `${HISTORY_PREFIX}${month}` : `${HISTORY_PREFIX}${month}#${part}`;

/** The sort-key range of the months from `first` to `last` (`yyyy-mm`), every part included. */
export const periodRange = (first: string, last: string) => ({
  from: periodSortKey(first, 0),
  to: `${periodSortKey(last, 0)}${END_OF_MONTH_PARTS}`,
});

/** The window as the product item holds it (absent attributes: an item from before the window). */
export interface ProductWindowAttributes {
  readonly history: StoredHistory;
  /** HistoryWindow.from; absent: 0 (nothing ever rolled out). */
  readonly historyFrom?: number;
  /**
   * Counts the writes of the product's prices (its window, and its offers with their derived
   * figures: the ingest path, product-offers.ts): the optimistic-concurrency condition of every
   * history write, and of every edit, which puts the whole item back.
   */
  readonly historyVersion?: number;
}

export const windowAttributes = (
  window: HistoryWindow,
  version: number,
): Required<ProductWindowAttributes> => ({
  history: packHistory(window.points),
  historyFrom: window.from,
  historyVersion: version,
});

/**
 * What the demo generator's prices do not say about themselves: they are demo, and a store's
 * stock is its offer's (the generator keeps one stock state per store). For the demo loader's
 * PricePoints, and for points of format 1, which only the demo loader ever wrote.
 */
export const demoOfferFacts = (stores: readonly StoreOffer[] = []): PricePointFacts => {
  const stock = new Map(stores.map((offer) => [offer.name, offer.inStock]));
  return { source: 'demo', inStock: (store) => stock.get(store) ?? true };
};

/** The window of a product item (its stores complete points of format 1: demoOfferFacts). */
export const windowOf = (
  item: ProductWindowAttributes & { readonly stores?: readonly StoreOffer[] },
): HistoryWindow => ({
  from: item.historyFrom ?? 0,
  points: unpackHistory(item.history, demoOfferFacts(item.stores)),
});

/**
 * The condition that a product's window is still the one read, for every write of the product
 * item (history appends update it, edits put the whole item back): version 0 is also an item
 * from before the window existed, which has no historyVersion.
 */
export const windowUnchanged = (read: number) => ({
  expression:
    read === 0
      ? '(attribute_not_exists(#historyVersion) OR #historyVersion = :historyVersion)'
      : '#historyVersion = :historyVersion',
  names: { '#historyVersion': 'historyVersion' },
  values: { ':historyVersion': read },
});

/** One part of a condition: an expression with the names and values it uses (parts are ANDed). */
export interface ConditionPart {
  readonly expression: string;
  readonly names: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * What else one write of the product item changes besides its window. A transaction may hold one
 * operation per item (DynamoDB refuses two), so an offer change is carried by the same Update as
 * the window it appends to: its attributes set and removed, and its own condition (the product's
 * version as read).
 */
export interface ProductItemChange {
  readonly set?: Readonly<Record<string, unknown>>;
  readonly remove?: readonly string[];
  readonly condition?: ConditionPart;
}

/**
 * The expressions of the product item's Update for a price write (the caller adds the table and
 * the key): the window when it moved (`window` undefined: the window stays as read), always the
 * next historyVersion, and `change`. Conditional on the item existing and its window version
 * being the one read (windowUnchanged), so a concurrent write of the window or the offers makes
 * it fail and the writer read again.
 */
export const windowUpdate = (
  readVersion: number,
  window: HistoryWindow | undefined,
  change: ProductItemChange = {},
) => {
  const unchanged = windowUnchanged(readVersion);
  const next = window ? windowAttributes(window, readVersion + 1) : undefined;
  const setEntries = Object.entries(change.set ?? {});
  const sets = [
    ...(next ? ['#history = :history', '#from = :from'] : []),
    '#historyVersion = :next',
    ...setEntries.map((_, i) => `#s${i} = :s${i}`),
  ];
  const removes = (change.remove ?? []).map((_, i) => `#r${i}`);
  const conditions = [
    'attribute_exists(pk)',
    unchanged.expression,
    ...(change.condition ? [change.condition.expression] : []),
  ];
  return {
    UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: {
      ...(next ? { '#history': 'history', '#from': 'historyFrom' } : {}),
      ...unchanged.names,
      ...Object.fromEntries(setEntries.map(([name], i) => [`#s${i}`, name])),
      ...Object.fromEntries((change.remove ?? []).map((name, i) => [`#r${i}`, name])),
      ...change.condition?.names,
    },
    ExpressionAttributeValues: {
      ...(next ? { ':history': next.history, ':from': next.historyFrom } : {}),
      ':next': readVersion + 1,
      ...unchanged.values,
      ...Object.fromEntries(setEntries.map(([, value], i) => [`:s${i}`, value])),
      ...change.condition?.values,
    },
  };
};

export interface PeriodItem {
  readonly pk: string;
  readonly sk: string;
  readonly entityType: 'PriceHistoryPeriod';
  readonly productId: string;
  readonly month: string;
  readonly part: number;
  readonly history: PackedHistory;
  /** Counts this item's writes: a rewrite is conditional on the version it read. */
  readonly version: number;
}

export const periodItem = (
  product: { readonly pk: string; readonly id: string },
  month: string,
  part: MonthPart,
  version: number,
): PeriodItem => ({
  pk: product.pk,
  sk: periodSortKey(month, part.part),
  entityType: 'PriceHistoryPeriod',
  productId: product.id,
  month,
  part: part.part,
  history: packHistory(part.points),
  version,
});

export const partOf = (item: Pick<PeriodItem, 'part' | 'history'>): MonthPart => ({
  part: item.part,
  points: unpackHistory(item.history),
});
