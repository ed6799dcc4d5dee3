/**
 * Answers of the cross-platform search API for the panel's tests: matches, a full analysis (every
 * section filled, its figures consistent with its matches) and history entries. The shared API
 * fakes are web/src/test/api-fixtures.ts.
 */
import type {
  CrossPlatformAnalysis,
  CrossPlatformHistoryEntry,
  PlatformMatch,
} from '@shop-scanner/shared/cross-platform';

export const SEARCH_ROUTE = 'POST /api/cross-platform-search';
export const HISTORY_ROUTE = 'GET /api/cross-platform-search/history';
export const SUBSCRIPTION_ROUTE = 'GET /api/subscription';

export const ORIGINAL_URL = 'https://shop.example/products/fineliner';

export const aMatch = (overrides: Partial<PlatformMatch> = {}): PlatformMatch => ({
  platform: 'Amazon',
  url: 'https://www.amazon.com/dp/B000',
  title: 'Stabilo Point 88 Fineliner 0.4 mm',
  price: 10,
  currency: 'USD',
  imageUrl: null,
  seller: 'Amazon',
  sellerRating: null,
  availability: 'in_stock',
  matchConfidence: 100,
  matchedBy: 'gtin',
  priceRank: 'competitive',
  shippingDays: 2,
  shippingCost: 0,
  trustScore: 95,
  lastUpdated: '2026-11-20T08:00:00.000Z',
  reviews: null,
  source: 'catalogue',
  ...overrides,
});

/** Three matches on two platforms against an original price of $12.00. */
export const threeMatches = (): PlatformMatch[] => [
  aMatch(),
  aMatch({
    platform: 'eBay',
    url: 'https://www.ebay.com/itm/1',
    title: 'STABILO point 88 fineliner pen',
    price: 7.5,
    seller: 'pens-galore',
    matchConfidence: 91,
    matchedBy: 'name',
    priceRank: 'suspicious',
    shippingDays: 14,
    trustScore: 80,
    source: 'ebay',
  }),
  aMatch({
    platform: 'eBay',
    url: 'https://www.ebay.com/itm/2',
    title: 'Stabilo Point 88 Fineliner 0.4',
    price: 16,
    seller: null,
    matchConfidence: 88,
    matchedBy: 'name',
    priceRank: 'high',
    shippingDays: null,
    trustScore: null,
    availability: 'limited',
    source: 'ebay',
  }),
];

export const anAnalysis = (
  overrides: Partial<CrossPlatformAnalysis> = {},
): CrossPlatformAnalysis => {
  const matches = overrides.matches ?? threeMatches();
  const [amazon, cheap, dear] = threeMatches() as [PlatformMatch, PlatformMatch, PlatformMatch];
  return {
    originalProduct: {
      url: ORIGINAL_URL,
      title: 'Stabilo Point 88 Fineliner',
      price: 12,
      platform: 'shop.example',
    },
    matches,
    priceAnalysis: {
      lowestPrice: 7.5,
      highestPrice: 16,
      averagePrice: 11.17,
      priceSpread: 8.5,
      suspiciouslyLowCount: 1,
      suspiciouslyHighCount: 1,
      insights: [
        'Prices range from $7.50 at pens-galore to $16.00 at eBay across 3 matches, a spread of $8.50.',
        'The original price of $12.00 is 7% above the average of $11.17.',
      ],
    },
    authenticityFlags: {
      identicalImages: [
        {
          urls: [amazon.url, cheap.url],
          detail: 'Amazon and pens-galore show the same image file (identical content)',
        },
      ],
      similarTitles: [],
      priceOutliers: [
        {
          urls: [dear.url],
          detail:
            'eBay: $16.00 against a median of $10.00 over 3 prices (modified z-score 4.0, beyond ±3.5)',
        },
      ],
      dropshipIndicators: [
        { urls: [cheap.url], detail: 'pens-galore: ships in 14 days at 25% under the median' },
      ],
    },
    recommendations: {
      bestValue: amazon,
      mostTrusted: amazon,
      fastest: amazon,
      lowestPrice: cheap,
      warnings: [
        'Counterfeit risk: pens-galore sells it for $7.50, 38% under the original price of $12.00, and matches it at 91%.',
      ],
    },
    totalMatches: matches.length,
    searchConfidence: 82,
    platforms: [
      {
        platform: 'Shop Scanner catalogue',
        status: 'searched',
        matches: 1,
        note: 'Store offers recorded in the Shop Scanner catalogue',
      },
      { platform: 'eBay', status: 'searched', matches: 2 },
      {
        platform: 'Etsy',
        status: 'not_connected',
        matches: 0,
        note: 'Set ETSY_API_KEY to search Etsy.',
      },
    ],
    ...overrides,
  };
};

/** The same analysis when the original page published no price: nothing is ranked. */
export const anUnpricedAnalysis = (): CrossPlatformAnalysis => {
  const matches = threeMatches().map((m) => ({ ...m, priceRank: null }));
  const base = anAnalysis({ matches });
  return {
    ...base,
    originalProduct: { ...base.originalProduct, price: null },
    priceAnalysis: {
      ...base.priceAnalysis,
      suspiciouslyLowCount: 0,
      suspiciouslyHighCount: 0,
      insights: ['The original page published no price, so no match is ranked against it.'],
    },
    recommendations: { ...base.recommendations, warnings: [] },
  };
};

export const noFlags = (): CrossPlatformAnalysis['authenticityFlags'] => ({
  identicalImages: [],
  similarTitles: [],
  priceOutliers: [],
  dropshipIndicators: [],
});

export const aHistoryEntry = (
  i: number,
  overrides: Partial<CrossPlatformHistoryEntry> = {},
): CrossPlatformHistoryEntry => ({
  id: `search-${i}`,
  query: { originalUrl: `https://store-${i}.example/p`, productName: `Product ${i}` },
  timestamp: new Date(Date.UTC(2026, 10, 20, 12 - i)).toISOString(),
  analysis: anAnalysis({
    originalProduct: {
      url: `https://store-${i}.example/p`,
      title: `Product ${i}`,
      price: 12,
      platform: `store-${i}.example`,
    },
  }),
  ...overrides,
});

/** `n` searches, newest first, as the server answers them. */
export const aHistory = (n: number) => Array.from({ length: n }, (_, i) => aHistoryEntry(i + 1));
