import { describe, expect, it } from 'vitest';
import { fromPriceHistoryPoint, toPriceHistoryPoint } from './history-point';

describe('fromPriceHistoryPoint', () => {
  it('stores the contract point in cents, the inverse of toPriceHistoryPoint', () => {
    const point = {
      store: 'Walmart',
      source: 'open-prices' as const,
      price: 18.49,
      originalPrice: 24.99,
      inStock: false,
      shippingCost: 5.99,
      timestamp: '2025-06-30T12:00:00.000Z',
    };

    const stored = fromPriceHistoryPoint(point);

    expect(stored).toEqual({
      store: 'Walmart',
      source: 'open-prices',
      price: 1_849,
      originalPrice: 2_499,
      shippingCost: 599,
      inStock: false,
      observedAt: '2025-06-30T12:00:00.000Z',
    });
    expect(toPriceHistoryPoint(stored)).toEqual(point);
  });

  it('leaves free shipping and no claimed was-price out, as every stored point does', () => {
    const stored = fromPriceHistoryPoint({
      store: 'Target',
      source: 'demo',
      price: 20,
      inStock: true,
      shippingCost: 0,
      timestamp: '2025-06-30T12:00:00Z',
    });

    expect(stored).toEqual({
      store: 'Target',
      source: 'demo',
      price: 2_000,
      inStock: true,
      observedAt: '2025-06-30T12:00:00.000Z',
    });
  });
});
