/**
 * A product's price history in the single table: bounded storage, whatever the years.
 *
 * Design (the rules are pure, in model/price-history):
 * - The recent window, at least the 90 days the longest trend period needs (90 to 121: it starts
 *   on the first of a month), is packed on the product item, so the product page and the trend
 *   read it with the product in one GetItem. Older points live in month items beside the product
 *   (PRODUCT#<id> / HISTORY#<yyyy-mm>, products.ts), packed the same way; a month
 *   leaves the window whole, so it is written once, by the first write that finds it old enough.
 * - Packed, a point costs 9 to 15 bytes (about 90 as DynamoDB maps). A year of daily changes on 8
 *   stores is 2,920 points: the product item with its window at its largest (121 days) measures
 *   about 18 KB and a month item under 4 KB, against a budget of 100 KB an item (DynamoDB's limit
 *   is 400 KB); products-history-items.test.ts measures both. No item grows with the years: after
 *   five years there are more month items of the same size, and the window is the same.
 * - A flood cannot break the bound either: the packed history of any one item is capped
 *   (PACKED_HISTORY_BUDGET_BYTES, 64 KB), beyond which the window rolls its oldest points out
 *   early and a month opens a further part (HISTORY#<yyyy-mm>#<n>).
 * - Every append is one transaction: the window's update, conditional on the window version it
 *   read (historyVersion), and the month items it rolls points into, each conditional on the
 *   version read (or on being absent). A concurrent append makes it fail; it reads again and
 *   retries, so concurrent appends all land, and none is lost or written twice. Product edits put
 *   the whole item back, so they are conditional on historyVersion too (products.ts).
 * - The ingest path (product-offers.ts) writes a product's offers and their derived figures in
 *   that same Update of the product item (planAppend, then windowWrite with the offer change),
 *   since a transaction may not touch one item twice; it bumps historyVersion even when only the
 *   offers move, so every reader-then-writer of the item sees the change.
 *
 * Reads: `readHistory(id, since)` is one GetItem when `since` is inside the window; otherwise one
 * Query more, of the product's HISTORY# range from since's month to the window's first month.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  monthOf,
  oldestFirst,
  timeOf,
  type HistoryPoint,
} from '../model/price-history/history-point';
import { appendToMonth, type MonthPart } from '../model/price-history/history-periods';
import {
  appendPoint,
  type HistoryWindow,
  type MonthPoints,
} from '../model/price-history/history-window';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryRange } from '../lib/dynamodb-query';
import { cancellationCodes, isTransactionConflict } from '../lib/dynamodb-transactions';
import { retryOn } from '../lib/retry';
import {
  partOf,
  periodItem,
  periodRange,
  windowOf,
  windowUpdate,
  type PeriodItem,
  type ProductItemChange,
  type ProductWindowAttributes,
  productKey,
  type ProductItem,
} from './products';

/** The product the history was asked of does not exist. */
export class HistoryProductMissing extends Error {
  constructor(readonly productId: string) {
    super(`No product ${productId} to keep price history for`);
    this.name = 'HistoryProductMissing';
  }
}

/** Every attempt lost its race with concurrent writes of the same product: worth a retry later. */
export class HistoryBusy extends Error {
  constructor() {
    super('Concurrent writes of the price history kept clashing with this one');
    this.name = 'HistoryBusy';
  }
}

/**
 * Attempts of an append before HistoryBusy. Appends of one product race only with each other (a
 * demo-market day, a shopper's report, an import at once) and with edits: a few contenders, each
 * retry after a random, growing pause (retryOn), so eight attempts is ample.
 */
export const APPEND_ATTEMPTS = 8;
export const RETRY_BASE_DELAY_MS = 20;

/** The window as a writer read it, with the version its write is conditional on. */
export interface WindowRead {
  readonly window: HistoryWindow;
  readonly version: number;
}

/** The window of a product item already read (a writer that read the whole item). */
export const windowReadOf = (
  item: ProductWindowAttributes & Pick<Partial<ProductItem>, 'stores'>,
): WindowRead => ({ window: windowOf(item), version: item.historyVersion ?? 0 });

const readWindow = async (productId: string): Promise<WindowRead | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: productKey(productId),
      ConsistentRead: true,
      // The window, and the offers that complete points of format 1 (windowOf).
      ProjectionExpression: '#history, #from, #version, #stores',
      ExpressionAttributeNames: {
        '#history': 'history',
        '#from': 'historyFrom',
        '#version': 'historyVersion',
        '#stores': 'stores',
      },
    }),
  );
  return Item
    ? windowReadOf(Item as ProductWindowAttributes & Pick<ProductItem, 'stores'>)
    : undefined;
};

/** The items of the months from `first` to `last` (`yyyy-mm`), every part, in key order. */
const periodItems = async (
  productId: string,
  first: string,
  last: string,
): Promise<PeriodItem[]> => {
  const items = await queryRange(productKey(productId).pk, periodRange(first, last));
  return items as unknown as PeriodItem[];
};

