/**
 * Products kept on the device for use without a connection: each one a user looked at, scanned or
 * wishlisted, stamped with when (`cachedAt`) and for whom (`userId`, '' for a signed-out visitor).
 * A reader only ever sees the products cached for the same user.
 */
import type { Product } from '@shop-scanner/shared/products';
import { openOfflineDb, type CachedProduct } from './offline-db';

/** Keeps (or refreshes) a product for this user, stamped now. */
export const cacheProduct = async (
  userId: string,
  product: Product,
  now: number = Date.now(),
): Promise<void> => {
  const db = await openOfflineDb();
  await db.put('products', { ...product, cachedAt: now, userId });
};

const withoutStamps = ({ cachedAt: _cachedAt, userId: _userId, ...product }: CachedProduct) =>
  product;

/** The product with this id, as last cached for this user, with when it was cached. */
export const readCachedProduct = async (
  userId: string,
  id: string,
): Promise<{ product: Product; cachedAt: number } | undefined> => {
  const db = await openOfflineDb();
  const cached = await db.get('products', id);
  if (!cached || cached.userId !== userId) return undefined;
  return { product: withoutStamps(cached), cachedAt: cached.cachedAt };
};

/** The product with this barcode, as last cached for this user (the newest if several). */
export const readCachedProductByBarcode = async (
  userId: string,
  barcode: string,
): Promise<{ product: Product; cachedAt: number } | undefined> => {
  const db = await openOfflineDb();
  const newest = (await db.getAllFromIndex('products', 'barcode', barcode))
    .filter((p) => p.userId === userId)
    .sort((a, b) => b.cachedAt - a.cachedAt)[0];
  return newest ? { product: withoutStamps(newest), cachedAt: newest.cachedAt } : undefined;
};
