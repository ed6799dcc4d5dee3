/**
 * Factories for the store analysis answers (shared/src/store-analysis.ts), shaped as the server
 * sends them: a scored Shopify store with every section and its evidence, an unknown verdict, a
 * product page check. analysis-fixtures.test.ts holds them to the shared zod contracts.
 */
import type {
  CatalogueMatch,
  ProductPageCheck,
  ProductPageFacts,
  StoreAnalysisEntry,
  StoreAnalysisReport,
  VerdictEvidence,
} from '@shop-scanner/shared/store-analysis';

export const ANALYZE_ROUTE = 'POST /api/store-analysis';
export const HISTORY_ROUTE = 'GET /api/store-analysis/history';
export const PRODUCT_PAGE_ROUTE = 'POST /api/store-analysis/product-page';
export const SUBSCRIPTION_ROUTE = 'GET /api/subscription';

export const anEvidence = (overrides: Partial<VerdictEvidence> = {}): VerdictEvidence => ({
  scheme: 'store',
  rule: 'trust.returnPolicy',
  label: 'Return policy page found',
  points: 8,
  evidence: 'A page titled "Refund policy" answered 200',
  source: 'https://brand.example/policies/refund-policy',
  ...overrides,
});

/** A brand's own Shopify shop, scored 78 (good), with every section of the report. */
export const aScoredReport = (
  overrides: Partial<StoreAnalysisReport> = {},
): StoreAnalysisReport => ({
  verdict: 'scored',
  productType: 'likelyMassProduced',
  authenticityScore: 78,
  band: 'good',
  confidence: 100,
  indicators: {
    positive: ['Return policy published', 'Contact page with a street address'],
    negative: ['Ships from overseas in 10-20 days'],
    neutral: ['Runs on Shopify'],
  },
  storeMetadata: {
    platform: 'shopify',
    storeName: 'Brand Example Co.',
    storeAge: {
      registeredAt: '2012-04-12T00:00:00.000Z',
      ageDays: 5114,
      note: 'RDAP: rdap.verisign.com',
    },
    sellerRating: null,
    totalSales: null,
    location: 'Portland, OR, United States',
  },
  priceAnalysis: {
    competitiveScore: 64,
    marketPosition: 'market_average',
    similarProductsFound: 3,
  },
  riskFactors: { level: 'low', factors: ['Long shipping times on some products'] },
  podAnalysis: {
    isPOD: false,
    confidence: 15,
    provider: null,
    indicators: {
      positive: ['"custom" in 2 product titles'],
      negative: ['"handmade" on the about page'],
    },
    recommendedAction: 'Buy as from any retailer; the products are not printed on demand.',
    storeLevel: { score: 15, classification: 'not_pod' },
  },
  shopify: {
    score: 85,
    storeHealth: 'excellent',
    dropshipLikelihood: 'very_low',
    authenticity: { score: 85, indicators: ['One vendor across 24 products'] },
    businessModel: {
      type: 'brand_owned',
      confidence: 80,
      reasoning: 'A single vendor sells on its own domain.',
    },
    qualityMetrics: { professionalism: 90, productCuration: 80, customerService: 70 },
    educationalInsights: {
      storeType: 'A brand selling its own products.',
      recommendations: ['Check the warranty terms before buying.'],
      redFlags: ['No phone number published'],
      positiveSignals: ['Products carry descriptions'],
    },
    productsRead: 24,
    vendors: ['Brand Example'],
  },
  evidence: [
    anEvidence(),
    anEvidence({
      rule: 'risk.longShipping',
      label: 'Long shipping times',
      points: -12,
      evidence: '"Ships in 10-20 business days" on the shipping policy page',
      source: 'https://brand.example/policies/shipping-policy',
    }),
    anEvidence({
      scheme: 'pod',
      rule: 'pod.keyword',
      label: 'Print-on-demand keyword',
      points: 15,
      evidence: '"custom" in 2 product titles',
      source: 'https://brand.example/products.json',
    }),
    anEvidence({
      scheme: 'shopify',
      rule: 'vendor.single',
      label: 'Three vendors or fewer',
      points: 10,
      evidence: '1 vendor: Brand Example',
      source: undefined,
    }),
  ],
  pagesRead: [
    { url: 'https://brand.example/', role: 'storefront', status: 200 },
    { url: 'https://brand.example/products.json', role: 'products-feed', status: 200 },
    {
      url: 'https://brand.example/pages/contact',
      role: 'contact',
      status: null,
      note: 'Timed out after 8 s',
    },
  ],
  analyzedAt: '2026-03-03T14:05:00.000Z',
  ...overrides,
});

