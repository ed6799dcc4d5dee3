/**
 * A product's authenticity, derived from its offers only (never random): how trusted the stores
 * that sell it are, lowered when an offer is priced suspiciously far below the others (below
 * 70 % of the median, as docs/cross-platform-search.md#price-ranks has it) and when a single
 * store sells it, so there is nothing to compare. Each factor is a sentence stating the fact it
 * rests on.
 */
import {
  VERIFIED_MIN_SCORE,
  type Authenticity,
  type StoreOffer,
} from '@shop-scanner/shared/products';
import { median } from './pricing';

/** A price below this share of the median is suspicious. */
export const SUSPICIOUS_PRICE_RATIO = 0.7;
/** Points taken off per suspiciously cheap offer: a counterfeit's most common sign. */
export const SUSPICIOUS_OFFER_PENALTY = 15;
/** Points taken off when one store is the only evidence. */
export const SINGLE_STORE_PENALTY = 10;

const SUSPICIOUS_GAP_PERCENT = Math.round((1 - SUSPICIOUS_PRICE_RATIO) * 100);

const clampScore = (value: number): number => Math.max(0, Math.min(100, Math.round(value)));

const percentBelow = (price: number, reference: number): number =>
  Math.round((1 - price / reference) * 100);

export interface AuthenticityAssessment {
  readonly authenticity: Authenticity | null;
  readonly verified: boolean;
}

export const assessAuthenticity = (offers: readonly StoreOffer[]): AuthenticityAssessment => {
  if (offers.length === 0) return { authenticity: null, verified: false };

  const averageTrust = offers.reduce((sum, o) => sum + o.trustScore, 0) / offers.length;
  const factors: string[] = [];
  let score = averageTrust;

  if (offers.length === 1) {
    factors.push(`Sold by one store with a trust score of ${Math.round(averageTrust)}`);
    factors.push('Only one store sells it, so its price cannot be compared');
    score -= SINGLE_STORE_PENALTY;
  } else {
    factors.push(
      `Sold by ${offers.length} stores with an average trust score of ${Math.round(averageTrust)}`,
    );
    const middle = median(offers.map((o) => o.price)) ?? 0;
    const suspicious = offers.filter((o) => o.price < middle * SUSPICIOUS_PRICE_RATIO);
    const [first] = suspicious;
    if (suspicious.length === 1 && first) {
      factors.push(`One offer is ${percentBelow(first.price, middle)}% below the median price`);
    } else if (suspicious.length > 1) {
      const deepest = Math.max(...suspicious.map((o) => percentBelow(o.price, middle)));
      factors.push(
        `${suspicious.length} offers are more than ${SUSPICIOUS_GAP_PERCENT}% below the median price (up to ${deepest}%)`,
      );
    } else {
      factors.push(`No offer is more than ${SUSPICIOUS_GAP_PERCENT}% below the median price`);
    }
    score -= suspicious.length * SUSPICIOUS_OFFER_PENALTY;
  }

  const authenticity = { score: clampScore(score), factors };
  return { authenticity, verified: authenticity.score >= VERIFIED_MIN_SCORE };
};
