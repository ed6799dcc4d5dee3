import { describe, expect, it } from 'vitest';
import {
  authenticityBandOf,
  storeAnalysisReportSchema,
  type StoreAnalysisReport,
} from '@shop-scanner/shared/store-analysis';
import { analyzeSnapshot } from './analyze-snapshot';
import { sumPoints } from './findings';
import type { StoreSnapshot } from './store-snapshot';
import {
  aPage,
  aProduct,
  aShopifySnapshot,
  aShopifySnapshotWithoutProducts,
  aSnapshot,
  aStoreWith,
  aVariant,
  STORE_URL,
} from './test-snapshots';

const NOW = new Date('2026-03-03T14:05:00.000Z');
const noPrices: StoreAnalysisReport['priceAnalysis'] = {
  competitiveScore: null,
  marketPosition: null,
  similarProductsFound: 0,
};

const analyze = (snapshot: StoreSnapshot) => analyzeSnapshot(snapshot, noPrices, NOW);

const pointsOf = (report: StoreAnalysisReport, keep: (rule: string) => boolean) =>
  sumPoints(report.evidence.filter((e) => keep(e.rule)));

/** A print-on-demand Shopify shop with a little of everything. */
const podShop = (): StoreSnapshot =>
  aShopifySnapshot({
    description: 'Cat lover apparel, printed on demand by Printful.',
    location: 'Portland, OR, United States',
    publishedProductCount: 64,
    domain: { registeredAt: '2020-01-01T00:00:00.000Z', ageDays: 2253, note: 'RDAP: rdap.example' },
    pages: [
      aPage('storefront', { text: 'Cat Lover Tee. Only 3 left! Contact: hello@store.example.' }),
      aPage('products-feed', {
        url: `${STORE_URL}products.json?limit=50`,
        text: '',
        note: 'products read: 3',
      }),
      aPage('policy', { title: 'Refund policy', text: 'Refunds within 30 days.' }),
      aPage('contact', { status: null, text: '', note: 'not fetched: timeout' }),
    ],
    products: [
      aProduct({
        title: 'Cat Lover T-Shirt',
        variants: [aVariant({ price: 10, compareAtPrice: 30 })],
      }),
      aProduct({ title: 'Cat Lover Hoodie' }),
      aProduct({ title: 'Cat Lover Mug', productType: 'Mug' }),
    ],
  });

