/**
 * Top Recommendations (up to four: best value, most trusted, fastest, lowest price), chosen among
 * the matches in stock, and the spec's three warnings worded with their facts.
 *
 * Best value: the lowest trust-weighted cost, (price + shipping) ÷ (trust score ÷ 100). A $20
 * offer from a store trusted 95 costs 21.05 per unit of trust and beats an $18 offer trusted 60
 * (30.00): a lower price has to make up for less trust. Shipping counts where it is known (a
 * match that does not say what shipping costs is weighed on its price alone); a match without a
 * trust score cannot be weighed and is left out of best value.
 */
import {
  crossPlatformConstants as c,
  isInStock,
  type CrossPlatformAnalysis,
  type PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import type { AuthenticityFlags } from './authenticity-flags';
import { money, percent } from './wording';

export type Recommendations = CrossPlatformAnalysis['recommendations'];

const sellerOf = (m: PlatformMatch) => m.seller ?? m.platform;

/** Price plus shipping where known, over the trust score as a share; undefined without trust. */
export const trustWeightedCost = (m: PlatformMatch): number | undefined =>
  m.trustScore === null || m.trustScore <= 0
    ? undefined
    : (m.price + (m.shippingCost ?? 0)) / (m.trustScore / 100);

/** The match with the least of `measure` (ties: the better match, then the cheaper). */
const least = (
  matches: readonly PlatformMatch[],
  measure: (m: PlatformMatch) => number | undefined,
): PlatformMatch | null => {
  let best: { match: PlatformMatch; value: number } | null = null;
  for (const match of matches) {
    const value = measure(match);
    if (value === undefined) continue;
    const better =
      best === null ||
      value < best.value ||
      (value === best.value &&
        (match.matchConfidence > best.match.matchConfidence ||
          (match.matchConfidence === best.match.matchConfidence &&
            match.price < best.match.price)));
    if (better) best = { match, value };
  }
  return best?.match ?? null;
};

const counterfeitWarnings = (
  matches: readonly PlatformMatch[],
  originalPrice: number | null,
): string[] =>
  originalPrice === null
    ? []
    : matches
        .filter((m) => m.priceRank === 'suspicious' && m.matchConfidence > c.counterfeitMatchAbove)
        .map(
          (m) =>
            `Counterfeit risk: ${sellerOf(m)} sells it for ${money(m.price)}, ` +
            `${percent((originalPrice - m.price) / originalPrice)} under the original price of ` +
            `${money(originalPrice)}, and matches it at ${m.matchConfidence}%.`,
        );

export const warningsOf = (
  matches: readonly PlatformMatch[],
  flags: AuthenticityFlags,
  originalPrice: number | null,
): string[] => [
  ...flags.identicalImages.map(
    (f) => `Identical images: ${f.detail}. One listing may have copied another's photos.`,
  ),
  ...flags.similarTitles.map(
    (f) => `Possible cloned listings: ${f.detail}, above ${percent(c.cloneSimilarityAbove)} alike.`,
  ),
  ...counterfeitWarnings(matches, originalPrice),
];

export const recommendationsOf = (
  matches: readonly PlatformMatch[],
  flags: AuthenticityFlags,
  originalPrice: number | null,
): Recommendations => {
  const inStock = matches.filter(isInStock);
  return {
    bestValue: least(inStock, trustWeightedCost),
    mostTrusted: least(inStock, (m) => (m.trustScore === null ? undefined : -m.trustScore)),
    fastest: least(inStock, (m) => m.shippingDays ?? undefined),
    lowestPrice: least(inStock, (m) => m.price),
    warnings: warningsOf(matches, flags, originalPrice),
  };
};
