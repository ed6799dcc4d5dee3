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
  /** Counts the window's writes: the optimistic-concurrency condition of every history write. */
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
