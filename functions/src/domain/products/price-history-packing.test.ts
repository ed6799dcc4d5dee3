import { describe, expect, it } from 'vitest';
import { packPriceHistory, unpackPriceHistory } from './price-history-packing';

describe('price history packing', () => {
  it('gives back exactly the points packed, newest first', () => {
    const points = [
      { source: 'Amazon', timestamp: '2025-08-01T00:00:00.000Z', price: 19.99 },
      { source: 'eBay', timestamp: '2025-10-30T23:59:59.123Z', price: 1234.5 },
      { source: 'Amazon', timestamp: '2025-09-15T12:00:00.000Z', price: 0.01 },
    ];

    const packed = packPriceHistory(points);

    expect(packed.sources).toEqual(['Amazon', 'eBay']);
    expect(unpackPriceHistory(packed)).toEqual([points[1], points[2], points[0]]);
  });

  it('packs 90 days of 8 stores into a few kilobytes', () => {
    const points = Array.from({ length: 90 * 8 }, (_, i) => ({
      source: `Store ${i % 8}`,
      timestamp: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 8) * 86_400_000).toISOString(),
      price: 100 + (i % 37) / 100,
    }));

    const packed = packPriceHistory(points);

    expect(packed.points.length).toBeLessThan(12_000);
    expect(unpackPriceHistory(packed)).toHaveLength(720);
  });

  it('unpacks nothing to an empty history', () => {
    expect(unpackPriceHistory(packPriceHistory([]))).toEqual([]);
    expect(unpackPriceHistory(undefined)).toEqual([]);
  });
});
