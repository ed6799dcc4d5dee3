/**
 * The recent window of a product's price history, packed on the product item, and what rolls out
 * of it into month items (history-periods.ts).
 *
 * Why a window on the product: the product page and the price trend (longest period 90 days,
 * docs/prices.md#trend) read it with the product in one GetItem. Why calendar months: the window
 * starts at the first day (UTC) of the month that holds "90 days ago", so it always covers the 90
 * days the trend needs, holds 90 to 121 days, and points leave it a whole month at a time: a month
 * item is written once, in one piece, the first time a write finds its month entirely older than 90
 * days (one roll a month per product, not one per write). A point that arrives older than the
 * window (an imported price of last spring) goes straight to its month.
 *
 * The window records `from`: every point observed at or after it is in the window, every earlier
 * one in a month item. It only moves forward, so a reader that saw the window knows which months
 * to read for anything older.
 *
 * It also keeps, before `from`, each store's last point: the offer in force when the window
 * begins. History is written only when an offer changes, so a store whose price held for months
 * has no point inside the window, and without this the trend would lose it (or miss its price
 * until its first change inside the window). These carried points are copies of points already in
 * their months: a reader of "everything since t" takes them from the months, never twice.
 */
import { monthOf, normalizePoint, samePoint, timeOf, type HistoryPoint } from './history-point';
import { oldestOverBudget, PACKED_HISTORY_BUDGET_BYTES } from './history-budget';
import { addDays, utcMonthStart } from '@shop-scanner/shared/time';

/** The longest price-trend period: the window always holds at least this. */
export const WINDOW_DAYS = 90;

export interface HistoryWindow {
  /** Epoch milliseconds: points from here on are in the window, earlier ones in month items. */
  readonly from: number;
  /** Oldest first. */
  readonly points: readonly HistoryPoint[];
}

export const EMPTY_WINDOW: HistoryWindow = { from: 0, points: [] };

/** Points of one calendar month (`yyyy-mm`, UTC), oldest first. */
export interface MonthPoints {
  readonly month: string;
  readonly points: HistoryPoint[];
}

export interface AppendResult {
  readonly window: HistoryWindow;
  /** Points that left the window (or never entered it), by month, months in order. */
  readonly rolledOut: MonthPoints[];
  /** False when the window already held this very point: a retry changes nothing. */
  readonly appended: boolean;
}

/** The first instant of the UTC month that holds `now` minus WINDOW_DAYS. */
export const windowStart = (now: Date): number => {
  return utcMonthStart(addDays(now, -WINDOW_DAYS)).getTime();
};

/** Points (oldest first) grouped by their month, months in order. */
export const groupByMonth = (points: readonly HistoryPoint[]): MonthPoints[] => {
  const months = new Map<string, HistoryPoint[]>();
  for (const point of points) {
    const month = monthOf(timeOf(point));
    const list = months.get(month);
    if (list) list.push(point);
    else months.set(month, [point]);
  }
  return [...months]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, list]) => ({ month, points: list }));
};

/** Inserts after every point of the same instant or earlier: arrival order within an instant. */
const insertInOrder = (points: readonly HistoryPoint[], point: HistoryPoint): HistoryPoint[] => {
  const time = timeOf(point);
  let at = points.length;
  while (at > 0 && timeOf(points[at - 1]!) > time) at -= 1;
  return [...points.slice(0, at), point, ...points.slice(at)];
};

/** Each store's latest point among `points` (oldest first), in their order. */
const lastOfEachStore = (points: readonly HistoryPoint[]): HistoryPoint[] => {
  const last = new Map<string, HistoryPoint>();
  for (const point of points) last.set(point.store, point);
  return points.filter((point) => last.get(point.store) === point);
};

/**
 * Adds one point to the window as of `now`, and rolls out what is older than the window's start:
 * whole months normally; the oldest instants too if the window would pass its byte budget. Each
 * store's last point before the start stays as its carried point (the offer in force then).
 */
export const appendPoint = (
  window: HistoryWindow,
  point: HistoryPoint,
  now: Date,
  budget = PACKED_HISTORY_BUDGET_BYTES,
): AppendResult => {
  const stored = normalizePoint(point);
  // Only a point of the same instant can be the same fact: compare times before whole points.
  const appended = !window.points.some(
    (p) => p.observedAt === stored.observedAt && samePoint(p, stored),
  );
  // Carried points are in their months already: they never roll out again.
  const carriedBefore = new Set(window.points.filter((p) => timeOf(p) < window.from));
  const points = appended ? insertInOrder(window.points, stored) : [...window.points];
  let from = Math.max(window.from, windowStart(now));
  let kept = points.findIndex((p) => timeOf(p) >= from);
  if (kept === -1) kept = points.length;
  const over = oldestOverBudget(points.slice(kept), budget);
  if (over > 0) {
    kept += over;
    from = kept < points.length ? timeOf(points[kept]!) : timeOf(points[kept - 1]!) + 1;
  }
  const recent = points.slice(kept);
  const before = points.slice(0, kept);
  const carried = lastOfEachStore(before);
  // The budget holds with them too: past it, the oldest carried points go first.
  const carriedKept = carried.slice(oldestOverBudget([...carried, ...recent], budget));
  return {
    window: { from, points: [...carriedKept, ...recent] },
    rolledOut: groupByMonth(before.filter((p) => !carriedBefore.has(p))),
    appended,
  };
};
