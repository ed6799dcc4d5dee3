import { describe, expect, it } from 'vitest';
import { chartPath } from './price-chart';

const at = (price: number, day: number) => ({
  date: new Date(Date.UTC(2026, 2, day, 12)).toISOString(),
  price,
});

describe('chartPath', () => {
  it('runs time left to right and price bottom to top, inside the padding', () => {
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
