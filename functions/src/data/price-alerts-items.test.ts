import { describe, expect, it, vi } from 'vitest';
import type { PriceAlertRecord } from './price-alerts-items';

// The keys are pure, but their module shares the user partition's key with users.ts, which
// opens the table client when it loads.
vi.mock('../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
const { productAlertKey, productAlertRange, toPriceAlert } = await import('./price-alerts-items');

const alert = (overrides: Partial<PriceAlertRecord> = {}): PriceAlertRecord => ({
  id: 'a-1',
  userId: 'user-1',
  productId: 'demo-0001',
  targetPrice: 19.99,
  storeName: null,
  isActive: true,
  triggeredAt: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const sortKey = (overrides: Partial<PriceAlertRecord>) => productAlertKey(alert(overrides)).sk;

describe('productAlertKey', () => {
  it("files the alert in its product's partition, by target in cents", () => {
    expect(productAlertKey(alert())).toEqual({
      pk: 'PRODUCT#demo-0001',
      sk: 'ALERT#0000001999#user-1#*',
    });
  });

  it('is one key for one store however it is written, and another for any store', () => {
    expect(sortKey({ storeName: ' Best  BUY ' })).toBe(sortKey({ storeName: 'best buy' }));
    expect(sortKey({ storeName: 'Best Buy' })).not.toBe(sortKey({ storeName: null }));
    // A store literally named '*' is not 'any store'.
    expect(sortKey({ storeName: '*' })).not.toBe(sortKey({ storeName: null }));
  });

  it('is another key for another target or another shopper', () => {
    expect(sortKey({ targetPrice: 20 })).not.toBe(sortKey({}));
    expect(sortKey({ userId: 'user-2' })).not.toBe(sortKey({}));
  });

  it('sorts targets in numeric order', () => {
    const keys = [1000, 9.99, 100, 0.5, 999_999.99].map((t) => sortKey({ targetPrice: t }));

    expect([...keys].sort()).toEqual(
      [0.5, 9.99, 100, 1000, 999_999.99].map((t) => sortKey({ targetPrice: t })),
    );
  });
});

describe('productAlertRange', () => {
  const inRange = (range: { from: string; to: string }, key: string) =>
    key >= range.from && key <= range.to;

  it('holds every alert of the product without a price', () => {
    const range = productAlertRange();

    for (const targetPrice of [0.01, 50, 999_999.99])
      expect(inRange(range, sortKey({ targetPrice }))).toBe(true);
  });

  it('holds the alerts a price reaches: a target at or above it', () => {
    const range = productAlertRange(19.99);

    expect(inRange(range, sortKey({ targetPrice: 19.98 }))).toBe(false);
    expect(inRange(range, sortKey({ targetPrice: 19.99 }))).toBe(true);
    expect(inRange(range, sortKey({ targetPrice: 250 }))).toBe(true);
  });
});

describe('toPriceAlert', () => {
  it('leaves the owner out of what the owner is shown', () => {
    const { userId: _userId, ...shown } = alert();

    expect(toPriceAlert(alert())).toEqual(shown);
  });
});
