/**
 * The wishlist's contracts: items, collections, stats and the list's query, as the wishlist calls
 * accept and answer them. Prices are USD in dollars, to the cent; timestamps are ISO 8601.
 * Every string a shopper sends is bounded first (bounded-string.ts), then trimmed or checked.
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import { hasAtMostCents, MAX_PRICE, priceMessages } from './price-rules';
import { productCategories, productSources } from './product-rules';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';
import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  COLLECTION_NAME_MIN_LENGTH,
  normaliseTags,
  priceDropKinds,
  priceDropSorts,
  WISHLIST_NOTES_MAX_LENGTH,
  WISHLIST_SEARCH_MAX_LENGTH,
  WISHLIST_TAG_MAX_LENGTH,
  WISHLIST_TAG_RAW_MAX_LENGTH,
  WISHLIST_TAGS_MAX,
  wishlistAvailabilities,
  wishlistMessages as m,
  wishlistPriorities,
  wishlistSorts,
} from './wishlist-rules';

export * from './wishlist-rules';

const isoTimestamp = z.iso.datetime();

// ---------------------------------------------------------------------------------------------
// Fields shared by the requests

/** An id the server made (an item's, a collection's, a product's). */
const idField = (label: string) =>
  boundedString(TEXT_LIMITS.id, {
    tooLong: tooLongMessage(label, TEXT_LIMITS.id),
    notText: `${label} is required`,
  })
    .trim()
    .min(1, `${label} is required`);

export const wishlistProductIdSchema = idField('Product ID');
export const collectionIdSchema = idField('Collection id');

/** `{id}` of an item's or a collection's path. */
export const wishlistItemPathSchema = z.strictObject({ id: idField('Item id') });
export const collectionPathSchema = z.strictObject({ id: collectionIdSchema });

const priority = z.enum(wishlistPriorities, { error: m.priorityInvalid });

/** A target price: above 0, to the cent ('Please enter a valid price'). */
const targetPrice = z
  .number({ error: m.priceInvalid })
  .positive(m.priceInvalid)
  .max(MAX_PRICE, priceMessages.priceTooHigh)
  .refine(hasAtMostCents, priceMessages.priceCents);

/** Notes: trimmed, at most 500 characters; '' is no notes. */
const notes = boundedString(WISHLIST_NOTES_MAX_LENGTH, {
  tooLong: m.notesTooLong,
}).trim();

/** One tag as typed: bounded raw, then trimmed and counted. */
const tag = boundedString(WISHLIST_TAG_RAW_MAX_LENGTH, { tooLong: m.tagTooLong })
  .trim()
  .max(WISHLIST_TAG_MAX_LENGTH, m.tagTooLong);

/** Up to 10 tags, each up to 20 characters, trimmed, one of each. */
const tags = z
  .array(tag, { error: m.tooManyTags })
  .max(WISHLIST_TAGS_MAX, m.tooManyTags)
  .transform(normaliseTags);

const flag = z.boolean({ error: m.flagInvalid });

// ---------------------------------------------------------------------------------------------
// Items

/**
 * `POST /api/wishlist/items`: productId plus optional priority, targetPrice, priceAlertEnabled,
 * notes, tags and collectionId. The price when added is the server's, never the client's.
 */
export const addWishlistItemSchema = z.strictObject({
  productId: wishlistProductIdSchema,
  priority: priority.optional(),
  targetPrice: targetPrice.nullish(),
  priceAlertEnabled: flag.optional(),
  notes: notes.optional(),
  tags: tags.optional(),
  collectionId: collectionIdSchema.nullish(),
});
export type AddWishlistItemInput = z.input<typeof addWishlistItemSchema>;
export type AddWishlistItem = z.output<typeof addWishlistItemSchema>;

/**
 * `PUT /api/wishlist/items/{id}`: notes, priority, targetPrice, priceAlertEnabled, tags, and the
 * collection it belongs to. A field left out keeps its value; targetPrice or collectionId sent as
 * null clears it, notes sent as '' clears them.
 */
export const updateWishlistItemSchema = z
  .strictObject({
    priority: priority.optional(),
    targetPrice: targetPrice.nullable().optional(),
    priceAlertEnabled: flag.optional(),
    notes: notes.optional(),
    tags: tags.optional(),
    collectionId: collectionIdSchema.nullable().optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), { message: m.nothingToUpdate });
export type UpdateWishlistItemInput = z.input<typeof updateWishlistItemSchema>;
export type UpdateWishlistItem = z.output<typeof updateWishlistItemSchema>;

/** An empty query value is a filter left out (the client removes empty values). */
const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const queryFlag = z
  .enum(['true', 'false'], { error: m.flagInvalid })
  .transform((v) => v === 'true');

