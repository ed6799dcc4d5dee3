import { describe, expect, it } from 'vitest';
import {
  EIGHT_STORES,
  dailyPriceChanges,
  simulateHistory,
} from '../../../test/support/price-history-simulation';
import { packedSize } from './history-budget';
import { timeOf, type HistoryPoint } from './history-point';
import {
  appendPoint,
  EMPTY_WINDOW,
  groupByMonth,
  WINDOW_DAYS,
  windowStart,
  type HistoryWindow,
} from './history-window';
import { DAY_MS } from '@shop-scanner/shared/time';

const at = (observedAt: string, overrides: Partial<HistoryPoint> = {}): HistoryPoint => ({
  store: 'Amazon',
  price: 1_999,
  inStock: true,
  source: 'demo',
  observedAt,
  ...overrides,
});

const windowOf = (...points: HistoryPoint[]): HistoryWindow => ({ from: 0, points });

describe('windowStart', () => {
  it('is the first day of the month that holds the day 90 days ago', () => {
    expect(new Date(windowStart(new Date('2025-12-15T10:00:00.000Z'))).toISOString()).toBe(
      '2025-09-01T00:00:00.000Z',
    );
    expect(new Date(windowStart(new Date('2026-03-31T00:00:00.000Z'))).toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
  });
});

describe('appendPoint', () => {
  it('adds a point in time order and rolls nothing out while every point is recent', () => {
    const window = windowOf(at('2025-09-01T00:00:00.000Z'), at('2025-09-03T00:00:00.000Z'));
    const point = at('2025-09-02T00:00:00.000Z', { store: 'eBay', inStock: false });

    const result = appendPoint(window, point, new Date('2025-09-03T00:00:00.000Z'));

    expect(result.appended).toBe(true);
    expect(result.rolledOut).toEqual([]);
    expect(result.window.points.map((p) => p.observedAt)).toEqual([
      '2025-09-01T00:00:00.000Z',
      '2025-09-02T00:00:00.000Z',
      '2025-09-03T00:00:00.000Z',
    ]);
    expect(result.window.from).toBe(Date.parse('2025-06-01T00:00:00.000Z'));
  });

  it('rolls a month out exactly when its last millisecond is more than 90 days old', () => {
    const lastOfAugust = at('2025-08-31T23:59:59.999Z');
    const firstOfSeptember = at('2025-09-01T00:00:00.000Z');
    const window = windowOf(lastOfAugust, firstOfSeptember);
    const edge = Date.parse('2025-09-01T00:00:00.000Z') + WINDOW_DAYS * DAY_MS;
    const point = at(new Date(edge).toISOString(), { price: 2_499 });

    const before = appendPoint(window, point, new Date(edge - 1));
    const after = appendPoint(window, point, new Date(edge));

    expect(before.rolledOut).toEqual([]);
    expect(before.window.points).toHaveLength(3);
    expect(after.rolledOut).toEqual([{ month: '2025-08', points: [lastOfAugust] }]);
    // The store's last point of August stays, before `from`, as its price in force then.
    expect(after.window).toEqual({
      from: Date.parse('2025-09-01T00:00:00.000Z'),
      points: [lastOfAugust, firstOfSeptember, point],
    });
  });

  it('groups what rolls out by calendar month, months in order', () => {
    const points = [
      at('2025-05-31T23:00:00.000Z'),
      at('2025-06-01T00:00:00.000Z'),
      at('2025-06-30T00:00:00.000Z', { store: 'eBay' }),
      at('2025-07-10T00:00:00.000Z'),
      at('2025-10-01T00:00:00.000Z'),
    ];

    const result = appendPoint(
      windowOf(...points.slice(0, 4)),
      points[4]!,
      new Date('2025-11-01T00:00:00.000Z'),
    );

    expect(result.rolledOut).toEqual([
      { month: '2025-05', points: [points[0]] },
      { month: '2025-06', points: [points[1], points[2]] },
      { month: '2025-07', points: [points[3]] },
    ]);
    // Each store's last rolled-out point is carried: eBay's of June, Amazon's of July.
    expect(result.window.points).toEqual([points[2], points[3], points[4]]);
    expect(groupByMonth(points.slice(0, 4))).toEqual(result.rolledOut);
  });

  it("sends a point older than the window straight to its month, and carries it as its store's last", () => {
    const window: HistoryWindow = {
      from: Date.parse('2025-09-01T00:00:00.000Z'),
      points: [at('2025-09-10T00:00:00.000Z')],
    };
    const imported = at('2025-03-05T10:00:00.000Z', { source: 'open-prices', store: 'Lidl' });

    const result = appendPoint(window, imported, new Date('2025-10-01T00:00:00.000Z'));

    expect(result.window).toEqual({ from: window.from, points: [imported, ...window.points] });
    expect(result.rolledOut).toEqual([{ month: '2025-03', points: [imported] }]);
  });

  it('changes nothing for a point it already holds (a retried write)', () => {
    const point = at('2025-09-02T00:00:00.000Z', { originalPrice: 2_999, shippingCost: 499 });
    const window = windowOf(point);

    const result = appendPoint(window, { ...point }, new Date('2025-09-02T00:00:00.000Z'));

    expect(result.appended).toBe(false);
    expect(result.window.points).toEqual([point]);
  });

  it('stores the time in its canonical form', () => {
    const result = appendPoint(EMPTY_WINDOW, at('2025-09-02T10:00:00Z'), new Date('2025-09-02'));

    expect(result.window.points[0]?.observedAt).toBe('2025-09-02T10:00:00.000Z');
  });

  it('never moves its start back, whatever the clock says', () => {
    const window: HistoryWindow = { from: Date.parse('2025-09-01T00:00:00.000Z'), points: [] };

    const result = appendPoint(
      window,
      at('2025-09-05T00:00:00.000Z'),
      new Date('2025-01-01T00:00:00.000Z'),
    );

    expect(result.window.from).toBe(window.from);
  });

  it('rolls the oldest instants out early rather than pass its byte budget, never half an instant', () => {
    const instants = ['2025-09-01', '2025-09-02', '2025-09-03'].map((d) => `${d}T00:00:00.000Z`);
    const points = instants.flatMap((t) =>
      ['Amazon', 'eBay', 'Target'].map((store) => at(t, { store })),
    );
    let window = EMPTY_WINDOW;
    const rolled: HistoryPoint[] = [];
    for (const point of points) {
      const result = appendPoint(window, point, new Date('2025-09-03T00:00:00.000Z'), 120);
      window = result.window;
      rolled.push(...result.rolledOut.flatMap((m) => m.points));
    }

    const recent = window.points.filter((p) => timeOf(p) >= window.from);
    expect(recent.length).toBeGreaterThan(0);
    expect(rolled.every((p) => timeOf(p) < window.from)).toBe(true);
    expect(new Set(recent.map((p) => p.observedAt)).size).toBeLessThan(3);
    expect([...rolled, ...recent]).toEqual(points);
    // Carried points fit the budget too, or give way (oldest first) to what is recent.
    expect(packedSize(window.points)).toBeLessThanOrEqual(120);
  });

  it('always holds at least the last 90 days, and every older point has rolled out', () => {
    const points = dailyPriceChanges({
      stores: EIGHT_STORES.slice(0, 2),
      days: 200,
      start: new Date('2025-01-01T00:00:00.000Z'),
    });
    let window = EMPTY_WINDOW;
    const rolled: HistoryPoint[] = [];
    for (const point of points) {
      const now = new Date(point.observedAt);
      const result = appendPoint(window, point, now);
      window = result.window;
      rolled.push(...result.rolledOut.flatMap((m) => m.points));

      expect(window.from).toBeLessThanOrEqual(now.getTime() - WINDOW_DAYS * DAY_MS);
      expect(window.from).toBeGreaterThan(now.getTime() - (WINDOW_DAYS + 31) * DAY_MS);
    }
    const recent = window.points.filter((p) => timeOf(p) >= window.from);
    expect([...rolled, ...recent]).toEqual(points);
    // Rolled out once each, and before the window, each store's last point is carried.
    const carried = window.points.filter((p) => timeOf(p) < window.from);
    expect(carried.map((p) => p.store).sort()).toEqual(EIGHT_STORES.slice(0, 2).sort());
    for (const point of carried)
      expect(point).toBe(rolled.filter((p) => p.store === point.store).at(-1));
  });

  it("keeps a store's price in force when it has not changed since before the window", () => {
    const steady = at('2025-01-15T00:00:00.000Z', { store: 'Target', price: 1_500 });
    let result = appendPoint(
      windowOf(steady),
      at('2025-02-01T00:00:00.000Z'),
      new Date('2025-02-01'),
    );

    // Act: months later, with only Amazon changing, Target's one point has left the window.
    for (const day of ['2025-05-01', '2025-06-01', '2025-07-01'])
      result = appendPoint(
        result.window,
        at(`${day}T00:00:00.000Z`, { price: 2_100 }),
        new Date(day),
      );

    expect(result.window.from).toBeGreaterThan(timeOf(steady));
    expect(result.window.points.filter((p) => p.store === 'Target')).toEqual([steady]);
  });
});

describe('a year of daily changes on 8 stores, every store at its own instant', () => {
  const points = dailyPriceChanges({
    stores: EIGHT_STORES,
    days: 365,
    start: new Date('2025-01-01T00:00:00.000Z'),
  });
  const { window, largestWindow, months } = simulateHistory(points);

  it('packs the window in under 16 KB even at its largest (about 121 days)', () => {
    expect(largestWindow.points.length).toBeGreaterThan(115 * 8);
    expect(packedSize(largestWindow.points)).toBeLessThan(16 * 1024);
    expect(packedSize(window.points)).toBeLessThan(12 * 1024);
  });

  it('packs every month that left it in one part of under 4 KB', () => {
    expect([...months.keys()]).toHaveLength(9);
    for (const parts of months.values()) {
      expect(parts).toHaveLength(1);
      expect(packedSize(parts[0]!.points)).toBeLessThan(4 * 1024);
    }
  });
});
