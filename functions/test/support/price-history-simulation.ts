/**
 * Price history under load, for the budget tests and the integration test. Every store of a
 * product changes its offer once a day, at its own random millisecond (the costliest case for the
 * packed deltas: no two points share an instant), with sales that claim a was-price, stock-outs
 * and all three sources. Seeded, so every run measures the same points.
 */
import type { HistoryPoint } from '../../src/model/price-history/history-point';
import { appendToMonth, type MonthPart } from '../../src/model/price-history/history-periods';
import {
  appendPoint,
  EMPTY_WINDOW,
  type HistoryWindow,
} from '../../src/model/price-history/history-window';
import { createRandom } from '../../src/lib/seeded-random';
import { DAY_MS } from '@shop-scanner/shared/time';

export const EIGHT_STORES = [
  'Amazon',
  'Walmart',
  'Best Buy',
  'Target',
  'eBay',
  'Costco',
  'Home Depot',
  'AliExpress',
] as const;

export interface DailyChanges {
  readonly stores: readonly string[];
  readonly days: number;
  /** The first day, midnight UTC. */
  readonly start: Date;
  readonly seed?: number;
}

/** One point per store and day, oldest first. */
export const dailyPriceChanges = ({
  stores,
  days,
  start,
  seed = 9,
}: DailyChanges): HistoryPoint[] => {
  const random = createRandom(seed);
  const prices = stores.map(() => random.int(1_999, 149_999));
  const points: HistoryPoint[] = [];
  for (let day = 0; day < days; day += 1) {
    const dayPoints = stores.map((store, s): HistoryPoint => {
      const price = Math.max(99, Math.round(prices[s]! * random.between(0.95, 1.05)));
      prices[s] = price;
      const onSale = random.chance(0.15);
      return {
        store,
        price,
        ...(onSale ? { originalPrice: Math.round(price * random.between(1.1, 1.4)) } : {}),
        ...(random.chance(0.3) ? { shippingCost: random.int(299, 1_499) } : {}),
        inStock: !random.chance(0.05),
        source: random.chance(0.8) ? 'demo' : random.chance(0.5) ? 'shopper' : 'open-prices',
        observedAt: new Date(
          start.getTime() + day * DAY_MS + random.int(0, DAY_MS - 1),
        ).toISOString(),
      };
    });
    points.push(...dayPoints.sort((a, b) => Date.parse(a.observedAt) - Date.parse(b.observedAt)));
  }
  return points;
};

export interface SimulatedHistory {
  readonly window: HistoryWindow;
  /** The window when it held the most points (just before a month rolled out: about 121 days). */
  readonly largestWindow: HistoryWindow;
  /** Every month's stored parts, as the month items would hold them. */
  readonly months: ReadonlyMap<string, readonly MonthPart[]>;
}

/**
 * The points written one by one, each at its own observation time, the way the data layer does:
 * the window appended to, rolled-out months added to their parts (appendToMonth).
 */
export const simulateHistory = (
  points: readonly HistoryPoint[],
  start: HistoryWindow = EMPTY_WINDOW,
): SimulatedHistory => {
  let window = start;
  let largestWindow = start;
  const months = new Map<string, MonthPart[]>();
  for (const point of points) {
    const result = appendPoint(window, point, new Date(point.observedAt));
    window = result.window;
    if (window.points.length > largestWindow.points.length) largestWindow = window;
    for (const { month, points: rolled } of result.rolledOut) {
      const stored = months.get(month) ?? [];
      const writes = appendToMonth(stored, rolled);
      const untouched = stored.filter((part) => !writes.some((w) => w.part === part.part));
      months.set(
        month,
        [...untouched, ...writes.map(({ part, points: p }) => ({ part, points: p }))].sort(
          (a, b) => a.part - b.part,
        ),
      );
    }
  }
  return { window, largestWindow, months };
};
