/**
 * The offline store: IndexedDB `shop-scanner-offline`, version 1, with its four
 * collections and their keys and indexes, through `idb` (promises over IndexedDB's requests).
 *
 * This module only opens the database and names its shapes; what goes in and when is decided by
 * the modules beside it (the product cache, the sync queue). It is imported lazily by whatever
 * first needs it, so no page's first load carries it.
 *
 * One device can be shared: every cached record names the user it was cached for (`userId`, ''
 * for a signed-out visitor), readers only see their own, and signing out clears the caches.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Product } from '@shop-scanner/shared/products';
import type { PriceComparison } from '@shop-scanner/shared/prices';
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import type { HttpMethod } from '@shop-scanner/shared/routes';

export const OFFLINE_DB_NAME = 'shop-scanner-offline';
export const OFFLINE_DB_VERSION = 1;

/** A product as its page read it, with when it was cached and for whom. */
export type CachedProduct = Product & { cachedAt: number; userId: string };

/** A wishlist item as the wishlist read it, with when it was cached and for whom. */
export type CachedWishlistItem = WishlistItem & { cachedAt: number; userId: string };

/** A product's price comparison answer, kept as it came. */
export interface CachedPriceComparison {
  /** The product's id. */
  id: string;
  comparison: PriceComparison;
  cachedAt: number;
  userId: string;
}

/** What a queued call is, for the pending list and for what happens when it is replayed. */
export type QueuedCallType =
  | 'wishlist-add'
  | 'wishlist-edit'
  | 'product-create'
  | 'product-edit'
  | 'price-report'
  | 'contact'
  | 'drop-read'
  | 'barcode-lookup';

/**
 * A call waiting for the connection (the sync-queue item of the offline store: type, data, endpoint, method,
 * timestamp, retries from 0), with what replaying it safely needs: the Idempotency-Key made when it
 * was first tried, whose call it is, and why it was moved aside when the server refused it for
 * good.
 */
export interface QueuedCall {
  /** The automatic key; absent until it is stored. */
  id?: number;
  type: QueuedCallType;
  /** The JSON body, or undefined for a call without one (a barcode lookup, marking all read). */
  data: unknown;
  /** The API path, `/api/...`. */
  endpoint: string;
  method: HttpMethod;
  /** When it was queued (ms since the epoch). */
  timestamp: number;
  retries: number;
  idempotencyKey: string;
  /** The user who made it ('' for a signed-out visitor's contact request). */
  userId: string;
  /** Set when the server refused it for a reason that will not change: shown, not replayed. */
  failure?: { status: number; message: string; at: number };
  /** Set while a 401 waits for its user to sign in again. */
  waitingForSignIn?: boolean;
  /** Not tried again before this time (ms since the epoch): the back-off after a failed try. */
  nextAttemptAt?: number;
}

export interface OfflineSchema extends DBSchema {
  products: {
    key: string;
    value: CachedProduct;
    indexes: { barcode: string; category: string };
  };
  wishlist: {
    key: string;
    value: CachedWishlistItem;
    indexes: { userId: string; productId: string };
  };
  'price-comparisons': {
    key: string;
    value: CachedPriceComparison;
  };
  'sync-queue': {
    key: number;
    value: QueuedCall;
    indexes: { timestamp: number };
  };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb> | undefined;

/** The database, opened once per page (and created on first use). */
export const openOfflineDb = (): Promise<OfflineDb> => {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db) {
      const products = db.createObjectStore('products', { keyPath: 'id' });
      products.createIndex('barcode', 'barcode');
      products.createIndex('category', 'category');
      const wishlist = db.createObjectStore('wishlist', { keyPath: 'id' });
      wishlist.createIndex('userId', 'userId');
      wishlist.createIndex('productId', 'productId');
      db.createObjectStore('price-comparisons', { keyPath: 'id' });
      const queue = db.createObjectStore('sync-queue', { keyPath: 'id', autoIncrement: true });
      queue.createIndex('timestamp', 'timestamp');
    },
    // Another tab of a newer version wants to upgrade: let it, and open again on next use.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
};

/** For tests: forget the open database so the next call opens a fresh one. */
export const forgetOfflineDbForTests = async (): Promise<void> => {
  const db = await opening;
  db?.close();
  opening = undefined;
};
