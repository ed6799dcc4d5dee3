import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  OFFLINE_DB_NAME,
  OFFLINE_DB_VERSION,
  forgetOfflineDbForTests,
  openOfflineDb,
} from './offline-db';

afterEach(async () => {
  await forgetOfflineDbForTests();
  indexedDB.deleteDatabase(OFFLINE_DB_NAME);
});

describe('the offline store', () => {
  it('is shop-scanner-offline version 1 with the four collections of the spec', async () => {
    // Act
    const db = await openOfflineDb();

    // Assess
    expect(db.name).toBe(OFFLINE_DB_NAME);
    expect(db.version).toBe(OFFLINE_DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual([
      'price-comparisons',
      'products',
      'sync-queue',
      'wishlist',
    ]);
  });

  it('keys and indexes each collection as the spec says', async () => {
    // Prepare
    const db = await openOfflineDb();
    const tx = db.transaction(['products', 'wishlist', 'price-comparisons', 'sync-queue']);

    // Assess
    const products = tx.objectStore('products');
    expect(products.keyPath).toBe('id');
    expect([...products.indexNames].sort()).toEqual(['barcode', 'category']);
    const wishlist = tx.objectStore('wishlist');
    expect(wishlist.keyPath).toBe('id');
    expect([...wishlist.indexNames].sort()).toEqual(['productId', 'userId']);
    expect(tx.objectStore('price-comparisons').keyPath).toBe('id');
    const queue = tx.objectStore('sync-queue');
    expect(queue.autoIncrement).toBe(true);
    expect([...queue.indexNames]).toEqual(['timestamp']);
  });

  it('numbers queued calls in the order they were added', async () => {
    // Prepare
    const db = await openOfflineDb();
    const call = {
      type: 'price-report' as const,
      data: { price: 3 },
      endpoint: '/api/products/p-1/prices',
      method: 'POST' as const,
      timestamp: 1,
      retries: 0,
      idempotencyKey: 'k',
      userId: 'u',
    };

    // Act
    const first = await db.add('sync-queue', call);
    const second = await db.add('sync-queue', { ...call, idempotencyKey: 'k2' });

    // Assess
    expect(second).toBeGreaterThan(first);
  });
});
