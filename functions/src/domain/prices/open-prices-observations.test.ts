import { describe, expect, it } from 'vitest';
import type { OpenPrice } from '../../lib/open-prices';
import {
  IN_STORE_SHIPPING,
  MAX_OFFERS_PER_PRODUCT,
  observedAtOf,
  openPricesObservations,
} from './open-prices-observations';

const NOW = new Date('2025-06-15T18:00:00Z');
let nextId = 1;
const price = (fields: Partial<OpenPrice> & Pick<OpenPrice, 'store' | 'date'>): OpenPrice => ({
  id: nextId++,
  price: 3.49,
  currency: 'USD',
  ...fields,
});
const plan = (prices: readonly OpenPrice[], currentStores: readonly string[] = []) =>
  openPricesObservations('p1', prices, currentStores, NOW);

describe('openPricesObservations', () => {
  it('makes an in-stock shelf observation of source open-prices at the start of its day', () => {
    const [observation] = plan([price({ store: 'Safeway', price: 2.99, date: '2025-06-10' })]);

    expect(observation).toEqual({
      productId: 'p1',
      store: 'Safeway',
      price: 2.99,
      inStock: true,
      shipping: IN_STORE_SHIPPING,
      source: 'open-prices',
      observedAt: '2025-06-10T00:00:00.000Z',
    });
  });

  it("carries the price before the discount as the original price, and an online store's link", () => {
    const [observation] = plan([
      price({
        store: 'walmart.com',
        price: 2.99,
        originalPrice: 3.49,
        url: 'https://www.walmart.com/ip/1',
        date: '2025-06-10',
      }),
    ]);

    expect(observation).toMatchObject({
      price: 2.99,
      originalPrice: 3.49,
      url: 'https://www.walmart.com/ip/1',
    });
  });

  it("orders each shop's days oldest first, so the offer ends on the newest", () => {
    const observations = plan([
      price({ store: 'Safeway', price: 2.99, date: '2025-06-10' }),
      price({ store: 'Safeway', price: 3.29, date: '2025-06-01' }),
      price({ store: 'Kroger', price: 3.19, date: '2025-06-05' }),
    ]);

    expect(observations.map((o) => [o.store, o.price, o.observedAt.slice(0, 10)])).toEqual([
      ['Safeway', 3.29, '2025-06-01'],
      ['Kroger', 3.19, '2025-06-05'],
      ['Safeway', 2.99, '2025-06-10'],
    ]);
  });

  it('keeps one price per shop and day: the last submitted, whatever the spelling of the shop', () => {
    const first = price({ store: 'Safeway', price: 2.99, date: '2025-06-10', id: 500 });
    const later = price({ store: ' safeway ', price: 3.09, date: '2025-06-10', id: 501 });

    expect(plan([later, first]).map((o) => o.price)).toEqual([3.09]);
    expect(plan([first, later]).map((o) => o.price)).toEqual([3.09]);
  });

  it('leaves out a price dated after the run (the ingest would refuse it)', () => {
    expect(plan([price({ store: 'Safeway', date: '2025-06-16' })])).toEqual([]);
    expect(plan([price({ store: 'Safeway', date: '2025-06-15' })])).toHaveLength(1);
  });

  it('adds new shops only while the product has room, the most recently seen first', () => {
    const current = ['Amazon', 'Walmart', 'Target', 'Costco', 'eBay', 'Best Buy'];
    const observations = plan(
      [
        price({ store: 'Old Shop', date: '2025-06-01' }),
        price({ store: 'Newest Shop', date: '2025-06-12' }),
        price({ store: 'Newer Shop', date: '2025-06-08' }),
        // A shop the product has is always updated, room or not.
        price({ store: 'walmart', date: '2025-06-02' }),
      ],
      current,
    );

    expect(MAX_OFFERS_PER_PRODUCT).toBe(8);
    expect(observations.map((o) => o.store).sort()).toEqual([
      'Newer Shop',
      'Newest Shop',
      'walmart',
    ]);
  });

  it('adds no new shop to a full product', () => {
    const full = Array.from({ length: MAX_OFFERS_PER_PRODUCT }, (_, i) => `Store ${i}`);

    expect(plan([price({ store: 'Safeway', date: '2025-06-10' })], full)).toEqual([]);
  });

  it('reads a day as its start in UTC', () => {
    expect(observedAtOf('2025-01-31')).toBe('2025-01-31T00:00:00.000Z');
  });
});
