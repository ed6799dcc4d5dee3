import { describe, expect, it } from 'vitest';
import { EIGHT_STORES, dailyPriceChanges } from '../../../test/support/price-history-simulation';
import type { HistoryPoint } from './history-point';
import { oldestOverBudget, packedSize, packedSizeBound, runsWithinBudget } from './history-budget';

const year = dailyPriceChanges({
  stores: EIGHT_STORES,
  days: 365,
  start: new Date('2025-01-01T00:00:00.000Z'),
});

const at = (observedAt: string, store: string): HistoryPoint => ({
  store,
  price: 999,
  inStock: true,
  source: 'demo',
  observedAt,
});

describe('packedSizeBound', () => {
  it('is never below the packed size, and close to it', () => {
    for (const points of [[], year.slice(0, 1), year.slice(0, 40), year.slice(100, 1_100), year]) {
      const exact = packedSize(points);
      const bound = packedSizeBound(points);

      expect(bound).toBeGreaterThanOrEqual(exact);
      expect(bound).toBeLessThan(exact * 1.25 + 64);
    }
  });

  it('holds for the costliest fields: shipping without a was-price, huge prices, long names', () => {
    const points: HistoryPoint[] = [
      { ...at('2025-01-01T00:00:00.000Z', 'Ä'.repeat(100)), shippingCost: 35 ** 4 },
      { ...at('2026-12-31T23:59:59.999Z', 'b'), price: Number.MAX_SAFE_INTEGER, originalPrice: 0 },
    ];

    expect(packedSizeBound(points)).toBeGreaterThanOrEqual(packedSize(points));
  });
});

describe('oldestOverBudget', () => {
  it('lets nothing go while the points fit', () => {
    expect(oldestOverBudget(year.slice(0, 800), 64 * 1024)).toBe(0);
  });

  it('lets the oldest go until the rest fits, never half an instant', () => {
    const points = ['01', '02', '03', '04'].flatMap((day) =>
      ['Amazon', 'eBay'].map((store) => at(`2025-09-${day}T00:00:00.000Z`, store)),
    );
    const budget = packedSize(points.slice(3));

    const cut = oldestOverBudget(points, budget);

    expect(cut).toBe(4);
    expect(packedSize(points.slice(cut))).toBeLessThanOrEqual(budget);
  });
});

describe('runsWithinBudget', () => {
  it('splits points into consecutive runs that each fit, losing none', () => {
    const budget = 4 * 1024;

    const runs = runsWithinBudget(year, budget);

    expect(runs.length).toBeGreaterThan(5);
    expect(runs.flat()).toEqual(year);
    expect(runs.every((run) => packedSize(run) <= budget)).toBe(true);
    expect(runs.slice(0, -1).every((run) => packedSize(run) > budget * 0.9)).toBe(true);
  });
});
