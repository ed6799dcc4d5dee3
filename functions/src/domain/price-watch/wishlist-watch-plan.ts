/**
 * What the price-drop job does with one wishlist item on its product's offers as they stand now
 * (docs/price-watch.md, "Wishlist drops"). Pure: wishlist-watchers.ts reads, asks here, writes.
 *
 * - The card's figures (listedProductOf) follow the offers, alert on or off, and the owner's
 *   counters move with them (itemCounterDeltas: the total value and the unpriced items follow
 *   the lowest price).
 * - With its alert on, the item is judged by the watch rules (watch-rules.ts) on the lowest
 *   in-stock offer:
 *   - a price drop: that price strictly below the price when added;
 *   - back in stock: the product was out of stock everywhere since the item's last alert
 *     (awaitingStock) and a store has it in stock again. An item added out of stock has no price
 *     when added: this is its only event. A return is an edge, not a level, so the hysteresis
 *     does not apply to it; the once-a-day rule and the far-off price's second look do.
 *   A price below the line that also ends a stock-out is one alert, the drop.
 */
import { toCents } from '@shop-scanner/shared/price-rules';
import type { StoreOffer } from '@shop-scanner/shared/products';
import type { WishlistProduct } from '@shop-scanner/shared/wishlist';
import {
  itemCounterDeltas,
  type CounterDeltas,
  type WishlistWatcher,
} from '../../data/wishlist-keys';
import type { WatchUpdate } from '../../data/wishlist-watch';
import { listedProductOf } from '../wishlist/listed-product';
import { isConfirmedPrice } from './price-confirmation';
import { alertIdOf, decideWatch, type HeldReason } from './watch-rules';
import type { WatchedProduct } from './watched-product';

export type WishlistAlertKind = 'price-drop' | 'back-in-stock';

export interface WatchPlan {
  readonly update: WatchUpdate;
  readonly deltas: CounterDeltas;
  /** False: the item already shows all this (nothing to write). */
  readonly changed: boolean;
  /** The alert to record, with the offer that set it off and its id. */
  readonly fired?: {
    readonly kind: WishlistAlertKind;
    readonly offer: StoreOffer;
    readonly alertId: string;
  };
  /** Why an alert that was due did not fire. */
  readonly held?: HeldReason;
}

/**
 * The in-stock offer a shopper would pay least at: the lowest price, and among equals the most
 * trusted store (a drop names the store it cites; a trusted one at the same price is the fair
 * one to name), then the name.
 */
export const cheapestInStock = (stores: readonly StoreOffer[]): StoreOffer | undefined =>
  [...stores]
    .filter((offer) => offer.inStock)
    .sort(
      (a, b) =>
        toCents(a.price) - toCents(b.price) ||
        b.trustScore - a.trustScore ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )[0];

/** The figures a card shows, without the moment they were read. */
const sameCard = (a: WishlistProduct, b: WishlistProduct): boolean =>
  JSON.stringify({ ...a, pricesAsOf: '' }) === JSON.stringify({ ...b, pricesAsOf: '' });

const sameState = (a: WatchUpdate['watchState'], b: WatchUpdate['watchState']): boolean =>
  a.armed === b.armed && a.lastAlertPrice === b.lastAlertPrice && a.lastAlertAt === b.lastAlertAt;

interface Judgement {
  readonly watchState: WatchUpdate['watchState'];
  readonly fired?: WishlistAlertKind;
  readonly held?: HeldReason;
}

const judge = (
  watcher: WishlistWatcher,
  offer: StoreOffer,
  confirmed: boolean,
  now: Date,
): Judgement => {
  const price = offer.price;
  let watchState = watcher.watchState;
  let held: HeldReason | undefined;
  if (watcher.priceWhenAdded !== null) {
    const line = watcher.priceWhenAdded;
    const reached = toCents(price) < toCents(line);
    const drop = decideWatch(watchState, { price, reached, line, confirmed, now });
    if (drop.fire) return { watchState: drop.next, fired: 'price-drop' };
    watchState = drop.next;
    held = drop.held;
  }
  if (watcher.awaitingStock) {
    const back = decideWatch(
      { ...watchState, armed: true },
      { price, reached: true, line: price, confirmed, now },
    );
    // Only the once-a-day clock moves: the price hysteresis is the drop's, about its own line.
    if (back.fire)
      return {
        watchState: { ...watchState, lastAlertAt: back.next.lastAlertAt },
        fired: 'back-in-stock',
      };
    held = held === undefined || held === 'disarmed' ? back.held : held;
  }
  return { watchState, ...(held ? { held } : {}) };
};

export const planWatch = (
  watcher: WishlistWatcher,
  product: WatchedProduct,
  now: Date,
): WatchPlan => {
  const card = listedProductOf(product, now);
  const deltas = itemCounterDeltas(watcher, { ...watcher, product: card });
  const offer = cheapestInStock(product.stores);
  const judgement: Judgement =
    watcher.priceAlertEnabled && offer
      ? judge(watcher, offer, isConfirmedPrice(product, offer), now)
      : { watchState: watcher.watchState };
  const awaitingStock =
    offer === undefined ||
    (watcher.priceAlertEnabled && watcher.awaitingStock && judgement.fired === undefined);
  const update: WatchUpdate = { product: card, watchState: judgement.watchState, awaitingStock };
  const changed =
    judgement.fired !== undefined ||
    !sameCard(card, watcher.product) ||
    !sameState(judgement.watchState, watcher.watchState) ||
    awaitingStock !== watcher.awaitingStock;
  return {
    update,
    deltas,
    changed,
    ...(judgement.fired && offer
      ? {
          fired: {
            kind: judgement.fired,
            offer,
            alertId: alertIdOf(`wishlist:${judgement.fired}:${watcher.id}`, {
              store: offer.name,
              price: offer.price,
              seenAt: offer.lastUpdated,
            }),
          },
        }
      : {}),
    ...(judgement.held ? { held: judgement.held } : {}),
  };
};
