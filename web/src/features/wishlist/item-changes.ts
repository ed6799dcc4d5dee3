/**
 * What an edit of a wishlist item changes: only the fields the shopper set to something new are
 * sent (a field left out keeps its value on the server). An edit made without a connection may be
 * sent much later, and must not put back, over a change made since on another device, a value
 * the shopper never touched here; nor can the dialog offline know the collections it did not
 * load.
 */
import type { UpdateWishlistItem, WishlistItem } from '@shop-scanner/shared/wishlist';

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/** The fields of `update` that differ from the item; empty when nothing changed. */
export const changedFields = (
  item: WishlistItem,
  update: UpdateWishlistItem,
): Partial<UpdateWishlistItem> => {
  const changes: Partial<UpdateWishlistItem> = {};
  if (update.priority !== undefined && update.priority !== item.priority)
    changes.priority = update.priority;
  if (update.targetPrice !== undefined && update.targetPrice !== item.targetPrice)
    changes.targetPrice = update.targetPrice;
  if (update.priceAlertEnabled !== undefined && update.priceAlertEnabled !== item.priceAlertEnabled)
    changes.priceAlertEnabled = update.priceAlertEnabled;
  if (update.notes !== undefined && update.notes !== item.notes) changes.notes = update.notes;
  if (update.tags !== undefined && !sameTags(update.tags, item.tags)) changes.tags = update.tags;
  if (update.collectionId !== undefined && update.collectionId !== item.collectionId)
    changes.collectionId = update.collectionId;
  return changes;
};
