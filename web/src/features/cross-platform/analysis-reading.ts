/**
 * How the panel reads a Cross-platform analysis: which sections it has, and the few
 * figures the panel words from the server's own (the platform count, the saving versus the
 * average). Every figure comes from the answer; nothing is estimated here.
 */
import type {
  AuthenticityFlag,
  CrossPlatformAnalysis,
  PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import {
  crossPlatformConstants,
  crossPlatformMessages,
  totalWithShipping,
  type PlatformStatus,
  type PriceRank,
} from '@shop-scanner/shared/cross-platform-rules';
import { formatDayTime } from '@shop-scanner/shared/en-us-format';
import type { Tone } from '../../components/ui/tone';
import { formatMoney } from '../../lib/format';

/**
 * The platforms with at least one match, in the order of their first match (best first). The
 * count is of the matches answered (at most 50, best first), which carry their platform.
 */
export const platformsWithMatches = (analysis: Pick<CrossPlatformAnalysis, 'matches'>) => [
  ...new Set(analysis.matches.map((m) => m.platform)),
];

/** 'Found {n} matches across {m} platforms'. */
export const foundMessage = (analysis: Pick<CrossPlatformAnalysis, 'matches' | 'totalMatches'>) =>
  crossPlatformMessages.found(analysis.totalMatches, platformsWithMatches(analysis).length);

/**
 * What buying at the lowest price saves against the average; null when there are no prices. Both
 * figures are of the matches in stock (the server's price analysis counts those only).
 */
export const savingVersusAverage = ({
  lowestPrice,
  averagePrice,
}: CrossPlatformAnalysis['priceAnalysis']): number | null =>
  lowestPrice === null || averagePrice === null
    ? null
    : Math.max(0, Math.round((averagePrice - lowestPrice) * 100) / 100);

export interface TileText {
  readonly label: string;
  readonly value: string;
  readonly detail: string;
}

/**
 * The lowest-price tile. It names what it counts, the matches in stock, so it shows the
 * same price as the lowest-price pick ("the cheapest match in stock"), never a sold-out offer's.
 */
export const lowestPriceTile = (
  analysis: Pick<CrossPlatformAnalysis, 'priceAnalysis' | 'totalMatches'>,
): TileText => {
  const { lowestPrice } = analysis.priceAnalysis;
  const saving = savingVersusAverage(analysis.priceAnalysis);
  const label = 'Lowest price in stock';
  if (lowestPrice === null) {
    return {
      label,
      value: 'Unknown',
      detail: analysis.totalMatches > 0 ? 'No match is in stock' : 'No prices found',
    };
  }
  return {
    label,
    value: money(lowestPrice),
    detail:
      saving === null || saving === 0
        ? 'The same as the average in-stock price'
        : `${money(saving)} less than the average in-stock price`,
  };
};

export const recommendationKinds = ['bestValue', 'mostTrusted', 'fastest', 'lowestPrice'] as const;
export type RecommendationKind = (typeof recommendationKinds)[number];

export const recommendationLabels: Readonly<Record<RecommendationKind, string>> = {
  bestValue: 'Best value',
  mostTrusted: 'Most trusted',
  fastest: 'Fastest delivery',
  lowestPrice: 'Lowest price',
};

/** What each pick rests on, so a card says why it was chosen. */
export const recommendationReasons: Readonly<Record<RecommendationKind, string>> = {
  bestValue: 'The lowest price with shipping, weighed against how far its store can be trusted.',
  mostTrusted: 'The most trusted store among the matches in stock.',
  fastest: 'The quickest delivery among the matches in stock.',
  lowestPrice: 'The cheapest match in stock, before shipping.',
};

/**
 * The price a pick's card shows, and what it includes. Best value is chosen on the price with
 * shipping, so it shows that total; the other picks show the listed price and what shipping
 * adds. A listing that does not say what shipping costs is shown on its price alone, and says so.
 */
export const recommendationPrice = (
  kind: RecommendationKind,
  match: Pick<PlatformMatch, 'price' | 'currency' | 'shippingCost'>,
): { amount: string; note: string } => {
  const shipping = match.shippingCost ?? null;
  const total = totalWithShipping(match);
  if (kind === 'bestValue' && total !== null && shipping !== null) {
    return {
      amount: `${money(total, match.currency)} with shipping`,
      note:
        shipping === 0
          ? 'Free shipping'
          : `${money(match.price, match.currency)} plus ${money(shipping, match.currency)} shipping`,
    };
  }
  return {
    amount: money(match.price, match.currency),
    note:
      shipping === null
        ? 'Shipping cost not stated'
        : shipping === 0
          ? 'Free shipping'
          : `Plus ${money(shipping, match.currency)} shipping`,
  };
};

/** Up to 4 Top Recommendations, only those the server found. */
export const topRecommendations = (
  recommendations: CrossPlatformAnalysis['recommendations'],
): { kind: RecommendationKind; match: PlatformMatch }[] =>
  recommendationKinds
    .flatMap((kind) => {
      const match = recommendations[kind];
      return match ? [{ kind, match }] : [];
    })
    .slice(0, crossPlatformConstants.topRecommendations);

export const flagKinds = [
  'identicalImages',
  'similarTitles',
  'priceOutliers',
  'dropshipIndicators',
] as const;
export type FlagKind = (typeof flagKinds)[number];
export type FlagRisk = 'high' | 'medium';

/** A risk's colours: high as a danger, medium as a warning. */
export const riskTones: Readonly<Record<FlagRisk, Tone>> = { high: 'danger', medium: 'warning' };

/** A price rank's colours: a price too low to trust reads as a danger, a high one as a warning. */
export const rankTones: Readonly<Record<PriceRank, Tone>> = {
  suspicious: 'danger',
  lowest: 'success',
  competitive: 'info',
  average: 'neutral',
  high: 'warning',
};

/**
 * Each kind of flag, its risk and what it means. Identical photos and cloned titles point at
 * copied listings, the usual mark of counterfeits, so they rank high; an outlying price or
 * drop-shipping signs are reasons to look closer, not proof.
 */
export const flagKindInfo: Readonly<
  Record<FlagKind, { label: string; risk: FlagRisk; meaning: string }>
> = {
  identicalImages: {
    label: 'Identical images',
    risk: 'high',
    meaning: 'Different sellers show the same photo: one may have copied another’s listing.',
  },
  similarTitles: {
    label: 'Near-identical titles',
    risk: 'high',
    meaning: 'Different sellers list the product under almost the same words.',
  },
  priceOutliers: {
    label: 'Price outliers',
    risk: 'medium',
    meaning: 'A price far from what the other sellers ask.',
  },
  dropshipIndicators: {
    label: 'Drop-shipping signs',
    risk: 'medium',
    meaning: 'Long shipping with a low price, or a marketplace drop-shippers buy from.',
  },
};

export const flagRiskLabels: Readonly<Record<FlagRisk, string>> = {
  high: 'High risk',
  medium: 'Medium risk',
};

/** The flag kinds that fired, in the order above. */
export const flagGroups = (
  flags: CrossPlatformAnalysis['authenticityFlags'],
): { kind: FlagKind; flags: AuthenticityFlag[] }[] =>
  flagKinds.flatMap((kind) => (flags[kind].length > 0 ? [{ kind, flags: flags[kind] }] : []));

/** The listing a flag names, as the panel shows it: its seller (or platform) and platform. */
export const listingName = (url: string, matches: readonly PlatformMatch[]): string => {
  const match = matches.find((m) => m.url === url);
  if (!match) return url;
  return match.seller && match.seller !== match.platform
    ? `${match.seller} on ${match.platform}`
    : match.platform;
};

const statusWords: Readonly<Record<PlatformStatus, (matches: number) => string>> = {
  searched: (n) => `${n} ${n === 1 ? 'match' : 'matches'}`,
  not_connected: () => 'not connected',
  failed: () => 'search failed',
};

/** "eBay: not connected", "Shop Scanner catalogue: 4 matches". */
export const platformStatusText = (platform: CrossPlatformAnalysis['platforms'][number]) =>
  `${platform.platform}: ${statusWords[platform.status](platform.matches)}`;

export const availabilityLabels: Readonly<Record<PlatformMatch['availability'], string>> = {
  in_stock: 'In Stock',
  limited: 'Limited stock',
  out_of_stock: 'Out of Stock',
};

/** The seller as the match names it; a listing that names none says so. */
export const sellerText = (match: PlatformMatch) => match.seller ?? 'Seller not stated';

/** "95% match", "100% match (same barcode)". */
export const matchText = (match: PlatformMatch) =>
  `${match.matchConfidence}% match${match.matchedBy === 'gtin' ? ' (same barcode)' : ''}`;

/** An amount in its own currency ('$19.99', '€18.50'); the analysis's figures are in USD. */
export const money = (amount: number, currency: string = crossPlatformConstants.currency) =>
  formatMoney(amount, currency);

/** When a search ran: 'Nov 20, 2026, 3:04 PM'. */
export const formatMoment = (iso: string) => formatDayTime(new Date(iso));

/**
 * The original product's price, or why matches are not ranked against it. Where it came from is
 * not said: the server takes the catalogue's offer at that address when there is one, else what
 * the page publishes, and its answer does not tell which.
 */
export const originalPriceText = (price: number | null) =>
  price === null
    ? 'The original page published no price, so prices are not ranked'
    : `Original price: ${money(price)}`;
