import { describe, expect, it, vi } from 'vitest';
import type { CollectionRecord, WishlistItemRecord } from '../../data/wishlist';
import { anItem } from './wishlist-fixtures';

// The views read the counters' names from the data layer's keys, whose module opens the table
// client when it loads (through users.ts).
vi.mock('../../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
const { collectionTags, statsOf, toCollection, toPublicItem, toWishlistItem } =
  await import('./wishlist-views');

const aRecord = (overrides: Partial<WishlistItemRecord> = {}): WishlistItemRecord => {
  const { targetReached: _derived, ...item } = anItem('i1', { collectionId: 'gone' });
  return {
    ...item,
    userId: 'u1',
    version: 3,
    watchState: { armed: true, lastAlertPrice: null, lastAlertAt: null },
    awaitingStock: false,
    ...overrides,
  };
};

const aCollection = (overrides: Partial<CollectionRecord> = {}): CollectionRecord => ({
  id: 'c1',
  userId: 'u1',
  name: 'Gifts',
  description: '',
  isPublic: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  version: 1,
  ...overrides,
});

describe('toWishlistItem', () => {
  it('reads an item of a deleted collection as in none, and judges its target', () => {
    // Act
    const item = toWishlistItem(aRecord({ targetPrice: 25 }), new Set(['other']));

    // Assess: the lowest price ($20) is under the $25 target.
    expect(item).toMatchObject({ collectionId: null, targetReached: true, targetPrice: 25 });
    expect(item).not.toHaveProperty('userId');
    expect(item).not.toHaveProperty('version');
  });

  it('keeps a collection that exists', () => {
    expect(toWishlistItem(aRecord(), new Set(['gone'])).collectionId).toBe('gone');
  });
});

describe('toPublicItem', () => {
  it("leaves out the owner's notes, target, alert and the price they saw", () => {
    const item = anItem('i', { notes: 'secret', targetPrice: 5, tags: ['x'] });

    expect(toPublicItem(item)).toEqual({
      id: 'i',
      productId: 'product-i',
      product: item.product,
      priority: 'medium',
      tags: ['x'],
      addedAt: item.addedAt,
    });
  });
});

describe('collections', () => {
  it('counts its items, previews the newest four and lists their tags, most used first', () => {
    // Prepare: five items in the collection, one outside it.
    const items = [1, 2, 3, 4, 5].map((day) =>
      anItem(`i${day}`, {
        collectionId: 'c1',
        addedAt: `2026-01-0${day}T00:00:00.000Z`,
        tags: day % 2 === 0 ? ['toys', 'Gift'] : ['gift'],
        product: { name: `Product ${day}` },
      }),
    );
    const outside = anItem('o', { tags: ['other'], addedAt: '2026-01-09T00:00:00.000Z' });

    // Act
    const collection = toCollection(aCollection(), [...items, outside]);

    // Assess
    expect(collection.itemCount).toBe(5);
    expect(collection.items.map((i) => i.id)).toEqual(['i5', 'i4', 'i3', 'i2']);
    expect(collection.items[0]).toEqual({ id: 'i5', productId: 'product-i5', name: 'Product 5' });
    expect(collection.tags).toEqual(['gift', 'toys']);
  });

  it('breaks ties between tags alphabetically', () => {
    expect(
      collectionTags([anItem('a', { tags: ['b', 'a'] }), anItem('b', { tags: ['c'] })]),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('statsOf', () => {
  it('reads every figure from the counters, zero where none was written', () => {
    // Act
    const stats = statsOf({
      totalItems: 3,
      collections: 1,
      valueCents: 4_999,
      unpricedItems: 1,
      'p#high': 2,
      'p#low': 1,
      'c#Home & Kitchen': 2,
      'c#Toys & Games': 1,
      'c#Books': 0,
    });

    // Assess
    expect(stats).toEqual({
      totalItems: 3,
      collections: 1,
      totalValue: 49.99,
      unpricedItems: 1,
      priceDrops: 0,
      priorityCounts: { high: 2, medium: 0, low: 1 },
      categoryCounts: { 'Home & Kitchen': 2, 'Toys & Games': 1 },
    });
  });

  it('answers zeros before the first write', () => {
    expect(statsOf({})).toMatchObject({ totalItems: 0, totalValue: 0, categoryCounts: {} });
  });
});
