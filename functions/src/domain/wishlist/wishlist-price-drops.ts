/**
 * A shopper's price drops: the list (sorted, read ones shown or hidden), marking one read and
 * 'Mark All as Read', each on the caller's own drops only (their partition; another shopper's
 * drop id is a 404, as an unknown one is). Storage and the unread count's exactness are
 * data/price-drops.ts's.
 */
import {
  wishlistMessages,
  type MarkedDrops,
  type PriceDrop,
  type PriceDropsQuery,
} from '@shop-scanner/shared/wishlist';
import { listDrops, markAllDropsRead, markDropRead } from '../../data/price-drops';
import { toPriceDrop } from '../../data/wishlist-keys';
import { NotFound } from '../../lib/errors';
import { selectDrops } from './price-drop-query';
import { refusing } from './wishlist-refusals';

/** `GET /api/wishlist/price-drops`: newest first unless asked otherwise, read ones included. */
export const listPriceDrops = async (
  userId: string,
  query: PriceDropsQuery,
): Promise<PriceDrop[]> => selectDrops(await listDrops(userId), query).map(toPriceDrop);

/**
 * `PUT /api/wishlist/price-drops/{id}/read`: the drop, read. Marking a read drop again changes
 * nothing and answers it as it is (a retry or a second click is not an error).
 */
export const markPriceDropRead = async (userId: string, dropId: string): Promise<PriceDrop> => {
  const drop = await refusing(() => markDropRead(userId, dropId));
  if (!drop) throw new NotFound(wishlistMessages.dropNotFound);
  return toPriceDrop(drop);
};

/** `PUT /api/wishlist/price-drops/read`: every unread drop read; answers how many it marked. */
export const markAllPriceDropsRead = async (userId: string): Promise<MarkedDrops> => ({
  marked: await refusing(() => markAllDropsRead(userId)),
});
