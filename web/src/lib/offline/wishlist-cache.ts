/**
 * The signed-in shopper's wishlist items as the wishlist last read them (each with the summary of
 * its product the wishlist keeps), for the wishlist without a connection. Keyed by item id, found
 * by user; a reader only sees the items cached for the same user.
 */
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import { openOfflineDb } from './offline-db';
import { markOfflineCacheUsed } from './offline-marker';

/**
 * Keeps the user's whole wishlist as just read: items no longer in it leave the cache, so the copy
 * never shows an item the shopper removed. Only a complete list belongs here (not a search's or a
 * filter's part of it).
 */
export const cacheWishlist = async (
  userId: string,
  items: readonly WishlistItem[],
  now: number = Date.now(),
): Promise<void> => {
  const db = await openOfflineDb();
  const tx = db.transaction('wishlist', 'readwrite');
  const kept = new Set(items.map((item) => item.id));
  const before = await tx.store.index('userId').getAllKeys(userId);
  await Promise.all([
    ...before.filter((id) => !kept.has(id)).map((id) => tx.store.delete(id)),
    ...items.map((item) => tx.store.put({ ...item, cachedAt: now, userId })),
    tx.done,
  ]);
  markOfflineCacheUsed();
};

/** The wishlist as saved: its items newest added first, and when the oldest of them was saved. */
export interface SavedWishlist {
  items: WishlistItem[];
  /** Undefined when nothing is saved for this user. */
  cachedAt: number | undefined;
}

/** The user's cached wishlist items, the most recently added first. */
export const readCachedWishlist = async (userId: string): Promise<SavedWishlist> => {
  const db = await openOfflineDb();
  const cached = await db.getAllFromIndex('wishlist', 'userId', userId);
  const items = cached
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
    .map(({ cachedAt: _cachedAt, userId: _userId, ...item }) => item);
  const cachedAt = cached.length === 0 ? undefined : Math.min(...cached.map((c) => c.cachedAt));
  return { items, cachedAt };
};
