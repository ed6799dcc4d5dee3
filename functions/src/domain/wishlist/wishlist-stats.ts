import type { WishlistStats } from '@shop-scanner/shared/wishlist';
import { getCounters } from '../../data/wishlist';
import { statsOf } from './wishlist-views';

/**
 * `GET /api/wishlist/stats`: from the shopper's counters item, one GetItem. The counters move in
 * the same transaction as every write they count (data/wishlist.ts), so they are exact without
 * ever counting the items.
 */
export const wishlistStats = async (userId: string): Promise<WishlistStats> =>
  statsOf(await getCounters(userId));
