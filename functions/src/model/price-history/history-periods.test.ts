import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from './history-point';
import { packedSize } from './history-budget';
import { appendToMonth, type MonthPart } from './history-periods';

const day = (n: number, overrides: Partial<HistoryPoint> = {}): HistoryPoint => ({
  store: 'Amazon',
  price: 1_000 + n,
  inStock: true,
  source: 'demo',
  observedAt: `2025-03-${String(n).padStart(2, '0')}T09:00:00.000Z`,
  ...overrides,
});

describe('appendToMonth', () => {
  it('creates part 0 of a month not stored yet', () => {
    expect(appendToMonth([], [day(2), day(1)])).toEqual([
      { part: 0, points: [day(1), day(2)], isNew: true },
    ]);
  });

  it('adds late points to the stored month in time order', () => {
    const stored: MonthPart[] = [{ part: 0, points: [day(1), day(3)] }];

    expect(appendToMonth(stored, [day(2, { source: 'open-prices' })])).toEqual([
      { part: 0, points: [day(1), day(2, { source: 'open-prices' }), day(3)], isNew: false },
    ]);
  });

  it('drops points already stored in any part, and repeats within the batch', () => {
    const stored: MonthPart[] = [
      { part: 0, points: [day(1)] },
      { part: 1, points: [day(2)] },
    ];

    expect(appendToMonth(stored, [day(1), day(2), { ...day(2) }])).toEqual([]);
    expect(appendToMonth(stored, [day(1), day(4), day(4)])).toEqual([
      { part: 1, points: [day(2), day(4)], isNew: false },
    ]);
  });

  it('opens new parts rather than grow the last one past the budget, never rewriting full ones', () => {
    const budget = packedSize([day(1), day(2), day(3)]);
    const stored: MonthPart[] = [
      { part: 0, points: [day(1), day(2), day(3)] },
      { part: 1, points: [day(4)] },
    ];
    const incoming = [5, 6, 7, 8, 9, 10].map((n) => day(n));

    const writes = appendToMonth(stored, incoming, budget);

    expect(writes.map((w) => [w.part, w.isNew])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    expect(writes.flatMap((w) => w.points)).toEqual([day(4), ...incoming]);
    expect(writes.every((w) => packedSize(w.points) <= budget)).toBe(true);
  });
});
