/**
 * How the wishlist's cards show their edits waiting in the sync queue: how many wait or were
 * refused, and the item as the shopper left it. Pure and light, apart from the rules that read
 * the queue (pending-wishlist-rules.ts), which load with the queue: this part rides on the
 * wishlist page's first load.
 */
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import { wishlistItemEditFields } from '@shop-scanner/shared/wishlist-rules';
import type { PendingWishlistEdit } from './pending-wishlist-rules';

/** What an item's card shows of the queue: its edits waiting, and the ones the server refused. */
export interface ItemSync {
  /** Edits of this item still to be sent. */
  readonly waiting: number;
  /** Refused edits of this item, with the server's words. */
  readonly refused: readonly { readonly callId: number; readonly message: string }[];
}

/** The edits of each item, by item id. */
export const syncByItem = (edits: readonly PendingWishlistEdit[]): Map<string, ItemSync> => {
  const byItem = new Map<string, ItemSync>();
  for (const edit of edits) {
    const now = byItem.get(edit.itemId) ?? { waiting: 0, refused: [] };
    byItem.set(
      edit.itemId,
      edit.state.kind === 'waiting'
        ? { ...now, waiting: now.waiting + 1 }
        : {
            ...now,
            refused: [...now.refused, { callId: edit.callId, message: edit.state.message }],
          },
    );
  }
  return byItem;
};

/**
 * The item as the shopper left it: its waiting edits applied in the order they were made (a field
 * left out of an edit keeps its value, as the server does). Whether a changed target is reached is
 * the server's to say: until it has, the card does not claim it.
 */
export const withPendingEdits = (
  item: WishlistItem,
  edits: readonly PendingWishlistEdit[],
): WishlistItem => {
  const mine = edits.filter((edit) => edit.itemId === item.id && edit.state.kind === 'waiting');
  if (mine.length === 0) return item;
  const edited = mine.reduce<WishlistItem>((current, { changes }) => {
    const set = Object.fromEntries(
      // Only the fields an edit may set: nothing else of a stored call reaches the card.
      wishlistItemEditFields.flatMap((field) =>
        changes[field] === undefined ? [] : [[field, changes[field]]],
      ),
    ) as Partial<WishlistItem>;
    return { ...current, ...set };
  }, item);
  return edited.targetPrice === item.targetPrice ? edited : { ...edited, targetReached: false };
};
