/**
 * When a watched price is worth telling a shopper about (docs/price-watch.md): the one rule that
 * both a wishlist item's drop and a price alert's trigger follow, on the price-changed consumer's
 * path and the safety-net job's alike. Pure: the callers read the state and the offers, ask here,
 * and write what comes back in one conditional write.
 *
 * Alerts people can trust:
 * - Hysteresis. Once it fired, a watch is disarmed: a price that hovers around the line does not
 *   fire on every wiggle. It re-arms when the price goes back above the line by REARM_MARGIN, and
 *   a further drop of that margin below the price it last fired at fires again.
 * - At most one alert per watch a day (ALERT_MIN_GAP_MS). A drop held back by it is not lost: the
 *   safety-net job asks again later, with the same state, and it fires then.
 * - A price far below the market (FAR_OFF_BELOW under the reference) seen only once waits for a
 *   second observation before it fires: a typo in a shelf label or a store's glitch should not
 *   wake anyone up.
 * - An out-of-stock price can never be bought, so it never fires (the caller passes null).
 */
import { createHash } from 'node:crypto';
import { toCents } from '@shop-scanner/shared/prices';
import { DAY_MS } from '@shop-scanner/shared/time';
import type { WatchState } from '../../model/price-watch/watch-state';
import { median } from '../../model/products/pricing';

/** The share a price must move past the line (or below the last alert) to count again. */
export const REARM_MARGIN = 0.02;
/** The shortest time between two alerts of one watch. */
export const ALERT_MIN_GAP_MS = DAY_MS;
/** More than this share below the reference is far off (the counterfeit warning's distance). */
export const FAR_OFF_BELOW = 0.3;

// What a watch remembers between prices lives beside its storage (the data layer keeps it on
// the watch); the rules here move it.
export { INITIAL_WATCH_STATE, type WatchState } from '../../model/price-watch/watch-state';

export interface WatchInput {
  /**
   * The price the watch is about, as the shopper could pay it now (null: nowhere in stock): the
   * lowest in-stock price for a wishlist item or an any-store alert, the store's for a store alert.
   */
  readonly price: number | null;
  /** Whether that price is on the good side of the line (below the price when added, at or below a target). */
  readonly reached: boolean;
  /** The line: the price when added, or the target. */
  readonly line: number;
  /** False while the price is far off and seen only once (isFarOff, waitsForSecondLook). */
  readonly confirmed: boolean;
  readonly now: Date;
}

/** Why a watch whose price had reached the line did not fire. */
export type HeldReason = 'disarmed' | 'once-a-day' | 'unconfirmed';

export type WatchDecision =
  | { readonly fire: true; readonly next: WatchState }
  | { readonly fire: false; readonly held?: HeldReason; readonly next: WatchState };

const atOrBelow = (price: number, bound: number): boolean => toCents(price) <= toCents(bound);

/** Re-armed: the price is back above the line by the margin. */
const rearms = (price: number, line: number): boolean =>
  toCents(price) >= toCents(line * (1 + REARM_MARGIN));

/** A further drop: at least the margin below the price it last fired at. */
const dropsFurther = (price: number, lastAlertPrice: number | null): boolean =>
  lastAlertPrice !== null && atOrBelow(price, lastAlertPrice * (1 - REARM_MARGIN));

const tooSoon = (lastAlertAt: string | null, now: Date): boolean =>
  lastAlertAt !== null && now.getTime() - new Date(lastAlertAt).getTime() < ALERT_MIN_GAP_MS;

export const decideWatch = (state: WatchState, input: WatchInput): WatchDecision => {
  const { price, now } = input;
  if (price === null) return { fire: false, next: state };
  const armed = state.armed || rearms(price, input.line);
  const next = armed === state.armed ? state : { ...state, armed };
  if (!input.reached) return { fire: false, next };
  if (!armed && !dropsFurther(price, state.lastAlertPrice))
    return { fire: false, held: 'disarmed', next };
  if (tooSoon(state.lastAlertAt, now)) return { fire: false, held: 'once-a-day', next };
  if (!input.confirmed) return { fire: false, held: 'unconfirmed', next };
  return {
    fire: true,
    next: { armed: false, lastAlertPrice: price, lastAlertAt: now.toISOString() },
  };
};

/**
 * When a held watch may fire, for the safety-net job to check its product again even if no
 * price changes: the day after its last alert (once a day), or the job's next run (unconfirmed:
 * a second sighting of the same price puts no event on the bus). Null: only a price change can
 * set it off.
 */
export const recheckAtOf = (held: HeldReason, state: WatchState, now: Date): string | null => {
  if (held === 'once-a-day' && state.lastAlertAt !== null)
    return new Date(Date.parse(state.lastAlertAt) + ALERT_MIN_GAP_MS).toISOString();
  if (held === 'unconfirmed') return now.toISOString();
  return null;
};

/**
 * Far off: more than FAR_OFF_BELOW under the median of the reference prices (the other stores'
 * in-stock prices, or with no other store, the store's own price before the change). Without a
 * reference there is nothing to be far from.
 */
export const isFarOff = (price: number, references: readonly number[]): boolean => {
  const reference = median(references);
  return reference !== undefined && toCents(price) < toCents(reference) * (1 - FAR_OFF_BELOW);
};

/**
 * (old - new) / old in percent, to one decimal; 0 without an old price (back in stock from
 * nothing) or when it did not fall.
 */
export const dropPercentage = (oldPrice: number | null, newPrice: number): number => {
  if (oldPrice === null || oldPrice <= 0 || newPrice >= oldPrice) return 0;
  return Math.round(((oldPrice - newPrice) / oldPrice) * 1000) / 10;
};

/**
 * The id of what one alert announces, made from the watch and the offer that set it off (its
 * store, price and when that price was seen): the consumer and the job, or one event delivered
 * twice, compute the same id, and a conditional put keyed by it records the alert once.
 */
export const alertIdOf = (
  watchId: string,
  offer: { readonly store: string; readonly price: number; readonly seenAt: string },
): string =>
  createHash('sha256')
    .update(`${watchId}\n${offer.store}\n${toCents(offer.price)}\n${offer.seenAt}`)
    .digest('base64url')
    .slice(0, 22);
