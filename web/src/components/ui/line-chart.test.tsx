import { describe, expect, it } from 'vitest';
import { formatUsd } from '@shop-scanner/shared/price-rules';
import { chartPath, dateAxisLabels, valueAxisTicks } from './line-chart';

const at = (value: number, day: number) => ({
  date: new Date(Date.UTC(2026, 2, day, 12)).toISOString(),
  value,
});
const priceAxisTicks = (low: number, high: number) => valueAxisTicks(low, high, formatUsd);

describe('chartPath', () => {
  it('runs time left to right and value bottom to top, inside the padding', () => {
    const { line, low, high } = chartPath([at(10, 1), at(20, 2), at(15, 3)]);
    expect(low).toBe(10);
    expect(high).toBe(20);
    expect(line).toBe('0,92 50,8 100,50');
  });

  it('draws a flat series across the middle, and one point in the centre', () => {
    expect(chartPath([at(5, 1), at(5, 2)]).line).toBe('0,50 100,50');
    const one = chartPath([at(5, 1)]);
    expect(one.line).toBe('50,50');
    expect(one.area).toBe('');
  });
});

describe('priceAxisTicks (every label on the axis reads differently)', () => {
  it('puts the high on the top line and the low on the bottom one', () => {
    expect(priceAxisTicks(14.99, 15.99)).toEqual([
      { label: '$15.99', y: 8 },
      { label: '$14.99', y: 92 },
    ]);
  });

  it.each([
    ['a flat series', 15.99, 15.99],
    ['prices within a rounding of each other', 15.99, 15.994],
  ])('shows %s with one label on the middle line', (_, low, high) => {
    // Act
    const ticks = priceAxisTicks(low, high);

    // Assess
    expect(ticks).toEqual([{ label: '$15.99', y: 50 }]);
  });

  it('never repeats a label, whatever the series', () => {
    // Prepare: lows and highs a cent apart and equal, across a range of prices.
    const pairs = Array.from({ length: 200 }, (_, i) => {
      const low = 1 + i * 0.37;
      return [low, i % 2 === 0 ? low : low + 0.01] as const;
    });

    // Act
    const labels = pairs.map(([low, high]) => priceAxisTicks(low, high).map((t) => t.label));

    // Assess
    for (const row of labels) expect(new Set(row).size).toBe(row.length);
  });
});

describe('valueAxisTicks (any kind of value)', () => {
  it('labels counts as the caller formats them', () => {
    // Act
    const ticks = valueAxisTicks(0, 12, (n) => String(n));

    // Assess
    expect(ticks).toEqual([
      { label: '12', y: 8 },
      { label: '0', y: 92 },
    ]);
  });
});

describe('dateAxisLabels', () => {
  it('shows a date once when the first and last read the same', () => {
    expect(dateAxisLabels('Mar 1', 'Mar 1')).toEqual(['Mar 1']);
    expect(dateAxisLabels('Mar 1', 'Mar 30')).toEqual(['Mar 1', 'Mar 30']);
  });
});
