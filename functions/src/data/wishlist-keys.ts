/**
 * The wishlist's items and keys (wishlist.ts for the design and the access patterns). Pure
 * builders: the wishlist's writes, its reads and the price-drop job all make their keys here.
 *
 * Everything of one shopper's wishlist is in their partition:
 *   USER#<sub> / WISHLIST#ITEM#<item id>         an item, with what it keeps of its product
 *                                                gsi4 (byWatchedProduct), every item, its alert on
 *                                                or off: WATCHED#<product id> / <sub>#<item id>
 *   USER#<sub> / WISHLIST#PRODUCT#<product id>   the product's claim: one item per product
 *   USER#<sub> / WISHLIST#COLLECTION#<id>        a collection (its items name it)
 *   USER#<sub> / WISHLIST#STATS                  the counters the stats are read from
 *   USER#<sub> / WISHLIST#DROP#<id>              a price drop (written by the price-drop job)
 * and one item outside it, only while a collection is public:
 *   PUBLIC_COLLECTION#<id> / COLLECTION          whose it is, for a reader with the link
 */
import {
  PRICE_DROP_KEEP_DAYS,
  type PriceDrop,
  type WishlistPriority,
  type WishlistProduct,
} from '@shop-scanner/shared/wishlist';
import { DAY_SECONDS } from '@shop-scanner/shared/time';
import { INITIAL_WATCH_STATE, type WatchState } from '../model/price-watch/watch-state';
import { ttlAttribute, type wishlistWatcherAttributes } from './table-definition';
import { userKey } from './users';

/** An item as the table keeps it: with its owner and the version its edits are checked by. */
export interface WishlistItemRecord {
  readonly id: string;
  readonly userId: string;
  readonly productId: string;
  readonly product: WishlistProduct;
  readonly priority: WishlistPriority;
  readonly priceWhenAdded: number | null;
  readonly targetPrice: number | null;
  readonly priceAlertEnabled: boolean;
  readonly notes: string;
  readonly tags: readonly string[];
  readonly collectionId: string | null;
  readonly addedAt: string;
  readonly updatedAt: string;
  /**
   * Bumped by every write of the item, the shopper's edits and the price-drop job's alike: each
   * is conditional on the version it read, so neither overwrites the other's fields.
   */
  readonly version: number;
  /** The price-drop rules' memory between prices (watch-rules.ts). */
  readonly watchState: WatchState;
  /**
   * The product was seen out of stock everywhere since the item's last alert: its return to
   * stock is news (an item added out of stock starts so). Kept apart from the card's figures so
   * a return held back by the rules is not forgotten when the card moves on.
   */
  readonly awaitingStock: boolean;
}

/** An item as the byWatchedProduct index projects it (table-definition.ts). */
export type WishlistWatcher = Pick<WishlistItemRecord, (typeof wishlistWatcherAttributes)[number]>;

