import { describe, expect, it } from 'vitest';
import { aProduct } from '../../test/api-fixtures';
import { openOfflineDb } from './offline-db';
import { OFFLINE_CACHE_MAX_AGE_MS } from './offline-constants';
import { offlineCacheMayHoldData } from './offline-marker';
import { cacheProduct } from './product-cache';
import {
  cleanStaleEntries,
  clearCaches,
  keepOnlyCachesOf,
  tidyCaches,
} from './offline-housekeeping';
import { freshOfflineStoreEachTest } from '../../test/offline-store';

freshOfflineStoreEachTest();

const DAY = 24 * 60 * 60 * 1000;
const NOW = 100 * DAY;

/** One entry in each cache for a user, cached at `at`, with the ids `${prefix}-…`. */
const cacheEverywhere = async (userId: string, prefix: string, at: number) => {
  const db = await openOfflineDb();
  await cacheProduct(userId, aProduct({ id: `${prefix}-p`, barcode: `${prefix}-b` }), at);
  await db.put('wishlist', {
    id: `${prefix}-w`,
    productId: `${prefix}-p`,
    userId,
    cachedAt: at,
  } as never);
  await db.put('price-comparisons', {
    id: `${prefix}-p`,
    comparison: { productId: `${prefix}-p` } as never,
    userId,
    cachedAt: at,
  });
};

const queueACall = async () => {
  const db = await openOfflineDb();
  await db.add('sync-queue', {
    type: 'wishlist-add',
    data: { productId: 'p' },
    endpoint: '/api/wishlist/items',
    method: 'POST',
    // Queued long ago: the queue keeps it whatever its age.
    timestamp: 0,
    retries: 0,
    idempotencyKey: 'k',
    userId: 'ann',
  });
};

const idsIn = async () => {
  const db = await openOfflineDb();
  return {
    products: await db.getAllKeys('products'),
    wishlist: await db.getAllKeys('wishlist'),
    comparisons: await db.getAllKeys('price-comparisons'),
    queue: await db.count('sync-queue'),
  };
};

describe('cleaning the offline caches', () => {
  it('cleans entries older than 7 days from every cache, and leaves the queue', async () => {
    // Prepare
    await cacheEverywhere('ann', 'old', NOW - OFFLINE_CACHE_MAX_AGE_MS - 1);
    await cacheEverywhere('ann', 'week', NOW - OFFLINE_CACHE_MAX_AGE_MS);
    await queueACall();

    // Act
    const deleted = await cleanStaleEntries(NOW);

    // Assess
    expect(OFFLINE_CACHE_MAX_AGE_MS).toBe(7 * DAY);
    expect(deleted).toBe(3);
    expect(await idsIn()).toEqual({
      products: ['week-p'],
      wishlist: ['week-w'],
      comparisons: ['week-p'],
      queue: 1,
    });
    expect(offlineCacheMayHoldData()).toBe(true);
  });

  it('forgets that the device holds caches once they are all empty', async () => {
    // Prepare
    await cacheEverywhere('ann', 'old', 0);

    // Act
    await cleanStaleEntries(NOW);

    // Assess
    expect(offlineCacheMayHoldData()).toBe(false);
  });
});

describe('the caches belong to one user at a time', () => {
  it('signing out clears products, wishlist and comparisons, not the queue', async () => {
    // Prepare
    await cacheEverywhere('ann', 'a', NOW);
    await cacheEverywhere('', 'guest', NOW);
    await queueACall();

    // Act
    await clearCaches();

    // Assess
    expect(await idsIn()).toEqual({ products: [], wishlist: [], comparisons: [], queue: 1 });
    expect(offlineCacheMayHoldData()).toBe(false);
  });

  it("signing in keeps only the user's own entries: a visitor's and another user's go", async () => {
    // Prepare
    await cacheEverywhere('ann', 'a', NOW);
    await cacheEverywhere('bob', 'b', NOW);
    await cacheEverywhere('', 'guest', NOW);

    // Act
    const deleted = await keepOnlyCachesOf('bob');

    // Assess
    expect(deleted).toBe(6);
    expect(await idsIn()).toMatchObject({
      products: ['b-p'],
      wishlist: ['b-w'],
      comparisons: ['b-p'],
    });
  });

  it("at start, tidying keeps the signed-in user's fresh entries only", async () => {
    // Prepare
    await cacheEverywhere('ann', 'fresh', NOW);
    await cacheEverywhere('ann', 'stale', 0);
    await cacheEverywhere('bob', 'bobs', NOW);

    // Act
    await tidyCaches('ann', NOW);

    // Assess
    expect(await idsIn()).toMatchObject({ products: ['fresh-p'] });
  });

  it("at start with nobody signed in, tidying removes nobody's entries, only stale ones", async () => {
    // Prepare: a shopper whose session could not be restored (offline) keeps their copy.
    await cacheEverywhere('ann', 'fresh', NOW);
    await cacheEverywhere('ann', 'stale', 0);

    // Act
    await tidyCaches(undefined, NOW);

    // Assess
    expect(await idsIn()).toMatchObject({ products: ['fresh-p'] });
  });
});