/**
 * `GET /api/wishlist/items`: the filters (category, priority, availability, hasNotes,
 * hasPriceAlert), the search (product name, notes and tags, any case), the sort as
 * `field:direction` (default addedAt:desc) and collectionId.
 */
export const wishlistItemsQuerySchema = z.strictObject({
  category: emptyAsAbsent(z.enum(productCategories, { error: m.categoryInvalid })),
  priority: emptyAsAbsent(priority),
  availability: emptyAsAbsent(z.enum(wishlistAvailabilities, { error: m.availabilityInvalid })),
  hasNotes: emptyAsAbsent(queryFlag),
  hasPriceAlert: emptyAsAbsent(queryFlag),
  search: emptyAsAbsent(
    boundedString(WISHLIST_SEARCH_MAX_LENGTH, { tooLong: m.searchTooLong }).trim(),
  ),
  sort: emptyAsAbsent(z.enum(wishlistSorts, { error: m.sortInvalid })),
  collectionId: emptyAsAbsent(collectionIdSchema),
});
export type WishlistItemsQueryInput = z.input<typeof wishlistItemsQuerySchema>;
export type WishlistItemsQuery = z.output<typeof wishlistItemsQuerySchema>;

/** A store's offer as a wishlist card shows it. */
export const wishlistStoreSchema = z.object({
  name: z.string(),
  price: z.number(),
  inStock: z.boolean(),
  url: z.string(),
  trustScore: z.number(),
  shippingCost: z.number(),
});
export type WishlistStore = z.infer<typeof wishlistStoreSchema>;

/**
 * What the item keeps of its product, read from the product when it was added (and kept current
 * by the price-drop job): name, category, brand, image and source (a card draws a demo product's
 * illustration from these, and says it is demo data), its market figures and the stores a card
 * shows (in stock first, cheapest first). `pricesAsOf` says when the figures were read.
 */
export const wishlistProductSchema = z.object({
  name: z.string(),
  category: z.string(),
  brand: z.string().optional(),
  imageUrl: z.string().optional(),
  source: z.enum(productSources),
  availability: z.enum(wishlistAvailabilities),
  /** Of the offers in stock, shipping not included (marketPriceOf); null when none is. */
  lowestPrice: z.number().nullable(),
  averagePrice: z.number().nullable(),
  inStockStores: z.number().int(),
  totalStores: z.number().int(),
  stores: z.array(wishlistStoreSchema),
  pricesAsOf: isoTimestamp,
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/**
 * Id, productId, product, priority, priceWhenAdded, targetPrice, priceAlertEnabled, notes, tags,
 * addedAt; and the collection it is in, and whether the target is reached (the lowest in-stock
 * price at or below it).
 */
export const wishlistItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  product: wishlistProductSchema,
  priority: z.enum(wishlistPriorities),
  /** The lowest in-stock price when it was added; null when no store had it in stock. */
  priceWhenAdded: z.number().nullable(),
  targetPrice: z.number().nullable(),
  targetReached: z.boolean(),
  priceAlertEnabled: z.boolean(),
  notes: z.string(),
  tags: z.array(z.string()),
  collectionId: z.string().nullable(),
  addedAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
export const wishlistItemListSchema = z.array(wishlistItemSchema);

// ---------------------------------------------------------------------------------------------
// Collections

const collectionName = boundedString(COLLECTION_NAME_MAX_LENGTH, {
  tooLong: m.collectionNameTooLong,
  notText: m.collectionNameRequired,
})
  .trim()
  // A blank name is missing, not short: one message, the one that says what to do.
  .min(1, { error: m.collectionNameRequired, abort: true })
  .min(COLLECTION_NAME_MIN_LENGTH, m.collectionNameTooShort);

const collectionDescription = boundedString(COLLECTION_DESCRIPTION_MAX_LENGTH, {
  tooLong: m.descriptionTooLong,
}).trim();

/** `POST /api/wishlist/collections`: name, description, isPublic (private unless said). */
export const createCollectionSchema = z.strictObject({
  name: collectionName,
  description: collectionDescription.nullish().transform((v) => v ?? ''),
  isPublic: flag.default(false),
});
export type CreateCollectionInput = z.input<typeof createCollectionSchema>;
export type CreateCollection = z.output<typeof createCollectionSchema>;

/** `PUT /api/wishlist/collections/{id}`: the edited fields; a field left out keeps its value. */
export const updateCollectionSchema = z
  .strictObject({
    name: collectionName.optional(),
    description: collectionDescription.nullable().optional(),
    isPublic: flag.optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), { message: m.nothingToUpdate });
export type UpdateCollectionInput = z.input<typeof updateCollectionSchema>;
export type UpdateCollection = z.output<typeof updateCollectionSchema>;

/** An item as a collection card previews it. */
export const collectionPreviewItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string().optional(),
});
export type CollectionPreviewItem = z.infer<typeof collectionPreviewItemSchema>;