export type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** The writes that add one month's rolled-out points to its stored parts. */
const monthWrites = async (productId: string, rolled: MonthPoints): Promise<TransactItem[]> => {
  const stored = await periodItems(productId, rolled.month, rolled.month);
  const versions = new Map(stored.map((item) => [item.part, item.version]));
  const parts: MonthPart[] = stored.map(partOf);
  const product = { pk: productKey(productId).pk, id: productId };
  return appendToMonth(parts, rolled.points).map((write) => {
    const read = versions.get(write.part);
    return {
      Put: {
        TableName: tableName,
        Item: { ...periodItem(product, rolled.month, write, (read ?? 0) + 1) },
        ...(read === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : {
              ConditionExpression: '#version = :read',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':read': read },
            }),
      },
    };
  });
};

/**
 * The product item's Update of a price write: the window (undefined: as read), the next window
 * version, and whatever else the same write changes on the item (windowUpdate).
 */
export const windowWrite = (
  productId: string,
  read: WindowRead,
  window: HistoryWindow | undefined,
  change?: ProductItemChange,
): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: productKey(productId),
    ...windowUpdate(read.version, window, change),
  },
});

/** What appending one point as of a moment writes, before the transaction is sent. */
export interface AppendPlan {
  /** The window to write; undefined when it stays as read (nothing appended or rolled out). */
  readonly window: HistoryWindow | undefined;
  /** The month items the points rolled out of the window go into. */
  readonly monthItems: readonly TransactItem[];
  /** False when the window already held this very point, or there was no point. */
  readonly appended: boolean;
  /** The months (`yyyy-mm`) points are written to, beside the window. */
  readonly months: readonly string[];
}

/**
 * Plans the append of `point` (none: nothing to append) to the window read, as of `now`: the
 * window after it, and the writes of the month items it rolls older points into (each read
 * here, so each write is conditional on the version read).
 */
export const planAppend = async (
  productId: string,
  read: WindowRead,
  point: HistoryPoint | null,
  now: Date,
): Promise<AppendPlan> => {
  if (!point) return { window: undefined, monthItems: [], appended: false, months: [] };
  const result = appendPoint(read.window, point, now);
  // A point already held, and nothing to roll out: the window stays as it is.
  if (!result.appended && result.rolledOut.length === 0)
    return { window: undefined, monthItems: [], appended: false, months: [] };
  const months = await Promise.all(
    result.rolledOut.map((rolled) => monthWrites(productId, rolled)),
  );
  return {
    window: result.window,
    monthItems: months.flat(),
    appended: result.appended,
    months: result.rolledOut.filter((_, i) => (months[i] ?? []).length > 0).map((m) => m.month),
  };
};

/** Someone else wrote the window or a month first: read again and retry. */
export const lostRace = (error: unknown): boolean =>
  isTransactionConflict(error) ||
  (cancellationCodes(error) ?? []).some((code) => code === 'ConditionalCheckFailed');

export interface AppendOutcome {
  /** False when the history already held this very point (a retried write): nothing changed. */
  readonly appended: boolean;
  /** The months (`yyyy-mm`) points were written to, beside the window. */
  readonly months: readonly string[];
}

/**
 * Appends one point to a product's history as of `now` (the window's edge moves with it), in one
 * transaction with the month items it rolls older points into. Retried when it loses a race;
 * throws HistoryProductMissing for an unknown product, HistoryBusy when every attempt lost.
 */
export const appendObservationPoint = async (
  productId: string,
  point: HistoryPoint,
  now = new Date(),
): Promise<AppendOutcome> => {
  const attempt = async (): Promise<AppendOutcome> => {
    const read = await readWindow(productId);
    if (!read) throw new HistoryProductMissing(productId);
    const plan = await planAppend(productId, read, point, now);
    if (!plan.window) return { appended: false, months: [] };
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [windowWrite(productId, read, plan.window), ...plan.monthItems],
      }),
    );
    return { appended: plan.appended, months: plan.months };
  };
  try {
    return await retryOn(lostRace, APPEND_ATTEMPTS, RETRY_BASE_DELAY_MS, attempt);
  } catch (error) {
    if (lostRace(error)) throw new HistoryBusy();
    throw error;
  }
};

/**
 * Every point observed at or after `since`, oldest first (points of one instant in the order they
 * were written). Empty for an unknown product.
 */
export const readHistory = async (productId: string, since: Date): Promise<HistoryPoint[]> => {
  const read = await readWindow(productId);
  return read ? historyAround(productId, read.window, since) : [];
};

/**
 * The same from a window already read (with its product): the months before it are queried only
 * when `since` reaches past its start, so a reader that holds the window pays one Query more, not
 * a second GetItem of the product.
 */
export const historyAround = async (
  productId: string,
  window: HistoryWindow,
  since: Date,
): Promise<HistoryPoint[]> => {
  const start = since.getTime();
  // The window's carried points (before its start) are read from their months, like any older one.
  const recent = window.points.filter((p) => timeOf(p) >= Math.max(start, window.from));
  if (start >= window.from) return recent;
  const items = await periodItems(productId, monthOf(start), monthOf(window.from));
  // Months hold only points older than the window's start; the filter keeps that exact even if
  // the window moved on since it was read.
  const older = items
    .flatMap((item) => partOf(item).points)
    .filter((p) => timeOf(p) >= start && timeOf(p) < window.from)
    .sort(oldestFirst);
  return [...older, ...recent];
};
