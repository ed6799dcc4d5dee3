/**
 * What a wishlist item's fired watch records and says (pure): the price drop in the owner's
 * list, and the in-app notification and push notice every fired watch sends
 * (watch-announcement.ts), in one wording (price-watch-rules.ts). A store with a trust score
 * below 60 is flagged in the drop (lowTrust) and named in the words.
 */
import { isLowTrust, type WatchFacts } from '@shop-scanner/shared/price-watch-rules';
import type { PushMessageKind } from '@shop-scanner/shared/push';
import type { WishlistWatcher } from '../../data/wishlist-keys';
import type { FiredWatch } from '../../data/wishlist-watch';
import { announcementWrites } from './watch-announcement';
import { dropPercentage } from './watch-rules';
import type { WatchedProduct } from './watched-product';
import type { WatchPlan } from './wishlist-watch-plan';

type Fired = NonNullable<WatchPlan['fired']>;

/** A drop is news the shopper asked for; a return to stock is a wishlist update. */
const pushKindOf = (kind: Fired['kind']): PushMessageKind =>
  kind === 'price-drop' ? 'priceAlerts' : 'wishlistUpdates';

export const wishlistAlertOf = (
  watcher: WishlistWatcher,
  product: WatchedProduct,
  fired: Fired,
  now: Date,
): FiredWatch => {
  const { offer } = fired;
  const facts: WatchFacts = {
    event: fired.kind === 'price-drop' ? 'price_drop' : 'back_in_stock',
    productName: product.name,
    store: offer.name,
    newPrice: offer.price,
    oldPrice: watcher.priceWhenAdded,
    priceDropPercentage: dropPercentage(watcher.priceWhenAdded, offer.price),
    storeTrustScore: offer.trustScore,
  };
  const { items, notice } = announcementWrites(
    {
      alertId: fired.alertId,
      userId: watcher.userId,
      productId: product.id,
      kind: pushKindOf(fired.kind),
      facts,
    },
    now,
  );
  const { event: _event, ...figures } = facts;
  return {
    drop: {
      id: fired.alertId,
      userId: watcher.userId,
      itemId: watcher.id,
      productId: product.id,
      kind: fired.kind,
      ...figures,
      lowTrust: isLowTrust(facts.storeTrustScore),
      detectedAt: now.toISOString(),
      isRead: false,
    },
    announcement: items,
    notice,
  };
};
