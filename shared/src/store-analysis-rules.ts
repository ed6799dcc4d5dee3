/**
 * Store analysis: the fixed lists, the constants of the three scoring schemes
 * (docs/store-verdict.md) and the labels the pages show, without zod, so the browser can read
 * them without bringing zod along. store-analysis.ts (the zod contracts) re-exports everything
 * here.
 */
import { platformTrustScores, type Platform } from './product-rules';

/** What the store seems to sell; `unknown` when too little could be read. */
export const storeProductTypes = [
  'authenticHandmade',
  'likelyMassProduced',
  'likelyDropshipped',
  'customPrinted',
  'unknown',
] as const;
export type StoreProductType = (typeof storeProductTypes)[number];

/** The words shown for each product type ('Unknown' otherwise). */
export const storeProductTypeLabels: Readonly<Record<StoreProductType, string>> = {
  authenticHandmade: 'Handmade',
  likelyMassProduced: 'Mass produced',
  likelyDropshipped: 'Dropshipped',
  customPrinted: 'Print on demand',
  unknown: 'Unknown',
};

/** /analyze: what each product type means, for the product-type descriptions card. */
export const storeProductTypeDescriptions: Readonly<Record<StoreProductType, string>> = {
  authenticHandmade:
    'Made by the seller, usually in small batches; words like handmade and crafted.',
  likelyMassProduced: 'Factory-made goods sold under a brand or by a retailer.',
  likelyDropshipped:
    'Listed by the store but shipped by a far-away supplier: long delivery times, supplier photos.',
  customPrinted: 'Printed when you order by a print-on-demand service (shirts, mugs, posters).',
  unknown: 'Too little could be read from the store to tell.',
};

/**
 * The marketplaces: the platforms the cross-platform search looks on, by the ids store analysis
 * gives them. There a seller lives on the marketplace's pages, domain and image hosts.
 */
export const marketplacePlatforms = (Object.keys(platformTrustScores) as Platform[]).map(
  (platform) => platform.toLowerCase() as Lowercase<Platform>,
);

/**
 * Marketplaces store analysis recognises besides those: a wholesale marketplace, where the store
 * is one of its suppliers. The spec gives it no trust score and the search does not look there.
 */
export const otherMarketplaces = ['alibaba'] as const;

/** Every marketplace store analysis recognises: there the seller, not the site, is the store. */
export const storeMarketplaces = [...marketplacePlatforms, ...otherMarketplaces] as const;
export type StoreMarketplace = (typeof storeMarketplaces)[number];

/** The platforms store analysis recognises, by headers, page markers or address. */
export const storePlatforms = [
  'shopify',
  'woocommerce',
  'bigcommerce',
  'wix',
  'squarespace',
  'magento',
  ...storeMarketplaces,
  'unknown',
] as const;
export type StorePlatform = (typeof storePlatforms)[number];

export const storePlatformLabels: Readonly<Record<StorePlatform, string>> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  bigcommerce: 'BigCommerce',
  wix: 'Wix',
  squarespace: 'Squarespace',
  magento: 'Magento',
  amazon: 'Amazon',
  ebay: 'eBay',
  etsy: 'Etsy',
  aliexpress: 'AliExpress',
  walmart: 'Walmart',
  target: 'Target',
  alibaba: 'Alibaba',
  unknown: 'Unknown',
};

/** The analyzer's bands (docs/store-verdict.md#bands): 80-100, 60-79, 40-59, 0-39. */
export const authenticityBands = ['high', 'good', 'moderateRisk', 'highRisk'] as const;
export type AuthenticityBandName = (typeof authenticityBands)[number];
export const authenticityBandOf = (score: number): AuthenticityBandName =>
  score >= 80 ? 'high' : score >= 60 ? 'good' : score >= 40 ? 'moderateRisk' : 'highRisk';
export const authenticityBandLabels: Readonly<Record<AuthenticityBandName, string>> = {
  high: 'High authenticity',
  good: 'Good',
  moderateRisk: 'Moderate risk',
  highRisk: 'High risk',
};
/** The score legend of /analyze: each band with its range. */
export const authenticityBandRanges: Readonly<Record<AuthenticityBandName, string>> = {
  high: '80-100',
  good: '60-79',
  moderateRisk: '40-59',
  highRisk: '0-39',
};

export const riskLevels = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export const marketPositions = [
  'premium',
  'above_market',
  'market_average',
  'below_market',
] as const;
export type MarketPosition = (typeof marketPositions)[number];

export const storeHealths = ['excellent', 'good', 'moderate', 'poor'] as const;
export type StoreHealth = (typeof storeHealths)[number];

export const dropshipLikelihoods = ['very_low', 'low', 'moderate', 'high', 'very_high'] as const;
export type DropshipLikelihood = (typeof dropshipLikelihoods)[number];

