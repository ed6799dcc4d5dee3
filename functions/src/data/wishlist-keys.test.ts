import { describe, expect, it, vi } from 'vitest';
import type { WishlistItemRecord } from './wishlist-keys';

// The keys are pure, but their module shares the user partition's key with users.ts, which
// opens the table client when it loads.
vi.mock('../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
const { counterUpdate, itemCounterDeltas, toItemRecord, wishlistItemItem } =
  await import('./wishlist-keys');

const product = (lowestPrice: number | null, category = 'Books') => ({
  name: 'A book',
  category,
  source: 'user' as const,
  availability: lowestPrice === null ? ('out-of-stock' as const) : ('in-stock' as const),
  lowestPrice,
  averagePrice: lowestPrice,
  inStockStores: lowestPrice === null ? 0 : 1,
  totalStores: 1,
  stores: [],
  pricesAsOf: '2026-01-01T00:00:00.000Z',
});

const record = (overrides: Partial<WishlistItemRecord> = {}): WishlistItemRecord => ({
  id: 'item-1',
  userId: 'user-1',
  productId: 'product-1',
  product: product(12.34),
  priority: 'high',
  priceWhenAdded: 12.34,
  targetPrice: null,
  priceAlertEnabled: true,
  notes: '',
  tags: [],
  collectionId: null,
  addedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  watchState: { armed: true, lastAlertPrice: null, lastAlertAt: null },
  awaitingStock: false,
  ...overrides,
});

describe('itemCounterDeltas', () => {
  it('counts an added item once in each of its counters, its price in cents', () => {
    expect(itemCounterDeltas(undefined, record())).toEqual({
      totalItems: 1,
      'p#high': 1,
      'c#Books': 1,
      valueCents: 1234,
    });
  });

  it('takes a deleted item out again, and counts an item without a price as unpriced', () => {
    expect(itemCounterDeltas(record({ product: product(null) }), undefined)).toEqual({
      totalItems: -1,
      'p#high': -1,
      'c#Books': -1,
      unpricedItems: -1,
    });
  });

  it('moves only what an edit changed', () => {
    expect(itemCounterDeltas(record(), record({ priority: 'low', notes: 'x' }))).toEqual({
      'p#high': -1,
      'p#low': 1,
    });
    expect(itemCounterDeltas(record(), record({ product: product(10) }))).toEqual({
      valueCents: -234,
    });
    expect(itemCounterDeltas(record(), record())).toEqual({});
  });
});

describe('counterUpdate', () => {
  it("adds each delta through placeholders, since names hold '#', spaces and '&'", () => {
    expect(counterUpdate({ 'c#Home & Kitchen': 1, totalItems: -1 })).toEqual({
      UpdateExpression: 'ADD #n0 :d0, #n1 :d1 SET #entityType = :entityType',
      ExpressionAttributeNames: {
        '#entityType': 'entityType',
        '#n0': 'c#Home & Kitchen',
        '#n1': 'totalItems',
      },
      ExpressionAttributeValues: { ':entityType': 'WishlistStats', ':d0': 1, ':d1': -1 },
    });
  });
});

describe('wishlistItemItem', () => {
  it("puts every item in its product's watchers, its alert on or off (the job keeps each card current)", () => {
    // Act
    const on = wishlistItemItem(record());
    const off = wishlistItemItem(record({ priceAlertEnabled: false }));

    // Assess
    expect(on).toMatchObject({
      pk: 'USER#user-1',
      sk: 'WISHLIST#ITEM#item-1',
      gsi4pk: 'WATCHED#product-1',
      gsi4sk: 'user-1#item-1',
    });
    expect(off).toMatchObject({ gsi4pk: 'WATCHED#product-1', gsi4sk: 'user-1#item-1' });
  });

  it("keeps the watch state and the wait for stock, which the shopper's edits put back as read", () => {
    const state = { armed: false, lastAlertPrice: 9.99, lastAlertAt: '2026-01-02T00:00:00.000Z' };

    const item = wishlistItemItem(record({ watchState: state, awaitingStock: true }));

    expect(item).toMatchObject({ watchState: state, awaitingStock: true, version: 1 });
  });
});

describe('toItemRecord', () => {
  it('gives an item stored before the watch fields a new watch, waiting for stock if out of stock', () => {
    // Prepare: as stored before the price-drop job
    const { watchState: _w, awaitingStock: _a, ...old } = record({ product: product(null) });

    // Act
    const read = toItemRecord({ ...old });

    // Assess
    expect(read.watchState).toEqual({ armed: true, lastAlertPrice: null, lastAlertAt: null });
    expect(read.awaitingStock).toBe(true);
  });
});

describe('priceDropItem', () => {
  const drop = {
    id: 'd-1',
    userId: 'u-1',
    itemId: 'w-1',
    productId: 'p-1',
    productName: 'A book',
    kind: 'price-drop' as const,
    oldPrice: 20,
    newPrice: 15,
    priceDropPercentage: 25,
    store: 'Walmart',
    storeTrustScore: 90,
    lowTrust: false,
    detectedAt: '2026-11-27T12:00:00.000Z',
    isRead: false,
  };

  it('keeps an unread drop without a TTL: the unread count counts it', async () => {
    const { priceDropItem } = await import('./wishlist-keys');

    expect(priceDropItem(drop)).not.toHaveProperty('expiresAt');
  });

  it('lets a read drop leave 90 days after it was read', async () => {
    const { priceDropItem, readDropExpiresAt } = await import('./wishlist-keys');

    expect(priceDropItem({ ...drop, isRead: true }).expiresAt).toBe(
      Date.parse('2026-11-27T12:00:00.000Z') / 1000 + 90 * 86_400,
    );
    expect(readDropExpiresAt(new Date('2026-11-27T12:00:00.000Z'))).toBe(
      Date.parse('2026-11-27T12:00:00.000Z') / 1000 + 90 * 86_400,
    );
  });
});