describe('analyzeSnapshot: a scored verdict', () => {
  it('parses as the contract report', () => {
    const report = analyze(podShop());

    expect(storeAnalysisReportSchema.parse(report)).toEqual(report);
    expect(report.verdict).toBe('scored');
    expect(report.unknownReason).toBeUndefined();
  });

  it("sums each scheme's evidence to its score", () => {
    const report = analyze(podShop());

    expect(pointsOf(report, () => true)).toBe(
      (report.authenticityScore ?? NaN) +
        (report.podAnalysis?.confidence ?? NaN) +
        (report.podAnalysis?.storeLevel.score ?? NaN) +
        (report.shopify?.score ?? NaN),
    );
    const store = report.evidence.filter((e) => e.scheme === 'store');
    expect(sumPoints(store)).toBe(report.authenticityScore);
    expect(pointsOf(report, (rule) => rule.startsWith('pod.'))).toBe(
      report.podAnalysis?.confidence,
    );
    expect(pointsOf(report, (rule) => rule.startsWith('podStore.'))).toBe(
      report.podAnalysis?.storeLevel.score,
    );
    expect(sumPoints(report.evidence.filter((e) => e.scheme === 'shopify'))).toBe(
      report.shopify?.score,
    );
  });

  it('reads the store as the evidence says, point by point', () => {
    const report = analyze(podShop());

    expect(
      report.evidence.filter((e) => e.scheme === 'store').map((e) => [e.rule, e.points]),
    ).toEqual([
      ['store.base', 50],
      ['trust.returnPolicy', 8],
      ['trust.contactDetails', 8],
      ['trust.https', 8],
      ['trust.establishedDomain', 8],
      ['trust.storeDescription', 8],
      ['trust.ownProductImages', 8],
      ['risk.urgency', -12],
      // Provider 30 + fulfilment 20 + keyword 15 + same design 25 = 90: above 60.
      ['type.customPrinted', 5],
      ['platform.shopify', 0],
      ['store.riskLevel', 0],
    ]);
    expect(report).toMatchObject({
      productType: 'customPrinted',
      authenticityScore: 91,
      band: 'high',
      confidence: 100,
      riskFactors: { level: 'low', factors: ['Pressure to buy now'] },
    });
  });

  it('builds the indicators from the evidence', () => {
    expect(analyze(podShop()).indicators).toEqual({
      positive: [
        'Return policy found',
        'Contact details published',
        'Secure connection (HTTPS)',
        'Domain registered over a year ago',
        'The store describes itself',
        "Product images not taken from a supplier's listing",
        'Product type: Print on demand',
      ],
      negative: ['Pressure to buy now'],
      // The store says it publishes 64 products: not "fewer than 5".
      neutral: ['Runs on Shopify'],
    });
  });

  it('gives the band of its score', () => {
    for (const snapshot of [aStoreWith({}), aStoreWith({ risk: ['longShipping'] }), podShop()]) {
      const report = analyze(snapshot);
      expect(report.band).toBe(authenticityBandOf(report.authenticityScore ?? NaN));
    }
  });

  it('records the store metadata read, never inventing a rating or sales', () => {
    expect(analyze(podShop()).storeMetadata).toEqual({
      platform: 'shopify',
      storeName: 'Store Example',
      storeAge: {
        registeredAt: '2020-01-01T00:00:00.000Z',
        ageDays: 2253,
        note: 'RDAP: rdap.example',
      },
      sellerRating: null,
      totalSales: null,
      location: 'Portland, OR, United States',
    });
    expect(analyze(aSnapshot()).storeMetadata).toMatchObject({ storeName: null, location: null });
  });

  it('lists the pages read with their status and notes, passes the price analysis through and dates itself', () => {
    const prices = {
      competitiveScore: 64,
      marketPosition: 'market_average' as const,
      similarProductsFound: 3,
    };

    const report = analyzeSnapshot(podShop(), prices, NOW);

    expect(report.pagesRead).toEqual([
      { url: STORE_URL, role: 'storefront', status: 200 },
      {
        url: `${STORE_URL}products.json?limit=50`,
        role: 'products-feed',
        status: 200,
        note: 'products read: 3',
      },
      { url: `${STORE_URL}pages/policy`, role: 'policy', status: 200 },
      {
        url: `${STORE_URL}pages/contact`,
        role: 'contact',
        status: null,
        note: 'not fetched: timeout',
      },
    ]);
    expect(report.priceAnalysis).toBe(prices);
    expect(report.analyzedAt).toBe('2026-03-03T14:05:00.000Z');
  });

  it('carries the POD reading and the Shopify assessment', () => {
    const report = analyze(podShop());

    expect(report.podAnalysis).toMatchObject({ isPOD: true, provider: 'Printful' });
    expect(report.shopify).toMatchObject({
      businessModel: { type: 'print_on_demand' },
      productsRead: 3,
      vendors: ['Store Example'],
    });
  });

  it('has no Shopify assessment off Shopify', () => {
    expect(analyze(aStoreWith({})).shopify).toBeUndefined();
  });
});

describe('analyzeSnapshot: a Shopify store whose product list could not be read', () => {
  it('is scored without an assessment, and says why instead of the default 50/30', () => {
    // Prepare
    const snapshot = aShopifySnapshotWithoutProducts(430);

    // Act
    const report = analyze(snapshot);

    // Assess
    expect(storeAnalysisReportSchema.parse(report)).toEqual(report);
    expect(report.verdict).toBe('scored');
    expect(report.shopify).toBeUndefined();
    expect(report.evidence.filter((e) => e.scheme === 'shopify')).toEqual([
      expect.objectContaining({ rule: 'shopify.productsUnread', points: 0 }),
    ]);
    expect(report.indicators.neutral).toContain(
      'No store assessment: the product list could not be read',
    );
    expect(report.confidence).not.toBe(30);
  });
});

describe('analyzeSnapshot: an unknown verdict', () => {
  it.each([
    [
      'a blocked store',
      aSnapshot({
        platform: 'shopify',
        pages: [aPage('storefront', { status: 403, text: '', note: 'HTTP 403' })],
      }),
      'The store answered HTTP 403: its page could not be read',
    ],
    [
      'an empty page',
      aSnapshot({ pages: [aPage('storefront', { text: '', note: 'empty page' })] }),
      "The store's page was empty: there was nothing to read",
    ],
  ])('for %s: the reason, and no invented figure', (_name, snapshot, reason) => {
    // Act
    const report = analyze(snapshot);

    // Assess
    expect(storeAnalysisReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      verdict: 'unknown',
      unknownReason: reason,
      productType: 'unknown',
      authenticityScore: null,
      band: null,
      confidence: 0,
      riskFactors: { level: null, factors: [] },
      indicators: { positive: [], negative: [], neutral: [] },
      evidence: [],
    });
    expect(report.podAnalysis).toBeUndefined();
    expect(report.shopify).toBeUndefined();
    expect(report.pagesRead).toEqual([
      expect.objectContaining({
        url: STORE_URL,
        role: 'storefront',
        status: snapshot.pages[0]?.status,
      }),
    ]);
    expect(report.storeMetadata.platform).toBe(snapshot.platform);
  });
});
