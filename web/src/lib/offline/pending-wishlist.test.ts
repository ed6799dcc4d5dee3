import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_DB_NAME, forgetOfflineDbForTests } from './offline-db';
import { readPendingWishlist } from './pending-wishlist';
import { cacheProduct } from './product-cache';
import { enqueueCall } from './sync-queue';
import type { Product } from '@shop-scanner/shared/products';

afterEach(async () => {
  await forgetOfflineDbForTests();
  indexedDB.deleteDatabase(OFFLINE_DB_NAME);
  localStorage.clear();
});

const aProduct = (id: string, name: string) =>
  ({
    id,
    barcode: '4006381333931',
    name,
    description: 'A pen',
    category: 'Office Products',
    brand: 'Stabilo',
    tags: [],
    source: 'user',
  }) as unknown as Product;

const add = (productId: string, userId: string, timestamp: number) =>
  enqueueCall({
    type: 'wishlist-add',
    data: { productId },
    endpoint: '/api/wishlist/items',
    method: 'POST',
    idempotencyKey: `key-${productId}-${userId}`,
    userId,
    timestamp,
  });

describe('reading the pending wishlist from the offline store', () => {
  it("names an add's product from this user's saved copy only", async () => {
    // Prepare
    await cacheProduct('ann', aProduct('p-1', 'Ann’s Fineliner'));
    await cacheProduct('bob', aProduct('p-2', 'Bob’s Marker'));
    await add('p-1', 'ann', 1);
    await add('p-2', 'ann', 2);
    await add('p-3', 'bob', 3);

    // Act
    const pending = await readPendingWishlist('ann');

    // Assess
    expect(pending.adds.map((a) => [a.productId, a.product?.name])).toEqual([
      ['p-1', 'Ann’s Fineliner'],
      ['p-2', undefined],
    ]);
    expect(pending.adds[0]!.product).toEqual({
      id: 'p-1',
      name: 'Ann’s Fineliner',
      category: 'Office Products',
      brand: 'Stabilo',
      imageUrl: undefined,
      source: 'user',
    });
    expect(pending.edits).toEqual([]);
  });
});
