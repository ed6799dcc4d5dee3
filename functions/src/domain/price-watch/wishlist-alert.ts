/**
 * What a wishlist item's fired watch records and says (pure): the price drop in the owner's
 * list, the in-app notification and the push notice, in one wording (price-watch-rules.ts). A
 * store with a trust score below 60 is flagged in the drop (lowTrust) and named in the words.
 */
import type { AppNotification } from '@shop-scanner/shared/billing';
import {
  isLowTrust,
  watchBody,
  watchTitle,
  type WatchFacts,
} from '@shop-scanner/shared/price-watch-rules';
import { PUSH_TAG_MAX_LENGTH, type PushMessageKind } from '@shop-scanner/shared/push';
import { newNotice } from '../../data/watch-notices';
import type { WishlistWatcher } from '../../data/wishlist-keys';
import type { FiredWatch } from '../../data/wishlist-watch';
import { topicFor } from '../push/message-policy';
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
  const detectedAt = now.toISOString();
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
  const kind = pushKindOf(fired.kind);
  const notification: AppNotification = {
    id: `watch-${fired.alertId}`,
    event: facts.event,
    at: detectedAt,
    data: {
      productId: product.id,
      productName: facts.productName,
      store: facts.store,
      newPrice: facts.newPrice,
      oldPrice: facts.oldPrice,
      priceDropPercentage: facts.priceDropPercentage,
      storeTrustScore: facts.storeTrustScore,
    },
  };
  return {
    drop: {
      id: fired.alertId,
      userId: watcher.userId,
      itemId: watcher.id,
      productId: product.id,
      productName: facts.productName,
      kind: fired.kind,
      oldPrice: facts.oldPrice,
      newPrice: facts.newPrice,
      priceDropPercentage: facts.priceDropPercentage,
      store: facts.store,
      storeTrustScore: facts.storeTrustScore,
      lowTrust: isLowTrust(facts.storeTrustScore),
      detectedAt,
      isRead: false,
    },
    notification,
    notice: newNotice(
      {
        id: fired.alertId,
        userId: watcher.userId,
        message: {
          kind,
          title: watchTitle(facts),
          body: watchBody(facts),
          url: `/products/${encodeURIComponent(product.id)}`,
          // One notification per product on the device: a newer alert replaces the shown one.
          tag: `product:${product.id}`.slice(0, PUSH_TAG_MAX_LENGTH),
          sentAt: detectedAt,
        },
        topic: topicFor(kind, product.id),
      },
      now,
    ),
  };
};
