/**
 * Cross-platform search: its constants (docs/cross-platform-search.md) and the labels the panel
 * shows, without zod (the browser reads them). cross-platform.ts re-exports everything here.
 */
export { platformTrustScores, type Platform } from './product-rules';

/** Price ranks relative to the original price. */
export const priceRanks = ['suspicious', 'lowest', 'competitive', 'average', 'high'] as const;
export type PriceRank = (typeof priceRanks)[number];

export const priceRankLabels: Readonly<Record<PriceRank, string>> = {
  suspicious: 'Suspicious',
  lowest: 'Lowest',
  competitive: 'Competitive',
  average: 'Average',
  high: 'High',
};

export const crossPlatformConstants = {
  /** Below 70 % of the original price: suspicious; below 85 %: lowest. */
  suspiciousBelow: 0.7,
  lowestBelow: 0.85,
  /** Above 130 %: high; above 115 %: average; else competitive. */
  highAbove: 1.3,
  averageAbove: 1.15,
  /**
   * Search confidence: 0.6 x average match + 5 per platform + 15 if any match above 85, max 100.
   */
  confidenceMatchWeight: 0.6,
  confidencePerPlatform: 5,
  confidenceStrongMatchAbove: 85,
  confidenceStrongMatchBonus: 15,
  confidenceMax: 100,
  /**
   * Warnings: titles more alike than this are clones; counterfeit risk when suspicious and match
   * above 80.
   */
  cloneSimilarityAbove: 0.9,
  counterfeitMatchAbove: 80,
  topRecommendations: 4,
  currency: 'USD',
  /** Matches answered per search, best first. */
  maxMatches: 50,
} as const;

/**
 * The price ranks are relative to the original price (0.7 / 0.85 / 1.15 / 1.3).
 * Null when the original page published no price: 29.99 is never assumed.
 */
export const priceRankOf = (price: number, originalPrice: number | null): PriceRank | null => {
  if (originalPrice === null || originalPrice <= 0) return null;
  const ratio = price / originalPrice;
  const c = crossPlatformConstants;
  if (ratio < c.suspiciousBelow) return 'suspicious';
  if (ratio < c.lowestBelow) return 'lowest';
  if (ratio > c.highAbove) return 'high';
  if (ratio > c.averageAbove) return 'average';
  return 'competitive';
};

/** Where a platform's matches came from in one search. */
export const platformStatuses = ['searched', 'not_connected', 'failed'] as const;
export type PlatformStatus = (typeof platformStatuses)[number];

export const crossPlatformMessages = {
  failed: 'Failed to search across platforms',
  found: (n: number, m: number) => `Found ${n} matches across ${m} platforms`,
  urlRequired: 'Original product URL is required',
  nameRequired: 'Product name is required',
  priceRangeOrder: 'Minimum price must not be above the maximum price',
} as const;

/**
 * A match a shopper can buy now: in stock or in limited stock. Every figure that names a price
 * to pay (the lowest price, the average, the picks) counts these only, so the summary, the price
 * analysis and the recommendations name the same cheapest offer.
 */
export const isInStock = (match: { availability: 'in_stock' | 'limited' | 'out_of_stock' }) =>
  match.availability !== 'out_of_stock';

/**
 * What a match costs delivered: its price plus shipping, in cents; null when the listing does not
 * say what shipping costs (a total is never guessed).
 */
export const totalWithShipping = (match: {
  price: number;
  shippingCost?: number | null | undefined;
}): number | null =>
  match.shippingCost === null || match.shippingCost === undefined
    ? null
    : Math.round((match.price + match.shippingCost) * 100) / 100;
