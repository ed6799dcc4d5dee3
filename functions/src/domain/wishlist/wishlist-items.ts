/**
 * A shopper's wishlist items: list, add, edit, remove, each on the caller's own items only (their
 * partition; another shopper's id is a 404). Storage and its atomicity are data/wishlist.ts's.
 *
 * - The price when added is the product's lowest in-stock price as the server reads it at that
 *   moment, never the client's; null when no store has it in stock (nothing to have paid).
 * - The item keeps its product's name, image, category and card stores from the product itself.
 * - Adding the same product twice is 409 'Item already in wishlist'; an unknown product, or a
 *   collection that is not the caller's, is a 404.
 * - The wishlist's cap (WISHLIST_ITEM_CAP) is 409: a state of the wishlist, not a rate.
 */
import { randomUUID } from 'node:crypto';
import { productMessages } from '@shop-scanner/shared/messages';
import { roundCents } from '@shop-scanner/shared/price-rules';
import {
  DEFAULT_WISHLIST_PRIORITY,
  WISHLIST_ITEM_CAP,
  wishlistMessages,
  type AddWishlistItem,
  type UpdateWishlistItem,
  type WishlistItem,
  type WishlistItemsQuery,
} from '@shop-scanner/shared/wishlist';
import {
  deleteItem,
  getListedProductSource,
  listCollections,
  listItems,
  putNewItem,
  updateItem,
  type CollectionRecord,
  type WishlistItemRecord,
} from '../../data/wishlist';
import { registerWatchedProduct } from '../../data/watched-products';
import { initialWatchFields } from '../../data/wishlist-keys';
import { NotFound } from '../../lib/errors';
import { selectItems } from './item-query';
import { listedProductOf } from './listed-product';
import { refusing } from './wishlist-refusals';
import { toWishlistItem } from './wishlist-views';

/** The shopper's items as they read them, and their collections: two ranges of one partition. */
export const readOwnWishlist = async (
  userId: string,
): Promise<{ items: WishlistItem[]; collections: CollectionRecord[] }> => {
  const [records, collections] = await Promise.all([listItems(userId), listCollections(userId)]);
  const collectionIds = new Set(collections.map((c) => c.id));
  return { items: records.map((record) => toWishlistItem(record, collectionIds)), collections };
};

/**
 * `GET /api/wishlist/items`: filtered, searched and sorted. A collection filter names one of the
 * shopper's collections (404 otherwise: an empty list would hide the mistake).
 */
export const listWishlistItems = async (
  userId: string,
  query: WishlistItemsQuery,
): Promise<WishlistItem[]> => {
  const { items, collections } = await readOwnWishlist(userId);
  if (query.collectionId !== undefined && !collections.some((c) => c.id === query.collectionId))
    throw new NotFound(wishlistMessages.collectionNotFound);
  return selectItems(items, query);
};

const asSeenBy = (record: WishlistItemRecord): WishlistItem =>
  // Just written with this collection checked in the same transaction: it exists.
  toWishlistItem(record, new Set(record.collectionId ? [record.collectionId] : []));

export const addWishlistItem = async (
  userId: string,
  input: AddWishlistItem,
  now = new Date(),
): Promise<WishlistItem> => {
  const source = await getListedProductSource(input.productId);
  if (!source) throw new NotFound(productMessages.notFound);
  const product = listedProductOf(source, now);
  const record: WishlistItemRecord = {
    id: randomUUID(),
    userId,
    productId: input.productId,
    product,
    priority: input.priority ?? DEFAULT_WISHLIST_PRIORITY,
    priceWhenAdded: product.lowestPrice,
    // The schema allows 2 decimals only; rounding drops binary noise.
    targetPrice: input.targetPrice == null ? null : roundCents(input.targetPrice),
    // A wishlist warns its shopper when prices drop unless they turn it off.
    priceAlertEnabled: input.priceAlertEnabled ?? true,
    notes: input.notes ?? '',
    tags: input.tags ?? [],
    collectionId: input.collectionId ?? null,
    addedAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
    ...initialWatchFields(product),
  };
  await refusing(() => putNewItem(record, WISHLIST_ITEM_CAP));
  await registerWatchedProduct(record.productId, now);
  return asSeenBy(record);
};

/** The fields sent change; those left out keep their value. */
const applyEdit =
  (change: UpdateWishlistItem, now: Date) =>
  (item: WishlistItemRecord): WishlistItemRecord => ({
    ...item,
    ...(change.priority !== undefined ? { priority: change.priority } : {}),
    ...(change.targetPrice !== undefined
      ? { targetPrice: change.targetPrice === null ? null : roundCents(change.targetPrice) }
      : {}),
    ...(change.priceAlertEnabled !== undefined
      ? { priceAlertEnabled: change.priceAlertEnabled }
      : {}),
    ...(change.notes !== undefined ? { notes: change.notes } : {}),
    ...(change.tags !== undefined ? { tags: change.tags } : {}),
    ...(change.collectionId !== undefined ? { collectionId: change.collectionId } : {}),
    updatedAt: now.toISOString(),
  });

/** 404 'Wishlist item not found' for an id the caller has no item of (another user's included). */
export const updateWishlistItem = async (
  userId: string,
  itemId: string,
  change: UpdateWishlistItem,
  now = new Date(),
): Promise<WishlistItem> => {
  const updated = await refusing(() => updateItem(userId, itemId, applyEdit(change, now)));
  if (!updated) throw new NotFound(wishlistMessages.itemNotFound);
  if (change.collectionId !== undefined) return asSeenBy(updated);
  // The collection was not touched: it is shown as the shopper's collections have it now.
  const collections = await listCollections(userId);
  return toWishlistItem(updated, new Set(collections.map((c) => c.id)));
};

export const removeWishlistItem = async (userId: string, itemId: string): Promise<void> => {
  if (!(await refusing(() => deleteItem(userId, itemId))))
    throw new NotFound(wishlistMessages.itemNotFound);
};