/**
 * Id, name, description, isPublic, itemCount, items, tags, updatedAt. `items` previews the
 * newest items (COLLECTION_PREVIEW_ITEMS); `tags` are its items' tags, the most used first.
 */
export const wishlistCollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  itemCount: z.number().int(),
  items: z.array(collectionPreviewItemSchema),
  tags: z.array(z.string()),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type WishlistCollection = z.infer<typeof wishlistCollectionSchema>;
export const wishlistCollectionListSchema = z.array(wishlistCollectionSchema);

/**
 * An item of a public collection as anyone with its link reads it: the product and how the owner
 * ranks and tags it, without what is the owner's own business (notes, target, alerts, the price
 * they saw).
 */
export const publicWishlistItemSchema = wishlistItemSchema.pick({
  id: true,
  productId: true,
  product: true,
  priority: true,
  tags: true,
  addedAt: true,
});
export type PublicWishlistItem = z.infer<typeof publicWishlistItemSchema>;

/**
 * `GET /api/wishlist/collections/{id}`: the owner reads their collection and its items in full
 * (`access: 'owner'`); anyone else, a public one read-only, with no word of who owns it.
 */
export const collectionPageSchema = z.discriminatedUnion('access', [
  z.object({
    access: z.literal('owner'),
    collection: wishlistCollectionSchema,
    items: z.array(wishlistItemSchema),
  }),
  z.object({
    access: z.literal('public'),
    collection: wishlistCollectionSchema,
    items: z.array(publicWishlistItemSchema),
  }),
]);
export type CollectionPage = z.infer<typeof collectionPageSchema>;

// ---------------------------------------------------------------------------------------------
// Stats

/**
 * totalItems, collections, totalValue, priceDrops (unread), priorityCounts, categoryCounts.
 * totalValue adds up the items' lowest in-stock prices; an item no store has in stock has no
 * price to add, and `unpricedItems` counts those, so the page can say the total leaves them out.
 */
export const wishlistStatsSchema = z.object({
  totalItems: z.number().int(),
  collections: z.number().int(),
  totalValue: z.number(),
  unpricedItems: z.number().int(),
  priceDrops: z.number().int(),
  priorityCounts: z.object({
    high: z.number().int(),
    medium: z.number().int(),
    low: z.number().int(),
  }),
  categoryCounts: z.record(z.string(), z.number().int()),
});
export type WishlistStats = z.infer<typeof wishlistStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Price drops

/**
 * A price drop (the spec's id, productId, productName, oldPrice, newPrice, priceDropPercentage,
 * detectedAt, isRead), with what the shopper needs to trust it: which item and store it is about,
 * what kind of event it is, and the store's trust score (`lowTrust` below TRUST_YELLOW_MIN, 60).
 *
 * - price-drop: oldPrice is the price when added, newPrice the lowest in-stock price now.
 * - back-in-stock: newPrice is the price it is back at; oldPrice is the price when added, or null
 *   when it was out of stock when added too (then priceDropPercentage is 0).
 */
export const priceDropSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  productId: z.string(),
  productName: z.string(),
  kind: z.enum(priceDropKinds),
  oldPrice: z.number().nullable(),
  newPrice: z.number(),
  /** (old - new) / old, in percent to one decimal; 0 when there is no old price. */
  priceDropPercentage: z.number(),
  store: z.string(),
  storeTrustScore: z.number(),
  lowTrust: z.boolean(),
  detectedAt: isoTimestamp,
  isRead: z.boolean(),
});
export type PriceDrop = z.infer<typeof priceDropSchema>;
export const priceDropListSchema = z.array(priceDropSchema);

/** `GET /api/wishlist/price-drops`: the sort (default newest) and whether read drops are listed. */
export const priceDropsQuerySchema = z.strictObject({
  sort: emptyAsAbsent(z.enum(priceDropSorts, { error: m.dropSortInvalid })),
  includeRead: emptyAsAbsent(queryFlag),
});
export type PriceDropsQueryInput = z.input<typeof priceDropsQuerySchema>;
export type PriceDropsQuery = z.output<typeof priceDropsQuerySchema>;

/** `{id}` of a drop's path. */
export const priceDropPathSchema = z.strictObject({ id: idField('Price drop id') });

/** `PUT /api/wishlist/price-drops/read` ('Mark All as Read'): how many unread drops it marked. */
export const markedDropsSchema = z.object({ marked: z.number().int() });
export type MarkedDrops = z.infer<typeof markedDropsSchema>;