export const businessModels = [
  'brand_owned',
  'dropshipping',
  'reseller',
  'print_on_demand',
  'mixed',
] as const;
export type BusinessModel = (typeof businessModels)[number];

/** The three schemes whose rules a verdict records, point by point. */
export const scoringSchemes = ['store', 'pod', 'shopify'] as const;
export type ScoringScheme = (typeof scoringSchemes)[number];

export const scoringSchemeLabels: Readonly<Record<ScoringScheme, string>> = {
  store: 'Store score',
  pod: 'Print-on-demand check',
  shopify: 'Shopify store assessment',
};

/** The rules that fired, grouped by scheme in the contract's order; empty schemes left out. */
export const evidenceByScheme = <T extends { readonly scheme: ScoringScheme }>(
  evidence: readonly T[],
): { scheme: ScoringScheme; label: string; items: T[] }[] =>
  scoringSchemes
    .map((scheme) => ({
      scheme,
      label: scoringSchemeLabels[scheme],
      items: evidence.filter((e) => e.scheme === scheme),
    }))
    .filter((group) => group.items.length > 0);

/**
 * The evidence lines that keep a score's sum whole rather than say something about the store:
 * its starting points (`<scheme>.base`, "Every store starts at 50") and the clamp to 0-100
 * (`<prefix>.clamp`). They stay in the full evidence, and never count as a reason of the verdict.
 */
export const isScoreBookkeeping = (rule: string): boolean =>
  rule.endsWith('.base') || rule.endsWith('.clamp');

/** The constants of the three schemes, exactly (docs/store-verdict.md). */
export const storeAnalysisConstants = {
  /** Politeness towards one store: at most this many requests a second. */
  storeRequestsPerSecond: 2,
  storefrontApiVersion: '2024-01',
  storefrontProducts: 50,
  storefrontImagesPerProduct: 5,
  storefrontVariantsPerProduct: 10,
  /** Pattern-based store score. */
  pattern: {
    base: 50,
    perTrustFactor: 8,
    perRiskFactor: -12,
    typeAdjustment: {
      authenticHandmade: 15,
      likelyMassProduced: 10,
      likelyDropshipped: -20,
      customPrinted: 5,
      unknown: 0,
    } satisfies Record<StoreProductType, number>,
    platformBonus: { amazon: 10, ebay: 10, etsy: 15 } as Partial<Record<StorePlatform, number>>,
    riskLowAbove: 70,
    riskMediumAbove: 40,
    confidenceBase: 60,
    confidenceKnownPlatform: 20,
    confidenceContent: 20,
    contentCharacters: 100,
    confidenceMax: 100,
  },
  /** Print-on-demand scoring. */
  pod: {
    providerPattern: 30,
    fulfilment: 20,
    keyword: 15,
    shipping: 10,
    genericPatterns: [25, 20, 15] as const,
    handmadeWord: -20,
    isPodAbove: 40,
    veryLikelyAbove: 70,
    customPrintedAbove: 60,
    storeIndicator: 15,
    storeCatalogueAbove: 50,
    storeCatalogueBonus: 10,
    storeSpecialisation: 20,
    podStoreAbove: 50,
    mixedStoreAbove: 25,
  },
  /** Shopify-style store assessment. */
  shopify: {
    base: 50,
    onlyUnknownVendor: -15,
    manyVendorsAbove: 10,
    manyVendors: -10,
    fewVendorsAtMost: 3,
    fewVendors: 10,
    customDomain: 15,
    platformDomain: -5,
    description: 10,
    noDescription: -5,
    fewProductsBelow: 5,
    manyProductsAbove: 100,
    manyProducts: -5,
    healthExcellentAbove: 80,
    healthGoodAbove: 65,
    healthModerateAbove: 45,
    dropshipVeryLowAbove: 70,
    dropshipLowAbove: 55,
    dropshipModerateAbove: 40,
    dropshipHighAbove: 25,
    brandOwnedConfidence: 80,
    resellerVendorsAbove: 20,
    resellerConfidence: 75,
    mixedConfidence: 60,
  },
} as const;

/** Results are shared between shoppers for this long. */
export const STORE_ANALYSIS_CACHE_HOURS = 24;
/** Recent analyses shown on /analyze. */
export const RECENT_ANALYSES_SHOWN = 5;
/** Histories keep the newest 10. */
export const HISTORY_KEPT = 10;
export const STORE_URL_MAX_LENGTH = 2048;

/** The store analysis texts, word for word. */
export const storeAnalysisMessages = {
  invalidUrl: 'Invalid URL format',
  failedStore: 'Failed to analyze store',
  failedUrl: 'Failed to analyze store URL',
  invalidShopify: 'Invalid Shopify store URL provided',
  completed: 'Store analysis completed',
  /** The url tab's empty field. */
  productUrlRequired: 'Please enter a product URL',
} as const;