export interface CollectionRecord {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly description: string;
  readonly isPublic: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

export const WISHLIST_PREFIX = 'WISHLIST#';
export const ITEM_PREFIX = `${WISHLIST_PREFIX}ITEM#`;
export const COLLECTION_PREFIX = `${WISHLIST_PREFIX}COLLECTION#`;
/** Where the price-drop job keeps the drops it records, in the owner's partition. */
export const PRICE_DROP_PREFIX = `${WISHLIST_PREFIX}DROP#`;

const partition = (userId: string): string => userKey(userId).pk;

export const itemKey = (userId: string, itemId: string) => ({
  pk: partition(userId),
  sk: `${ITEM_PREFIX}${itemId}`,
});
export const productClaimKey = (userId: string, productId: string) => ({
  pk: partition(userId),
  sk: `${WISHLIST_PREFIX}PRODUCT#${productId}`,
});
export const collectionKey = (userId: string, collectionId: string) => ({
  pk: partition(userId),
  sk: `${COLLECTION_PREFIX}${collectionId}`,
});
export const statsKey = (userId: string) => ({
  pk: partition(userId),
  sk: `${WISHLIST_PREFIX}STATS` as const,
});
export const publicCollectionKey = (collectionId: string) => ({
  pk: `PUBLIC_COLLECTION#${collectionId}`,
  sk: 'COLLECTION' as const,
});

/** The byWatchedProduct partition of a product: its wishlist items. */
export const watchedProductPartition = (productId: string): string => `WATCHED#${productId}`;

// ---------------------------------------------------------------------------------------------
// The counters (WISHLIST#STATS)

export const statsAttributes = {
  totalItems: 'totalItems',
  collections: 'collections',
  /** The items' lowest in-stock prices added up, in cents. */
  valueCents: 'valueCents',
  /** Items without an in-stock price: in no total. */
  unpricedItems: 'unpricedItems',
  /** Unread price drops: the price-drop job adds one with each drop, a mark-read takes it off. */
  unreadDrops: 'unreadDrops',
} as const;
export const PRIORITY_COUNT_PREFIX = 'p#';
export const CATEGORY_COUNT_PREFIX = 'c#';
export const priorityCountAttribute = (priority: WishlistPriority): string =>
  `${PRIORITY_COUNT_PREFIX}${priority}`;
export const categoryCountAttribute = (category: string): string =>
  `${CATEGORY_COUNT_PREFIX}${category}`;

// ---------------------------------------------------------------------------------------------
// Items

const itemFields = (item: WishlistItemRecord): WishlistItemRecord => ({
  id: item.id,
  userId: item.userId,
  productId: item.productId,
  product: item.product,
  priority: item.priority,
  priceWhenAdded: item.priceWhenAdded,
  targetPrice: item.targetPrice,
  priceAlertEnabled: item.priceAlertEnabled,
  notes: item.notes,
  tags: item.tags,
  collectionId: item.collectionId,
  addedAt: item.addedAt,
  updatedAt: item.updatedAt,
  version: item.version,
  watchState: item.watchState,
  awaitingStock: item.awaitingStock,
});

/**
 * The byWatchedProduct keys: every item carries them, its alert on or off, because the price-drop
 * job keeps every card's figures current (and judges only the items with their alert on).
 */
export const watcherIndexKeys = (
  item: Pick<WishlistItemRecord, 'userId' | 'id' | 'productId'>,
) => ({
  gsi4pk: watchedProductPartition(item.productId),
  gsi4sk: `${item.userId}#${item.id}`,
});

/** The item, with the watchers' index keys. */
export const wishlistItemItem = (item: WishlistItemRecord) => ({
  ...itemKey(item.userId, item.id),
  entityType: 'WishlistItem' as const,
  ...itemFields(item),
  ...watcherIndexKeys(item),
});

export const productClaimItem = (
  item: Pick<WishlistItemRecord, 'userId' | 'productId' | 'id'>,
) => ({
  ...productClaimKey(item.userId, item.productId),
  entityType: 'WishlistProductClaim' as const,
  itemId: item.id,
});

type WatchFields = 'watchState' | 'awaitingStock';

/**
 * A new item's watch: armed, never fired, and waiting for stock when its product is out of stock
 * everywhere (its return is then the item's only event: it has no price when added).
 */
export const initialWatchFields = (
  product: Pick<WishlistProduct, 'availability'>,
): Pick<WishlistItemRecord, WatchFields> => ({
  watchState: INITIAL_WATCH_STATE,
  awaitingStock: product.availability === 'out-of-stock',
});

/** An item written before the price-drop job kept its watch fields gets a new watch's. */
const withWatchFields = <T extends Pick<WishlistItemRecord, 'product'>>(
  item: Omit<T, WatchFields> & Partial<Pick<WishlistItemRecord, WatchFields>>,
): T => {
  const initial = initialWatchFields(item.product);
  return {
    ...item,
    watchState: item.watchState ?? initial.watchState,
    awaitingStock: item.awaitingStock ?? initial.awaitingStock,
  } as unknown as T;
};

export const toItemRecord = (item: Record<string, unknown>): WishlistItemRecord =>
  itemFields(withWatchFields<WishlistItemRecord>(item as unknown as WishlistItemRecord));

/** A watcher as the index (or a consistent read) gives it. */
export const toWatcher = (item: Record<string, unknown>): WishlistWatcher => {
  const watcher = withWatchFields<WishlistWatcher>(item as unknown as WishlistWatcher);
  return {
    id: watcher.id,
    userId: watcher.userId,
    productId: watcher.productId,
    priority: watcher.priority,
    priceWhenAdded: watcher.priceWhenAdded,
    targetPrice: watcher.targetPrice,
    priceAlertEnabled: watcher.priceAlertEnabled,
    product: watcher.product,
    watchState: watcher.watchState,
    awaitingStock: watcher.awaitingStock,
    version: watcher.version,
  };
};

// ---------------------------------------------------------------------------------------------
// Collections

const collectionFields = (collection: CollectionRecord): CollectionRecord => ({
  id: collection.id,
  userId: collection.userId,
  name: collection.name,
  description: collection.description,
  isPublic: collection.isPublic,
  createdAt: collection.createdAt,
  updatedAt: collection.updatedAt,
  version: collection.version,
});

export const collectionItem = (collection: CollectionRecord) => ({
  ...collectionKey(collection.userId, collection.id),
  entityType: 'WishlistCollection' as const,
  ...collectionFields(collection),
});

/** Only the owner's id: the link's reader learns nothing else of them. */
export const publicCollectionItem = (collection: Pick<CollectionRecord, 'id' | 'userId'>) => ({
  ...publicCollectionKey(collection.id),
  entityType: 'PublicCollection' as const,
  ownerId: collection.userId,
});

export const toCollectionRecord = (item: Record<string, unknown>): CollectionRecord =>
  collectionFields(item as unknown as CollectionRecord);

// ---------------------------------------------------------------------------------------------
// Price drops

/** A drop as the table keeps it: with its owner. */
export interface PriceDropRecord extends PriceDrop {
  readonly userId: string;
}

/**
 * A drop's id is made from what it announces (the price-drop rules' dropIdOf), so the consumer
 * and the safety-net job, or one event delivered twice, write one drop: the second put fails its
 * `attribute_not_exists` condition.
 */
export const priceDropKey = (userId: string, dropId: string) => ({
  pk: partition(userId),
  sk: `${PRICE_DROP_PREFIX}${dropId}`,
});

const dropFields = (drop: PriceDropRecord): PriceDropRecord => ({
  id: drop.id,
  userId: drop.userId,
  itemId: drop.itemId,
  productId: drop.productId,
  productName: drop.productName,
  kind: drop.kind,
  oldPrice: drop.oldPrice,
  newPrice: drop.newPrice,
  priceDropPercentage: drop.priceDropPercentage,
  store: drop.store,
  storeTrustScore: drop.storeTrustScore,
  lowTrust: drop.lowTrust,
  detectedAt: drop.detectedAt,
  isRead: drop.isRead,
});

/**
 * A drop stays while it is unread (the `unreadDrops` counter counts it, so it may not vanish
 * under it), and the table's TTL removes it PRICE_DROP_KEEP_DAYS after it was marked read.
 */
export const priceDropItem = (drop: PriceDropRecord) => ({
  ...priceDropKey(drop.userId, drop.id),
  entityType: 'WishlistPriceDrop' as const,
  ...dropFields(drop),
  ...(drop.isRead ? { [ttlAttribute]: readDropExpiresAt(new Date(drop.detectedAt)) } : {}),
});

/** When a drop read at `readAt` leaves the table (the TTL's epoch seconds). */
export const readDropExpiresAt = (readAt: Date): number =>
  Math.floor(readAt.getTime() / 1000) + PRICE_DROP_KEEP_DAYS * DAY_SECONDS;

export const toPriceDropRecord = (item: Record<string, unknown>): PriceDropRecord =>
  dropFields(item as unknown as PriceDropRecord);

/** The drop as its owner sees it (without the owner). */
export const toPriceDrop = ({ userId: _userId, ...drop }: PriceDropRecord): PriceDrop => drop;

// ---------------------------------------------------------------------------------------------
// Counter changes: every write of an item moves the counters in its own transaction

export type CounterDeltas = Readonly<Record<string, number>>;

/** What one item adds to the counters. */
const countsOf = (
  item: Pick<WishlistItemRecord, 'priority' | 'product'> | undefined,
): CounterDeltas => {
  if (!item) return {};
  const lowest = item.product.lowestPrice;
  return {
    [statsAttributes.totalItems]: 1,
    [priorityCountAttribute(item.priority)]: 1,
    [categoryCountAttribute(item.product.category)]: 1,
    ...(lowest === null
      ? { [statsAttributes.unpricedItems]: 1 }
      : { [statsAttributes.valueCents]: Math.round(lowest * 100) }),
  };
};

/**
 * How the counters move when `before` becomes `after` (undefined: no item, so an add or a
 * delete), without the attributes that do not move.
 */
export const itemCounterDeltas = (
  before: Pick<WishlistItemRecord, 'priority' | 'product'> | undefined,
  after: Pick<WishlistItemRecord, 'priority' | 'product'> | undefined,
): CounterDeltas => {
  const deltas: Record<string, number> = { ...countsOf(after) };
  for (const [name, count] of Object.entries(countsOf(before)))
    deltas[name] = (deltas[name] ?? 0) - count;
  return Object.fromEntries(Object.entries(deltas).filter(([, delta]) => delta !== 0));
};

/**
 * The UpdateItem parts that add `deltas` to the counters item (and create it on the first write).
 * Counter names hold `#` and a category's spaces and `&`: they travel as placeholders.
 */
export const counterUpdate = (deltas: CounterDeltas) => {
  const entries = Object.entries(deltas);
  const adds = entries.map((_, i) => `#n${i} :d${i}`);
  return {
    UpdateExpression: `${adds.length > 0 ? `ADD ${adds.join(', ')} ` : ''}SET #entityType = :entityType`,
    ExpressionAttributeNames: {
      '#entityType': 'entityType',
      ...Object.fromEntries(entries.map(([name], i) => [`#n${i}`, name])),
    },
    ExpressionAttributeValues: {
      ':entityType': 'WishlistStats',
      ...Object.fromEntries(entries.map(([, delta], i) => [`:d${i}`, delta])),
    },
  };
};
