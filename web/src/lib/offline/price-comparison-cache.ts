/**
 * A product's price comparison as the product page last read it, keyed by the product, for the
 * page without a connection. Only the comparison with no filters belongs here: a filtered one
 * would later be shown as if it were every store's.
 */
import type { PriceComparison } from '@shop-scanner/shared/prices';
import { openOfflineDb } from './offline-db';
import { markOfflineCacheUsed } from './offline-marker';

export const cachePriceComparison = async (
  userId: string,
  comparison: PriceComparison,
  now: number = Date.now(),
): Promise<void> => {
  const db = await openOfflineDb();
  await db.put('price-comparisons', {
    id: comparison.productId,
    comparison,
    cachedAt: now,
    userId,
  });
  markOfflineCacheUsed();
};

/** The product's comparison as last cached for this user, with when it was cached. */
export const readCachedPriceComparison = async (
  userId: string,
  productId: string,
): Promise<{ comparison: PriceComparison; cachedAt: number } | undefined> => {
  const db = await openOfflineDb();
  const cached = await db.get('price-comparisons', productId);
  if (!cached || cached.userId !== userId) return undefined;
  return { comparison: cached.comparison, cachedAt: cached.cachedAt };
};
