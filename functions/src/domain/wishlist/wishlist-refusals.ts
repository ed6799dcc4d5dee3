/**
 * The wishlist data layer's refusals as the shopper is answered them: a product already listed
 * and a cap reached are 409 (states of the wishlist, not rates), a collection that is not the
 * caller's is 404, and writes that kept clashing are 503 (try again in a moment).
 */
import { wishlistMessages } from '@shop-scanner/shared/wishlist';
import {
  CollectionMissing,
  ProductAlreadyListed,
  WishlistBusy,
  WishlistCapReached,
} from '../../data/wishlist';
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';

export const wishlistRefusal = (error: unknown): unknown => {
  if (error instanceof ProductAlreadyListed)
    return new Conflict(wishlistMessages.alreadyInWishlist);
  if (error instanceof CollectionMissing) return new NotFound(wishlistMessages.collectionNotFound);
  if (error instanceof WishlistCapReached)
    return new Conflict(
      error.of === 'items' ? wishlistMessages.itemCap : wishlistMessages.collectionCap,
    );
  if (error instanceof WishlistBusy) return new ServiceUnavailable();
  return error;
};

/** Runs a wishlist write, answering its refusals as the shopper is told them. */
export const refusing = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    throw wishlistRefusal(error);
  }
};
