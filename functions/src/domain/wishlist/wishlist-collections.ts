/**
 * A shopper's collections: list, create, edit, delete, and a collection's page.
 *
 * - A collection is private unless its owner makes it public. Its page is its owner's in full;
 *   a public one can be read by anyone with its link, read-only and without a word of who owns
 *   it; a private one (or none of that id) is 404 'Collection not found' to everyone else.
 * - Deleting a collection keeps its items in the wishlist, in no collection.
 * - The cap of collections (WISHLIST_COLLECTION_CAP) is 409.
 */
import { randomUUID } from 'node:crypto';
import {
  WISHLIST_COLLECTION_CAP,
  wishlistMessages,
  type CollectionPage,
  type CreateCollection,
  type UpdateCollection,
  type WishlistCollection,
} from '@shop-scanner/shared/wishlist';
import {
  deleteCollection,
  getCollection,
  listItems,
  publicCollectionOwner,
  putNewCollection,
  updateCollection,
  type CollectionRecord,
} from '../../data/wishlist';
import { NotFound } from '../../lib/errors';
import { readOwnWishlist } from './wishlist-items';
import { refusing } from './wishlist-refusals';
import { toCollection, toPublicItem, toWishlistItem } from './wishlist-views';

const notFound = () => new NotFound(wishlistMessages.collectionNotFound);

/** The shopper's collections, the most recently changed first. */
export const listWishlistCollections = async (userId: string): Promise<WishlistCollection[]> => {
  const { items, collections } = await readOwnWishlist(userId);
  return collections
    .map((record) => toCollection(record, items))
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
};

export const createWishlistCollection = async (
  userId: string,
  input: CreateCollection,
  now = new Date(),
): Promise<WishlistCollection> => {
  const record: CollectionRecord = {
    id: randomUUID(),
    userId,
    name: input.name,
    description: input.description,
    isPublic: input.isPublic,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
  await refusing(() => putNewCollection(record, WISHLIST_COLLECTION_CAP));
  return toCollection(record, []);
};

export const updateWishlistCollection = async (
  userId: string,
  collectionId: string,
  change: UpdateCollection,
  now = new Date(),
): Promise<WishlistCollection> => {
  const updated = await refusing(() =>
    updateCollection(userId, collectionId, (collection) => ({
      ...collection,
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.description !== undefined ? { description: change.description ?? '' } : {}),
      ...(change.isPublic !== undefined ? { isPublic: change.isPublic } : {}),
      updatedAt: now.toISOString(),
    })),
  );
  if (!updated) throw notFound();
  const { items } = await readOwnWishlist(userId);
  return toCollection(updated, items);
};

export const removeWishlistCollection = async (
  userId: string,
  collectionId: string,
): Promise<void> => {
  if (!(await refusing(() => deleteCollection(userId, collectionId)))) throw notFound();
};

/** Newest first: a collection's page lists its items as the wishlist does by default. */
const newestFirst = <T extends { addedAt: string; id: string }>(a: T, b: T): number =>
  a.addedAt < b.addedAt ? 1 : a.addedAt > b.addedAt ? -1 : a.id < b.id ? -1 : 1;

/**
 * A collection's page: its owner's (signed in, their own id) in full; otherwise, only a public
 * one, read-only. `readerId` is the caller when a token came with the request.
 */
export const collectionPage = async (
  collectionId: string,
  readerId: string | undefined,
): Promise<CollectionPage> => {
  const own = readerId === undefined ? undefined : await getCollection(readerId, collectionId);
  if (own && readerId !== undefined) {
    const { items } = await readOwnWishlist(readerId);
    return {
      access: 'owner',
      collection: toCollection(own, items),
      items: items.filter((item) => item.collectionId === collectionId).sort(newestFirst),
    };
  }
  const ownerId = await publicCollectionOwner(collectionId);
  if (ownerId === undefined) throw notFound();
  const [record, records] = await Promise.all([
    getCollection(ownerId, collectionId),
    listItems(ownerId),
  ]);
  // The pointer is written and deleted with the collection; checked again all the same.
  if (!record?.isPublic) throw notFound();
  const members = records
    .filter((item) => item.collectionId === collectionId)
    .map((item) => toWishlistItem(item, new Set([collectionId])));
  return {
    access: 'public',
    collection: toCollection(record, members),
    items: members.sort(newestFirst).map(toPublicItem),
  };
};
