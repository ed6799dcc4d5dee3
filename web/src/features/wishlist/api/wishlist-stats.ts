/** `GET /api/wishlist/stats`: counts, total value and unread price drops, from counters. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_STATS_STALE_MS } from '@shop-scanner/shared/wishlist-rules';
import type { WishlistStats } from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { wishlistQueryKeys } from './wishlist-query-keys';

const statsAnswer = objectWith<WishlistStats>('totalItems', 'collections', 'totalValue');

export const getWishlistStats = (signal?: AbortSignal) =>
  apiRequest('/api/wishlist/stats', { schema: statsAnswer, signal });

export const wishlistStatsOptions = () =>
  queryOptions({
    queryKey: wishlistQueryKeys.stats(),
    queryFn: ({ signal }) => getWishlistStats(signal),
    staleTime: WISHLIST_STATS_STALE_MS,
    retry: retryTransientOnce,
  });

export const useWishlistStats = (enabled = true) =>
  useQuery({ ...wishlistStatsOptions(), enabled });

/**
 * The unread price drops alone (0 until the stats come): the toggle's badge and the banner read
 * this, and redraw only when the count itself changes.
 */
export const useUnreadPriceDrops = (): number =>
  useQuery({ ...wishlistStatsOptions(), select: (stats) => stats.priceDrops }).data ?? 0;
