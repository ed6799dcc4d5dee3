/**
 * The single-listing counterfeit warning: an offer more than 30 % below the
 * cross-store median of the same product, from a store with a trust score below 60 (the red band
 * of docs/products.md#authenticity-badges), gets a warning that names both facts.
 *
 * The median is of the other stores' prices (in stock or not: both are the market's price), so
 * the offer judged never pulls its own yardstick down. It needs at least two other stores: one
 * other price is a comparison, not a market.
 */
import {
  formatUsd,
  roundCents,
  storeKey,
  toCents,
  TRUST_YELLOW_MIN,
  type CounterfeitWarning,
} from '@shop-scanner/shared/prices';
import { median } from '../../model/products/pricing';

/** More than this share below the median. */
export const COUNTERFEIT_BELOW_MEDIAN = 0.3;
/** A trust score below this (the red band). */
export const COUNTERFEIT_TRUST_BELOW = TRUST_YELLOW_MIN;
export const COUNTERFEIT_MIN_OTHER_STORES = 2;

interface PricedOffer {
  readonly name: string;
  readonly price: number;
}

export const counterfeitWarningFor = (
  offer: PricedOffer & { readonly trustScore: number },
  offers: readonly PricedOffer[],
): CounterfeitWarning | undefined => {
  if (offer.trustScore >= COUNTERFEIT_TRUST_BELOW) return undefined;
  const key = storeKey(offer.name);
  const others = offers.filter((o) => storeKey(o.name) !== key).map((o) => o.price);
  const medianPrice = median(others);
  if (others.length < COUNTERFEIT_MIN_OTHER_STORES || medianPrice === undefined) return undefined;
  // In cents, so that exactly 30 % below is not 'more than 30 %' by a rounding error.
  if (toCents(offer.price) >= toCents(medianPrice) * (1 - COUNTERFEIT_BELOW_MEDIAN))
    return undefined;
  const below = Math.round((1 - offer.price / medianPrice) * 100);
  return {
    medianPrice: roundCents(medianPrice),
    belowMedianPercentage: below,
    trustScore: offer.trustScore,
    text: `${below}% below the median price of ${others.length} other stores (${formatUsd(roundCents(medianPrice))}), from a store with a trust score of ${offer.trustScore} (below ${COUNTERFEIT_TRUST_BELOW}): it may not be genuine`,
  };
};
