/**
 * The wishlist as its answers show it, from the records the table keeps: items (with whether the
 * target is reached, and in no collection when theirs is gone), collections (their count,
 * preview and tags from their items), a public collection's items, and the stats (from the
 * counters alone).
 */
import {
  COLLECTION_PREVIEW_ITEMS,
  type PublicWishlistItem,
  type WishlistCollection,
  type WishlistItem,
  type WishlistStats,
} from '@shop-scanner/shared/wishlist';
import type { CollectionRecord, WishlistItemRecord } from '../../data/wishlist';
import {
  CATEGORY_COUNT_PREFIX,
  priorityCountAttribute,
  statsAttributes,
} from '../../data/wishlist-keys';
import { compareBy } from './item-query';
import { targetReached } from './listed-product';

/**
 * An item as its owner reads it. A collection deleted while the item still named it (the delete
 * takes its items out after its own transaction) is no collection.
 */
export const toWishlistItem = (
  record: WishlistItemRecord,
  collectionIds: ReadonlySet<string>,
): WishlistItem => ({
  id: record.id,
  productId: record.productId,
  product: record.product,
  priority: record.priority,
  priceWhenAdded: record.priceWhenAdded,
  targetPrice: record.targetPrice,
  targetReached: targetReached(record.product.lowestPrice, record.targetPrice),
  priceAlertEnabled: record.priceAlertEnabled,
  notes: record.notes,
  tags: [...record.tags],
  collectionId:
    record.collectionId !== null && collectionIds.has(record.collectionId)
      ? record.collectionId
      : null,
  addedAt: record.addedAt,
  updatedAt: record.updatedAt,
});

/** What anyone with a public collection's link reads of an item. */
export const toPublicItem = (item: WishlistItem): PublicWishlistItem => ({
  id: item.id,
  productId: item.productId,
  product: item.product,
  priority: item.priority,
  tags: item.tags,
  addedAt: item.addedAt,
});

const newestFirst = compareBy({ field: 'addedAt', direction: 'desc' });

/** Its items' tags, the most used first (then alphabetically), each once in any case. */
export const collectionTags = (items: readonly WishlistItem[]): string[] => {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const tag of items.flatMap((item) => item.tags)) {
    const key = tag.toLowerCase();
    const entry = counts.get(key) ?? { tag, count: 0 };
    counts.set(key, { ...entry, count: entry.count + 1 });
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .map((entry) => entry.tag);
};

/** A collection with its item count, its newest items' preview and its tags. */
export const toCollection = (
  record: CollectionRecord,
  items: readonly WishlistItem[],
): WishlistCollection => {
  const members = items.filter((item) => item.collectionId === record.id).sort(newestFirst);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    isPublic: record.isPublic,
    itemCount: members.length,
    items: members.slice(0, COLLECTION_PREVIEW_ITEMS).map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.product.name,
      ...(item.product.imageUrl ? { imageUrl: item.product.imageUrl } : {}),
    })),
    tags: collectionTags(members),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
};

/** The stats, from the counters item alone (absent counters are zero). */
export const statsOf = (counters: Readonly<Record<string, number>>): WishlistStats => {
  const count = (name: string): number => counters[name] ?? 0;
  return {
    totalItems: count(statsAttributes.totalItems),
    collections: count(statsAttributes.collections),
    totalValue: count(statsAttributes.valueCents) / 100,
    unpricedItems: count(statsAttributes.unpricedItems),
    priceDrops: count(statsAttributes.unreadDrops),
    priorityCounts: {
      high: count(priorityCountAttribute('high')),
      medium: count(priorityCountAttribute('medium')),
      low: count(priorityCountAttribute('low')),
    },
    categoryCounts: Object.fromEntries(
      Object.entries(counters)
        .filter(([name, n]) => name.startsWith(CATEGORY_COUNT_PREFIX) && n > 0)
        .map(([name, n]) => [name.slice(CATEGORY_COUNT_PREFIX.length), n]),
    ),
  };
};
