import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from '../../model/price-history/history-point';
import { isConfirmedPrice, priceSettingsOf } from './price-confirmation';
import { anOffer } from '../prices/price-fixtures';

const point = (store: string, cents: number, at: string, inStock = true): HistoryPoint => ({
  store,
  price: cents,
  inStock,
  source: 'shopper',
  observedAt: at,
});

const offer = (name: string, price: number, lastUpdated: string, inStock = true) =>
  anOffer(name, price, { lastUpdated, inStock });

const T1 = '2026-11-20T10:00:00.000Z';
const T2 = '2026-11-21T10:00:00.000Z';
const T3 = '2026-11-22T10:00:00.000Z';

describe('priceSettingsOf', () => {
  it("dates each store's price from the first point of its current run, with the price before", () => {
    // Prepare: Walmart 50 -> 30 (seen twice at 30, once with other shipping facts unchanged)
    const points = [
      point('Walmart', 5000, T1),
      point('Target', 4800, T1),
      point('Walmart', 3000, T2),
      point('Walmart', 3000, T3),
    ];

    // Act
    const settings = priceSettingsOf(points);

    // Assess
    expect(settings).toEqual({
      Walmart: { setAt: T2, priceBefore: 50 },
      Target: { setAt: T1, priceBefore: null },
    });
  });

  it('has no price before when the store had it out of stock', () => {
    const settings = priceSettingsOf([point('Etsy', 4000, T1, false), point('Etsy', 3900, T2)]);

    expect(settings.Etsy).toEqual({ setAt: T2, priceBefore: null });
  });
});

describe('isConfirmedPrice', () => {
  const settings = { Walmart: { setAt: T2, priceBefore: 50 } };

  it('confirms a price that is not far off at once', () => {
    const walmart = offer('Walmart', 45, T2);

    expect(
      isConfirmedPrice(
        { stores: [walmart, offer('Target', 48, T1)], priceSettings: settings },
        walmart,
      ),
    ).toBe(true);
  });

  it('holds a far-off price seen once, and confirms it once the store was seen asking it again', () => {
    // Prepare: $30 against Target's $48 (37.5 % below)
    const once = offer('Walmart', 30, T2);
    const twice = offer('Walmart', 30, T3);
    const target = offer('Target', 48, T1);

    // Act / Assess
    expect(isConfirmedPrice({ stores: [once, target], priceSettings: settings }, once)).toBe(false);
    expect(isConfirmedPrice({ stores: [twice, target], priceSettings: settings }, twice)).toBe(
      true,
    );
  });

  it("with no other store, judges a far-off price against the store's own price before", () => {
    const alone = offer('Walmart', 30, T2);

    expect(isConfirmedPrice({ stores: [alone], priceSettings: settings }, alone)).toBe(false);
  });

  it('confirms a far-off price that a second store also asks', () => {
    // Prepare: two stores at $30 and one at $60: the median of the others is 45, 30 is 33 % below
    const walmart = offer('Walmart', 30, T2);
    const stores = [walmart, offer('Etsy', 30, T2), offer('Target', 60, T1)];

    expect(isConfirmedPrice({ stores, priceSettings: settings }, walmart)).toBe(true);
  });

  it('confirms a price that has stood since before the window', () => {
    const walmart = offer('Walmart', 30, T2);

    expect(
      isConfirmedPrice({ stores: [walmart, offer('Target', 60, T1)], priceSettings: {} }, walmart),
    ).toBe(true);
  });
});
