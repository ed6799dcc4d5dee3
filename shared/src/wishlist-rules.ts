/**
 * The wishlist's fixed lists, limits, texts and small pure rules (tags, sorts), without zod: the
 * wishlist page's first load reads these, and wishlist.ts (the zod contracts) would bring all of
 * zod with it. wishlist.ts re-exports everything here.
 */
import { productMessages } from './messages';
import { priceMessages } from './price-rules';

// ---------------------------------------------------------------------------------------------
// Lists

export const wishlistPriorities = ['low', 'medium', 'high'] as const;
export type WishlistPriority = (typeof wishlistPriorities)[number];
/** Not in the spec: an item added without a priority is neither urgent nor an afterthought. */
export const DEFAULT_WISHLIST_PRIORITY: WishlistPriority = 'medium';
/** The order a priority sort and the priority counts read in, highest first. */
const priorityRank: Readonly<Record<WishlistPriority, number>> = { high: 3, medium: 2, low: 1 };
export const priorityRankOf = (priority: WishlistPriority): number => priorityRank[priority];

/** In stock: at least one store has it in stock now; out of stock: none has (or none sells it). */
export const wishlistAvailabilities = ['in-stock', 'out-of-stock'] as const;
export type WishlistAvailability = (typeof wishlistAvailabilities)[number];

/** The seven sorts, as `field:direction` (the first is the default). */
export const wishlistSorts = [
  'addedAt:desc',
  'addedAt:asc',
  'name:asc',
  'name:desc',
  'price:asc',
  'price:desc',
  'priority:desc',
] as const;
export type WishlistSortKey = (typeof wishlistSorts)[number];
export const DEFAULT_WISHLIST_SORT: WishlistSortKey = 'addedAt:desc';
export type WishlistSortField = 'addedAt' | 'name' | 'price' | 'priority';
export interface WishlistSort {
  readonly field: WishlistSortField;
  readonly direction: 'asc' | 'desc';
}
export const wishlistSortOf = (key: WishlistSortKey): WishlistSort => {
  const [field, direction] = key.split(':') as [WishlistSortField, 'asc' | 'desc'];
  return { field, direction };
};

// ---------------------------------------------------------------------------------------------
// Price drops

/** The drops list's four sorts (the first is the default). */
export const priceDropSorts = ['newest', 'oldest', 'biggest_drop', 'smallest_drop'] as const;
export type PriceDropSort = (typeof priceDropSorts)[number];
export const DEFAULT_PRICE_DROP_SORT: PriceDropSort = 'newest';

/**
 * What a drop announces: the lowest in-stock price fell below the price when added, or a product
 * no store had in stock is back in stock somewhere.
 */
export const priceDropKinds = ['price-drop', 'back-in-stock'] as const;
export type PriceDropKind = (typeof priceDropKinds)[number];

/**
 * Not in the spec: how long a drop is kept once read. An unread drop stays until it is read (the
 * unread count counts it; the watch rules record at most one a day per item); a read one leaves
 * with the table's TTL this many days after it was read.
 */
export const PRICE_DROP_KEEP_DAYS = 90;

/**
 * The drops list's address: what a drop's notification, the weekly digest and the wishlist page's
 * Price Drops toggle all open (the page reads `show` from its query).
 */
export const PRICE_DROPS_PATH = '/wishlist?show=drops';

// ---------------------------------------------------------------------------------------------
// Limits

export const COLLECTION_NAME_MIN_LENGTH = 3;
export const COLLECTION_NAME_MAX_LENGTH = 50;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 200;
export const WISHLIST_NOTES_MAX_LENGTH = 500;
export const WISHLIST_TAGS_MAX = 10;
export const WISHLIST_TAG_MAX_LENGTH = 20;
/**
 * A tag as typed may carry spaces around it, which are trimmed before its length counts; past
 * this much raw text it is refused before anything else runs on it.
 */
export const WISHLIST_TAG_RAW_MAX_LENGTH = 40;
/** The wishlist search box: as long as the product search's. */
export const WISHLIST_SEARCH_MAX_LENGTH = 100;
/**
 * Not in the spec: items and collections per shopper. Every wishlist read is one Query of the
 * shopper's partition, filtered and sorted in memory; the caps keep that read a page or two,
 * and 500 products is more than anyone shops for at once.
 */
