/**
 * Honest discounts (docs/prices.md#honest-discounts; the EU Omnibus rule, Directive 98/6/EC art.
 * 6a): a claimed original ("was") price is checked against the lowest price the same store was seen
 * at in the 30 days before the discount began.
 *
 * - The discount began at the oldest point of the store's newest unbroken run of points that
 *   claim a was-price above the price (a promotion; a break in the claim ends it).
 * - The lowest price counts in-stock prices only: a price nobody could buy at was never applied.
 *   The price in force when the window opened counts, as do all changes inside it; a price during
 *   an earlier promotion counts too, as the directive has it.
 * - The store's history must reach back the whole 30 days, else the check cannot judge yet.
 */
import {
  formatUsd,
  percentBelow,
  storeKey,
  toCents,
  type DiscountCheck,
  type PriceHistoryPoint,
} from '@shop-scanner/shared/prices';
import { DAY_MS } from '@shop-scanner/shared/time';

export const OMNIBUS_WINDOW_DAYS = 30;

export interface DiscountClaim {
  readonly name: string;
  readonly price: number;
  readonly originalPrice?: number;
  readonly lastUpdated: string;
}

const claimsDiscount = (p: { price: number; originalPrice?: number }): boolean =>
  p.originalPrice !== undefined && toCents(p.originalPrice) > toCents(p.price);

const dayText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The check of an offer's claimed discount; undefined when the offer claims none. */
export const checkDiscount = (
  offer: DiscountClaim,
  history: readonly PriceHistoryPoint[],
): DiscountCheck | undefined => {
  if (!claimsDiscount(offer) || offer.originalPrice === undefined) return undefined;
  const key = storeKey(offer.name);
  const storePoints = history
    .filter((p) => storeKey(p.store) === key)
    .map((point) => ({ point, time: Date.parse(point.timestamp) }))
    .sort((a, b) => b.time - a.time);

  // The history may lag the offer by a moment: without a claiming point, the sale began with it.
  let began = Date.parse(offer.lastUpdated);
  for (const { point, time } of storePoints) {
    if (!claimsDiscount(point)) break;
    began = time;
  }
  const windowStart = began - OMNIBUS_WINDOW_DAYS * DAY_MS;
  const oldest = storePoints.at(-1)?.time;
  if (oldest === undefined || oldest > windowStart) {
    const known = oldest === undefined ? 0 : Math.max(0, Math.floor((began - oldest) / DAY_MS));
    return {
      kind: 'cannot-judge',
      text: `Cannot check this discount yet: ${offer.name}'s prices are on record for ${dayText(known)} before the sale began, and ${OMNIBUS_WINDOW_DAYS} are needed`,
    };
  }

  // Newest first: the first point at or before the window's start is the price then in force.
  const inForce = storePoints.find(({ time }) => time <= windowStart);
  const seen = storePoints
    .filter(({ point, time }) => (time > windowStart && time < began) || point === inForce?.point)
    .filter(({ point }) => point.inStock)
    .map(({ point }) => point.price);
  if (seen.length === 0) {
    return {
      kind: 'cannot-judge',
      text: `Cannot check this discount: ${offer.name} did not have it in stock in the ${OMNIBUS_WINDOW_DAYS} days before the sale began`,
    };
  }
  const lowest30d = Math.min(...seen);
  if (toCents(offer.originalPrice) > toCents(lowest30d)) {
    const real = Math.max(0, percentBelow(offer.price, lowest30d));
    const verdict =
      toCents(offer.price) < toCents(lowest30d)
        ? `against it the discount is ${real}%`
        : `against it this price is no discount`;
    return {
      kind: 'not-seen',
      lowest30d,
      realDiscountPercentage: real,
      text: `Was-price not seen in the last ${OMNIBUS_WINDOW_DAYS} days: lowest was ${formatUsd(lowest30d)}; ${verdict}`,
    };
  }
  return {
    kind: 'confirmed',
    lowest30d,
    realDiscountPercentage: percentBelow(offer.price, offer.originalPrice),
    text: `Discount checked: the lowest price in the ${OMNIBUS_WINDOW_DAYS} days before the sale was ${formatUsd(lowest30d)}`,
  };
};

/**
 * A real discount, for the hasDiscount filter: a confirmed one, or a price below the 30-day low
 * when the was-price was not seen. A discount the check cannot judge yet is not counted as real.
 */
export const isRealDiscount = (
  offer: { readonly price: number },
  check: DiscountCheck | undefined,
): boolean => {
  if (check === undefined) return false;
  if (check.kind === 'confirmed') return true;
  if (check.kind === 'not-seen' && check.lowest30d !== undefined)
    return toCents(offer.price) < toCents(check.lowest30d);
  return false;
};
