/**
 * Products kept on the device for use without a connection: each one a user looked at, scanned or
 * wishlisted, stamped with when (`cachedAt`) and for whom (`userId`, '' for a signed-out visitor).
 * A reader only ever sees the products cached for the same user.
 *
 * Offline, the product list shows the newest of them and the search looks through a wider set of
 * the newest (offline-constants.ts); what is older than the store keeps is cleaned by
 * offline-housekeeping.ts.
 */
import type { Product } from '@shop-scanner/shared/products';
import { openOfflineDb, type CachedProduct } from './offline-db';
import { OFFLINE_PRODUCT_LIST_SIZE, OFFLINE_SEARCH_SIZE } from './offline-constants';
import { markOfflineCacheUsed } from './offline-marker';

/** A product as it was cached, with when. */
export interface SavedProduct {
  product: Product;
  cachedAt: number;
}

/** Keeps (or refreshes) a product for this user, stamped now. */
export const cacheProduct = async (
  userId: string,
  product: Product,
  now: number = Date.now(),
): Promise<void> => {
  const db = await openOfflineDb();
  await db.put('products', { ...product, cachedAt: now, userId });
  markOfflineCacheUsed();
};

const saved = ({ cachedAt, userId: _userId, ...product }: CachedProduct): SavedProduct => ({
  product,
  cachedAt,
});

/** The product with this id, as last cached for this user, with when it was cached. */
export const readCachedProduct = async (
  userId: string,
  id: string,
): Promise<SavedProduct | undefined> => {
  const db = await openOfflineDb();
  const cached = await db.get('products', id);
  if (!cached || cached.userId !== userId) return undefined;
  return saved(cached);
};

const newestFirst = (a: CachedProduct, b: CachedProduct) => b.cachedAt - a.cachedAt;

/** The product with this barcode, as last cached for this user (the newest if several). */
export const readCachedProductByBarcode = async (
  userId: string,
  barcode: string,
): Promise<SavedProduct | undefined> => {
  const db = await openOfflineDb();
  const newest = (await db.getAllFromIndex('products', 'barcode', barcode))
    .filter((p) => p.userId === userId)
    .sort(newestFirst)[0];
  return newest ? saved(newest) : undefined;
};

/** This user's cached products, the most recently cached first, at most `limit` of them. */
const newestOf = async (userId: string, limit: number): Promise<CachedProduct[]> => {
  const db = await openOfflineDb();
  return (await db.getAll('products'))
    .filter((p) => p.userId === userId)
    .sort(newestFirst)
    .slice(0, limit);
};

/** The offline product list: the newest products cached for this user. */
export const readCachedProductList = async (
  userId: string,
  limit: number = OFFLINE_PRODUCT_LIST_SIZE,
): Promise<SavedProduct[]> => (await newestOf(userId, limit)).map(saved);

/** The words of a search, in lower case; none for a blank one. */
export const searchWords = (query: string): string[] =>
  query.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Whether a product holds every word of the search somewhere in the fields the offline search reads
 * (name, description, category, barcode, tags), in any case. Every word must match, as a shopper
 * narrowing a search by adding words expects; a search without words matches everything.
 */
export const matchesEveryWord = (
  product: Pick<Product, 'name' | 'description' | 'category' | 'barcode' | 'tags'>,
  words: readonly string[],
): boolean => {
  const text = [
    product.name,
    product.description,
    product.category,
    product.barcode,
    ...product.tags,
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
};

/** The offline search: the products among the newest cached for this user that hold every word. */
export const searchCachedProducts = async (
  userId: string,
  query: string,
  limit: number = OFFLINE_SEARCH_SIZE,
): Promise<SavedProduct[]> => {
  const words = searchWords(query);
  return (await newestOf(userId, limit)).filter((p) => matchesEveryWord(p, words)).map(saved);
};
