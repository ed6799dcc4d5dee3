/**
 * The message a page posts to the app's service worker to have an offline copy kept (the worker
 * writes it: offline-save.ts), and its reading. No imports but types: the page carries this.
 */
import type { Product } from '@shop-scanner/shared/products';
import type { PriceComparison } from '@shop-scanner/shared/prices';
import type { WishlistItem } from '@shop-scanner/shared/wishlist';

/** The message a page posts to the worker: `{ type: OFFLINE_SAVE_MESSAGE, save }`. */
export const OFFLINE_SAVE_MESSAGE = 'shop-scanner:save-offline-copy';

/** One copy to keep, for whom: the session's user id, '' for a signed-out visitor. */
export type OfflineSave =
  | { kind: 'product'; owner: string; value: Product }
  | { kind: 'wishlist'; owner: string; value: readonly WishlistItem[] }
  | { kind: 'price-comparison'; owner: string; value: PriceComparison };

/** A worker's message that asks for a save, read defensively: any page of the origin may post. */
export const offlineSaveOf = (data: unknown): OfflineSave | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, save } = data as { type?: unknown; save?: unknown };
  if (type !== OFFLINE_SAVE_MESSAGE || typeof save !== 'object' || save === null) return undefined;
  const { kind, owner, value } = save as Record<string, unknown>;
  if (typeof owner !== 'string' || typeof value !== 'object' || value === null) return undefined;
  if (kind === 'wishlist' && !Array.isArray(value)) return undefined;
  if (kind !== 'product' && kind !== 'wishlist' && kind !== 'price-comparison') return undefined;
  return save as OfflineSave;
};

/**
 * The message that asks the worker to clear the copies (the session ended). The page clears them
 * itself at once; the worker clears them again after any save a page handed it before, which it
 * may still be writing: its messages are handled in the order they were posted.
 */
export const OFFLINE_CLEAR_MESSAGE = 'shop-scanner:clear-offline-copies';

export const asksToClearCopies = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === OFFLINE_CLEAR_MESSAGE;
