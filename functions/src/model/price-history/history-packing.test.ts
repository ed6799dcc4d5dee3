import { describe, expect, it } from 'vitest';
import { attributeValueSize } from '../../lib/dynamodb-item-size';
import { EIGHT_STORES, dailyPriceChanges } from '../../../test/support/price-history-simulation';
import type { HistoryPoint } from './history-point';
import { packHistory, unpackHistory, type LegacyPackedHistory } from './history-packing';

const point = (overrides: Partial<HistoryPoint> = {}): HistoryPoint => ({
  store: 'Amazon',
  price: 1_999,
  inStock: true,
  source: 'demo',
  observedAt: '2025-09-01T00:00:00.000Z',
  ...overrides,
});

describe('packHistory and unpackHistory (format 2)', () => {
  it('gives back exactly the points packed, every field, oldest first', () => {
    const points = [
      point({ store: 'eBay', price: 1, source: 'shopper', inStock: false }),
      point({
        store: 'Best Buy',
        price: 123_456_789,
        originalPrice: 150_000_000,
        shippingCost: 599,
        source: 'open-prices',
        observedAt: '2025-09-01T23:59:59.999Z',
      }),
      point({ store: 'Target', price: 0, shippingCost: 1, observedAt: '2025-09-03T00:00:00.001Z' }),
      point({
        store: 'eBay',
        price: 2_500,
        originalPrice: 0,
        observedAt: '2026-02-28T12:00:00.000Z',
      }),
    ];

    const packed = packHistory(points);

    expect(packed.v).toBe(2);
    expect(packed.stores).toEqual(['eBay', 'Best Buy', 'Target']);
    expect(unpackHistory(packed)).toEqual(points);
  });

  it('keeps points of one instant in the order they came', () => {
    const points = ['Walmart', 'Amazon', 'Costco'].map((store, i) =>
      point({ store, price: 100 + i }),
    );

    expect(unpackHistory(packHistory(points))).toEqual(points);
    expect(packHistory(points).points).toBe('1.0.2s 9.0.2t h.0.2u');
  });

  it('round-trips a year of daily changes on 8 stores exactly', () => {
    const points = dailyPriceChanges({
      stores: EIGHT_STORES,
      days: 365,
      start: new Date('2025-01-01T00:00:00.000Z'),
    });

    expect(unpackHistory(packHistory(points))).toEqual(points);
  });

  it('costs under 15 bytes a point (12 when stores share an instant); as maps, about 90', () => {
    const points = dailyPriceChanges({
      stores: EIGHT_STORES,
      days: 90,
      start: new Date('2025-01-01T00:00:00.000Z'),
    });
    const sameInstant = points.map((p, i) => ({
      ...p,
      observedAt: points[i - (i % 8)]!.observedAt,
    }));

    const perPoint = (list: HistoryPoint[]) => attributeValueSize(packHistory(list)) / list.length;

    expect(perPoint(points)).toBeLessThan(15);
    expect(perPoint(sameInstant)).toBeLessThan(12);
    expect(attributeValueSize(points) / points.length).toBeGreaterThan(85);
  });

  it('refuses what it could not give back exactly', () => {
    expect(() => packHistory([point({ price: 19.99 })])).toThrow(RangeError);
    expect(() => packHistory([point({ originalPrice: -1 })])).toThrow(RangeError);
    expect(() => packHistory([point({ observedAt: 'yesterday' })])).toThrow(RangeError);
    expect(() => packHistory([point({ source: 'rumour' as HistoryPoint['source'] })])).toThrow(
      RangeError,
    );
  });

  it('unpacks nothing to an empty history', () => {
    expect(unpackHistory(packHistory([]))).toEqual([]);
    expect(unpackHistory(undefined)).toEqual([]);
  });

  it('refuses a format newer than itself rather than misread it', () => {
    const future = { ...packHistory([point()]), v: 3 } as unknown as LegacyPackedHistory;

    expect(() => unpackHistory(future)).toThrow('format 3');
  });
});

describe('unpackHistory (format 1, written before price observations)', () => {
  // Written by the packer of that time from three PricePoints, newest first.
  const legacy: LegacyPackedHistory = {
    sources: ['Walmart', 'Amazon'],
    since: 1755244800123,
    points: '0.pzkjwl.v9 1.ntc70l.t6 1.0.2naj',
  };

  it('still unpacks, oldest first, with the facts format 1 never recorded supplied', () => {
    const points = unpackHistory(legacy, {
      source: 'demo',
      inStock: (store) => store !== 'Walmart',
    });

    expect(points).toEqual([
      point({ price: 123_499, observedAt: '2025-08-15T08:00:00.123Z' }),
      point({ price: 1_050, observedAt: '2025-09-01T00:00:00.000Z' }),
      point({
        store: 'Walmart',
        price: 1_125,
        inStock: false,
        observedAt: '2025-09-02T12:30:00.000Z',
      }),
    ]);
  });

  it('repacks in format 2 without losing anything', () => {
    const points = unpackHistory(legacy);

    expect(unpackHistory(packHistory(points))).toEqual(points);
  });
});