/** A store that could not be read: no score, no band, and the reason. */
export const anUnknownReport = (
  overrides: Partial<StoreAnalysisReport> = {},
): StoreAnalysisReport => ({
  verdict: 'unknown',
  unknownReason: 'The store answered 403 to every page: nothing could be read.',
  productType: 'unknown',
  authenticityScore: null,
  band: null,
  confidence: 30,
  indicators: { positive: [], negative: [], neutral: [] },
  storeMetadata: {
    platform: 'unknown',
    storeName: null,
    storeAge: { registeredAt: null, ageDays: null, note: 'no RDAP server for .zz' },
    sellerRating: null,
    totalSales: null,
    location: null,
  },
  priceAnalysis: { competitiveScore: null, marketPosition: null, similarProductsFound: 0 },
  riskFactors: { level: null, factors: [] },
  evidence: [],
  pagesRead: [{ url: 'https://blocked.example/', role: 'storefront', status: 403 }],
  analyzedAt: '2026-03-03T14:05:00.000Z',
  ...overrides,
});

export const anEntry = ({
  analysis = aScoredReport(),
  ...overrides
}: Partial<StoreAnalysisEntry> = {}): StoreAnalysisEntry => ({
  id: 'sa-1',
  url: 'https://brand.example/',
  store: 'brand.example',
  timestamp: '2026-03-03T14:05:00.000Z',
  cached: false,
  analysis,
  ...overrides,
});

/** `n` entries, newest first, for distinct stores. */
export const aHistory = (n: number): StoreAnalysisEntry[] =>
  Array.from({ length: n }, (_, i) =>
    anEntry({
      id: `sa-${i + 1}`,
      store: `store-${i + 1}.example`,
      url: `https://store-${i + 1}.example/`,
      timestamp: new Date(Date.UTC(2026, 2, 10 - i, 9, 0)).toISOString(),
      analysis: aScoredReport({ authenticityScore: 90 - i * 5, band: i < 3 ? 'high' : 'good' }),
    }),
  );

export const someFacts = (overrides: Partial<ProductPageFacts> = {}): ProductPageFacts => ({
  name: 'Stabilo Point 88 Fineliner, 10 pack',
  price: 12.49,
  currency: 'USD',
  images: [
    'https://brand.example/cdn/point88-front.jpg',
    'https://brand.example/cdn/point88-back.jpg',
  ],
  brand: 'Stabilo',
  gtin: '4006381333931',
  availability: 'in_stock',
  sources: {
    name: 'json-ld',
    price: 'json-ld',
    images: 'open-graph',
    brand: 'microdata',
    gtin: 'json-ld',
    availability: 'json-ld',
  },
  ...overrides,
});

export const aCatalogueMatch = (overrides: Partial<CatalogueMatch> = {}): CatalogueMatch => ({
  productId: 'p-1',
  name: 'Stabilo Point 88 Fineliner',
  matchedBy: 'gtin',
  similarity: 100,
  averagePrice: 12.5,
  lowestPrice: 10,
  ...overrides,
});

export const aProductPageCheck = (overrides: Partial<ProductPageCheck> = {}): ProductPageCheck => ({
  url: 'https://brand.example/products/point-88',
  facts: someFacts(),
  catalogueMatch: aCatalogueMatch(),
  store: anEntry({ cached: true }),
  ...overrides,
});
