/**
 * Keeping the offline caches to what they may hold: entries older than the store keeps them are
 * cleaned, and the caches belong to one user at a time. Signing out clears them; signing in as
 * someone else than the user they were kept for starts clean, so nobody sees what the previous
 * user of a shared device looked at.
 *
 * The sync queue is left alone: its calls belong to their users and are replayed (or kept waiting)
 * by the queue itself.
 */
import { openOfflineDb } from './offline-db';
import { OFFLINE_CACHE_MAX_AGE_MS } from './offline-constants';
import { forgetOfflineCacheMarker } from './offline-marker';

/** The caches: every store but the sync queue. */
const cacheStores = ['products', 'wishlist', 'price-comparisons'] as const;

interface Stamped {
  cachedAt: number;
  userId: string;
}

/** Deletes every cached entry the test holds for; says how many went. */
const deleteCachedWhere = async (test: (entry: Stamped) => boolean): Promise<number> => {
  const db = await openOfflineDb();
  const tx = db.transaction(cacheStores, 'readwrite');
  let deleted = 0;
  for (const name of cacheStores) {
    for (let cursor = await tx.objectStore(name).openCursor(); cursor;) {
      if (test(cursor.value)) {
        await cursor.delete();
        deleted += 1;
      }
      cursor = await cursor.continue();
    }
  }
  await tx.done;
  return deleted;
};

/** Whether any cache still holds an entry (so the marker can go once they are all empty). */
const anythingCached = async (): Promise<boolean> => {
  const db = await openOfflineDb();
  const counts = await Promise.all(cacheStores.map((name) => db.count(name)));
  return counts.some((n) => n > 0);
};

/** Cleans the entries cached more than the store keeps them (seven days) before `now`. */
export const cleanStaleEntries = async (
  now: number = Date.now(),
  maxAgeMs: number = OFFLINE_CACHE_MAX_AGE_MS,
): Promise<number> => {
  const deleted = await deleteCachedWhere((entry) => entry.cachedAt < now - maxAgeMs);
  if (!(await anythingCached())) forgetOfflineCacheMarker();
  return deleted;
};

/** Signing out: the products, wishlist and price comparisons cached on this device all go. */
export const clearCaches = async (): Promise<void> => {
  const db = await openOfflineDb();
  const tx = db.transaction(cacheStores, 'readwrite');
  await Promise.all([...cacheStores.map((name) => tx.objectStore(name).clear()), tx.done]);
  forgetOfflineCacheMarker();
};

/** Signed in as `userId`: what was cached for anybody else (a visitor included) goes. */
export const keepOnlyCachesOf = async (userId: string): Promise<number> =>
  deleteCachedWhere((entry) => entry.userId !== userId);

/**
 * Once per app start, when the browser is idle: the stale entries are cleaned and, with a user
 * signed in, only theirs are kept.
 */
export const tidyCaches = async (
  signedInUserId: string | undefined,
  now: number = Date.now(),
): Promise<void> => {
  if (signedInUserId !== undefined) await keepOnlyCachesOf(signedInUserId);
  await cleanStaleEntries(now);
};