export const WISHLIST_ITEM_CAP = 500;

/** The fields an edit of a wishlist item may set (the item edit's request, and its form). */
export const wishlistItemEditFields = [
  'priority',
  'targetPrice',
  'priceAlertEnabled',
  'notes',
  'tags',
  'collectionId',
] as const;
export const WISHLIST_COLLECTION_CAP = 50;

/** Cards show up to 3 stores; collection cards preview 4 items and 3 tags. */
export const WISHLIST_CARD_STORES = 3;
export const COLLECTION_PREVIEW_ITEMS = 4;
export const COLLECTION_PREVIEW_TAGS = 3;

/** How long the page keeps them fresh: items 5 min, collections 10, stats 15, drops 2. */
export const WISHLIST_ITEMS_STALE_MS = 5 * 60_000;
export const WISHLIST_COLLECTIONS_STALE_MS = 10 * 60_000;
export const WISHLIST_STATS_STALE_MS = 15 * 60_000;
export const WISHLIST_PRICE_DROPS_STALE_MS = 2 * 60_000;

// ---------------------------------------------------------------------------------------------
// Tags

/**
 * A shopper's tags as kept: each trimmed, empty ones dropped, and one of each (the first spelling
 * wins; 'Gift' and 'gift' are one tag, as a shopper reads them).
 */
export const normaliseTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
};

// ---------------------------------------------------------------------------------------------
// Texts

export const wishlistMessages = {
  // The brief's words, kept word for word (docs/wording.md).
  signInToAdd: 'Please sign in to add items to your wishlist',
  added: 'Added to wishlist!',
  alreadyInWishlist: 'Item already in wishlist',
  addFailed: 'Failed to add to wishlist',
  removed: 'Removed from wishlist',
  removeFailed: 'Failed to remove from wishlist',
  updated: 'Wishlist item updated',
  updateFailed: 'Failed to update wishlist item',
  collectionCreated: 'Collection created!',
  collectionCreateFailed: 'Failed to create collection',
  collectionDeleted: 'Collection deleted',
  collectionDeleteFailed: 'Failed to delete collection',
  collectionNameRequired: 'Collection name is required',
  collectionNameTooShort: `Collection name must be at least ${COLLECTION_NAME_MIN_LENGTH} characters`,
  collectionNameTooLong: `Collection name must be less than ${COLLECTION_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be less than ${COLLECTION_DESCRIPTION_MAX_LENGTH} characters`,
  notesTooLong: `Notes must be less than ${WISHLIST_NOTES_MAX_LENGTH} characters`,
  // One wording with the price alert's target: the same field, the same words.
  priceInvalid: priceMessages.priceInvalid,
  // Not spec texts: the rest of the server's and the forms' words, kept in one place.
  itemNotFound: 'Wishlist item not found',
  collectionNotFound: 'Collection not found',
  collectionUpdated: 'Collection updated',
  collectionUpdateFailed: 'Failed to update collection',
  tagTooLong: `Each tag must be at most ${WISHLIST_TAG_MAX_LENGTH} characters`,
  tooManyTags: `You can add up to ${WISHLIST_TAGS_MAX} tags`,
  priorityInvalid: 'Priority must be low, medium or high',
  availabilityInvalid: 'Availability must be in-stock or out-of-stock',
  sortInvalid: `Sort must be one of ${wishlistSorts.join(', ')}`,
  dropSortInvalid: `Sort must be one of ${priceDropSorts.join(', ')}`,
  dropNotFound: 'Price drop not found',
  categoryInvalid: 'Choose one of the catalogue categories',
  flagInvalid: 'Use true or false',
  searchTooLong: `Search must be at most ${WISHLIST_SEARCH_MAX_LENGTH} characters`,
  itemCap: `Your wishlist can hold up to ${WISHLIST_ITEM_CAP} items. Remove one to add another.`,
  collectionCap: `You can have up to ${WISHLIST_COLLECTION_CAP} collections. Delete one to add another.`,
  nothingToUpdate: productMessages.nothingToUpdate,
} as const;
