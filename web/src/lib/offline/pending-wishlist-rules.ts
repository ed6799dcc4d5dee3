/**
 * The wishlist's calls still in the sync queue, as the wishlist page shows them: the adds (with the
 * product as far as the queue and this device's saved products know it) and the edits (on their
 * items). Pure; the reader beside it (pending-wishlist.ts) feeds it from the offline store.
 *
 * Nothing is made up for a pending add: the queue holds the product's id and what the shopper set
 * (priority, target, notes...); its name and picture come only from a product saved on this
 * device. The server's own answer (the price when added, the stores) exists only once it is sent.
 */
import type { Product } from '@shop-scanner/shared/products';
import type { AddWishlistItemInput, UpdateWishlistItemInput } from '@shop-scanner/shared/wishlist';
import type { QueuedCall } from './offline-db';
import { isPending } from './sync-queue-rules';
import { refusalMessage } from './sync-wording';

/** What a pending add shows of its product: what a saved copy of it holds. */
export type PendingProduct = Pick<
  Product,
  'id' | 'name' | 'category' | 'brand' | 'imageUrl' | 'source'
>;

/** Where a queued call stands: waiting to be sent, or refused by the server with its words. */
export type PendingState =
  | { readonly kind: 'waiting'; readonly waitingForSignIn: boolean }
  | { readonly kind: 'refused'; readonly message: string };

export interface PendingWishlistAdd {
  /** The queued call's id (to dismiss a refused one). */
  readonly callId: number;
  /** When it was queued (ms since the epoch). */
  readonly queuedAt: number;
  readonly productId: string;
  /** What was queued with it, as it will be sent. */
  readonly input: AddWishlistItemInput;
  /** The product as saved on this device; undefined when the device never saved it. */
  readonly product: PendingProduct | undefined;
  readonly state: PendingState;
}

export interface PendingWishlistEdit {
  readonly callId: number;
  readonly queuedAt: number;
  readonly itemId: string;
  /** The fields the edit sets, as it will be sent. */
  readonly changes: UpdateWishlistItemInput;
  readonly state: PendingState;
}

export interface PendingWishlist {
  /** Oldest first. */
  readonly adds: readonly PendingWishlistAdd[];
  /** Oldest first. */
  readonly edits: readonly PendingWishlistEdit[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stateOf = (call: QueuedCall): PendingState =>
  isPending(call)
    ? { kind: 'waiting', waitingForSignIn: call.waitingForSignIn === true }
    : { kind: 'refused', message: refusalMessage(call) };

/** The item id of an edit's endpoint, `/api/wishlist/items/{id}`. */
const itemIdOf = (endpoint: string): string | undefined => {
  const last = endpoint.split('?')[0]!.split('/').pop();
  if (!last) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return undefined;
  }
};

const productIdOf = (call: QueuedCall): string | undefined =>
  isRecord(call.data) && typeof call.data.productId === 'string' ? call.data.productId : undefined;

/** Whose wishlist calls these are: only the user's own (a wishlist call always has a user). */
const wishlistCallsOf = (calls: readonly QueuedCall[], userId: string, type: QueuedCall['type']) =>
  calls.filter((call) => call.type === type && call.userId === userId && call.id !== undefined);

/** The products whose saved copies a pending add of this user's would show. */
export const pendingAddProductIds = (calls: readonly QueuedCall[], userId: string): string[] => [
  ...new Set(
    wishlistCallsOf(calls, userId, 'wishlist-add').flatMap((call) => productIdOf(call) ?? []),
  ),
];

/**
 * The user's pending wishlist adds and edits, from the queue in replay order (oldest first) and
 * the products saved on this device for them.
 */
export const pendingWishlistOf = (
  calls: readonly QueuedCall[],
  userId: string,
  savedProducts: ReadonlyMap<string, PendingProduct>,
): PendingWishlist => {
  const adds = wishlistCallsOf(calls, userId, 'wishlist-add').flatMap(
    (call): PendingWishlistAdd[] => {
      const productId = productIdOf(call);
      if (productId === undefined) return [];
      return [
        {
          callId: call.id!,
          queuedAt: call.timestamp,
          productId,
          input: call.data as AddWishlistItemInput,
          product: savedProducts.get(productId),
          state: stateOf(call),
        },
      ];
    },
  );
  const edits = wishlistCallsOf(calls, userId, 'wishlist-edit').flatMap(
    (call): PendingWishlistEdit[] => {
      const itemId = itemIdOf(call.endpoint);
      if (itemId === undefined || !isRecord(call.data)) return [];
      return [
        {
          callId: call.id!,
          queuedAt: call.timestamp,
          itemId,
          changes: call.data as UpdateWishlistItemInput,
          state: stateOf(call),
        },
      ];
    },
  );
  return { adds, edits };
};
