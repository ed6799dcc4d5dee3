import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import { openOfflineDb } from './offline-db';
import { cacheWishlist, readCachedWishlist } from './wishlist-cache';
import { freshOfflineStoreEachTest } from '../../test/offline-store';

freshOfflineStoreEachTest();

/** An item saved on `addedAt`, with the product summary the wishlist keeps. */
const item = (id: string, addedAt: string, productId = `product-of-${id}`): WishlistItem => ({
  id,
  productId,
  product: {
    name: `Saved ${id}`,
    category: 'Home',
    source: 'demo',
    availability: 'out-of-stock',
    lowestPrice: 4,
    averagePrice: 5,
    inStockStores: 1,
    totalStores: 3,
    stores: [],
    pricesAsOf: addedAt,
  },
  priority: 'high',
  priceWhenAdded: 5,
  targetPrice: 3,
  targetReached: false,
  priceAlertEnabled: false,
  notes: 'for the kitchen',
  tags: ['gift'],
  collectionId: null,
  addedAt,
  updatedAt: addedAt,
});

describe('the wishlist cache', () => {
  it('gives the items back as the wishlist read them, newest added first, with when', async () => {
    // Prepare
    const older = item('w-1', '2026-11-01T10:00:00.000Z');
    const newer = item('w-2', '2026-11-05T10:00:00.000Z');

    // Act
    await cacheWishlist('ann', [older, newer], 5_000);
    const saved = await readCachedWishlist('ann');

    // Assess
    expect(saved).toEqual({ items: [newer, older], cachedAt: 5_000 });
  });

  it('drops an item the shopper removed since the last read', async () => {
    // Prepare
    await cacheWishlist(
      'ann',
      [item('w-1', '2026-11-01T10:00:00.000Z'), item('w-2', '2026-11-02T10:00:00.000Z')],
      1,
    );

    // Act
    await cacheWishlist('ann', [item('w-2', '2026-11-02T10:00:00.000Z')], 2);

    // Assess
    const saved = await readCachedWishlist('ann');
    expect(saved.items.map((i) => i.id)).toEqual(['w-2']);
    expect(saved.cachedAt).toBe(2);
  });

  it("keeps each user's items apart", async () => {
    // Prepare
    await cacheWishlist('ann', [item('w-1', '2026-11-01T10:00:00.000Z')], 1);

    // Act
    await cacheWishlist('bob', [], 2);

    // Assess
    expect((await readCachedWishlist('ann')).items.map((i) => i.id)).toEqual(['w-1']);
    expect(await readCachedWishlist('bob')).toEqual({ items: [], cachedAt: undefined });
    expect(await readCachedWishlist('')).toEqual({ items: [], cachedAt: undefined });
  });

  it('finds a cached item by its product through the productId index', async () => {
    // Prepare
    await cacheWishlist('ann', [item('w-1', '2026-11-01T10:00:00.000Z', 'p-7')], 1);

    // Act
    const db = await openOfflineDb();
    const byProduct = await db.getAllFromIndex('wishlist', 'productId', 'p-7');

    // Assess
    expect(byProduct.map((i) => [i.id, i.userId, i.cachedAt])).toEqual([['w-1', 'ann', 1]]);
  });
});
