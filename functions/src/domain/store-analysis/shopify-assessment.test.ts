import { describe, expect, it } from 'vitest';
import { storeAnalysisConstants, type PodAnalysis } from '@shop-scanner/shared/store-analysis';
import { sumPoints } from './findings';
import {
  assessShopifyStore,
  dropshipLikelihoodOf,
  dropshipLikelihoodWith,
  healthOf,
} from './shopify-assessment';
import { readStoreFacts } from './store-facts';
import type { StoreSnapshot } from './store-snapshot';
import {
  aPage,
  aProduct,
  aShopifySnapshot,
  aShopifySnapshotWithoutProducts,
  aSnapshot,
  someProducts,
  STORE_URL,
} from './test-snapshots';

const s = storeAnalysisConstants.shopify;

const notPod: PodAnalysis = {
  isPOD: false,
  confidence: 0,
  provider: null,
  indicators: { positive: [], negative: [] },
  recommendedAction: '',
  storeLevel: { score: 0, classification: 'not_pod' },
};

const assess = (snapshot: StoreSnapshot) =>
  assessShopifyStore(readStoreFacts(snapshot), { pod: notPod, productType: 'unknown' });

const rulesOf = (snapshot: StoreSnapshot) =>
  assess(snapshot)
    .findings.filter((f) => f.tone !== 'tally')
    .map((f) => [f.rule, f.points]);

const withVendors = (n: number): StoreSnapshot =>
  aShopifySnapshot({
    products: Array.from({ length: 12 }, (_, i) => aProduct({ vendor: `Vendor ${(i % n) + 1}` })),
  });

describe('which stores are assessed', () => {
  it('assesses nothing off Shopify, even with a product list', () => {
    const woo = aSnapshot({ platform: 'woocommerce', products: someProducts(10) });

    expect(assess(woo)).toEqual({ assessment: undefined, findings: [] });
  });

  it('makes no assessment, and no default 50, when the Shopify product list could not be read', () => {
    // Prepare
    const snapshot = aShopifySnapshotWithoutProducts(404);

    // Act
    const { assessment, findings } = assess(snapshot);

    // Assess
    expect(assessment).toBeUndefined();
    expect(findings).toEqual([
      expect.objectContaining({
        scheme: 'shopify',
        rule: 'shopify.productsUnread',
        points: 0,
        tone: 'neutral',
        evidence:
          "The storefront's product list answered HTTP 404 (HTTP 404): there is not enough evidence for the store assessment",
        source: `${STORE_URL}products.json?limit=50`,
      }),
    ]);
  });
});

describe('the Shopify-style score, rule by rule', () => {
  it('starts at 50; own domain, one vendor, a description; its findings sum to the score', () => {
    const snapshot = aShopifySnapshot({ description: 'Kitchen tools we test ourselves.' });

    const { assessment, findings } = assess(snapshot);

    expect(rulesOf(snapshot)).toEqual([
      ['shopify.vendor.few', s.fewVendors],
      ['shopify.domain.custom', s.customDomain],
      ['shopify.description', s.description],
    ]);
    expect(assessment?.score).toBe(s.base + s.fewVendors + s.customDomain + s.description);
    expect(sumPoints(findings)).toBe(assessment?.score);
    expect(findings[0]).toMatchObject({ rule: 'shopify.base', points: s.base });
  });

  it('takes -15 when no product names a vendor (blank or a placeholder)', () => {
    const snapshot = aShopifySnapshot({
      products: [aProduct({ vendor: undefined }), aProduct({ vendor: 'Default Vendor' })],
    });

    const [finding] = assess(snapshot).findings.filter((f) => f.rule.startsWith('shopify.vendor'));

    expect(finding).toMatchObject({
      rule: 'shopify.vendor.unknownOnly',
      points: s.onlyUnknownVendor,
      evidence:
        'None of the 2 products read names a vendor (blank, or a placeholder such as "Default Vendor")',
    });
  });

  it.each([
    [1, 'shopify.vendor.few', s.fewVendors],
    [3, 'shopify.vendor.few', s.fewVendors],
    [4, undefined, undefined],
    [10, undefined, undefined],
    [11, 'shopify.vendor.many', s.manyVendors],
  ])('%i vendors: %s', (n, rule, points) => {
    const vendorRules = rulesOf(withVendors(n)).filter(([r]) =>
      String(r).startsWith('shopify.vendor'),
    );

    expect(vendorRules).toEqual(rule === undefined ? [] : [[rule, points]]);
  });

  it('cites the vendors it counted', () => {
    const [finding] = assess(withVendors(2)).findings.filter(
      (f) => f.rule === 'shopify.vendor.few',
    );

    expect(finding?.evidence).toBe('2 vendors: Vendor 1, Vendor 2');
  });

  it("takes -5 for a store on its platform's subdomain", () => {
    const snapshot = aShopifySnapshot({ host: 'shop.myshopify.com', onPlatformDomain: true });

    expect(rulesOf(snapshot)).toContainEqual(['shopify.domain.platform', s.platformDomain]);
  });

  it('takes -5 for a store without a description', () => {
    expect(rulesOf(aShopifySnapshot())).toContainEqual([
      'shopify.description.missing',
      s.noDescription,
    ]);
  });

  it.each([
    [4, undefined, 'products.few', 0],
    [5, undefined, undefined, undefined],
    [100, 100, undefined, undefined],
    [101, 101, 'products.many', s.manyProducts],
  ])('%i products', (count, published, rule, points) => {
    const snapshot = aShopifySnapshot({
      products: someProducts(Math.min(count, 50)),
      ...(published !== undefined && { publishedProductCount: published }),
    });

    const countRules = rulesOf(snapshot).filter(([r]) => String(r).startsWith('shopify.products'));

    expect(countRules).toEqual(rule === undefined ? [] : [[`shopify.${rule}`, points]]);
  });

  it('records fewer than 5 products as a neutral fact, citing the count read', () => {
    const [finding] = assess(aShopifySnapshot({ products: someProducts(4) })).findings.filter(
      (f) => f.rule === 'shopify.products.few',
    );

    expect(finding).toMatchObject({
      tone: 'neutral',
      evidence: "4 products read from the store's product list",
    });
  });
});

describe('health and dropship likelihood', () => {
  it.each([
    [80.25, 'excellent'],
    [80, 'good'],
    [65.25, 'good'],
    [65, 'moderate'],
    [45.25, 'moderate'],
    [45, 'poor'],
  ])('an average of %f is %s health', (average, health) => {
    expect(healthOf(average).value).toBe(health);
  });

  it.each([
    [71, 'very_low'],
    [70, 'low'],
    [56, 'low'],
    [55, 'moderate'],
    [41, 'moderate'],
    [40, 'high'],
    [26, 'high'],
    [25, 'very_high'],
  ])('a score of %i is a %s dropship likelihood', (score, likelihood) => {
    expect(dropshipLikelihoodOf(score).value).toBe(likelihood);
  });

  it('takes health from the average of the score and the three quality metrics, and says so', () => {
    // Score 70 (50 + 10 + 15 - 5); professionalism 75 (own domain, no description, products
    // with text and images); curation 33 (no types, one image each, all in stock); service 0.
    const { assessment, findings } = assess(aShopifySnapshot());

    expect(assessment).toMatchObject({
      score: 70,
      qualityMetrics: { professionalism: 75, productCuration: 33, customerService: 0 },
      storeHealth: 'poor',
      dropshipLikelihood: 'low',
    });
    expect(findings.find((f) => f.rule === 'shopify.health')?.evidence).toBe(
      'The average of the score 70 and the quality metrics (professionalism 75, product curation 33, customer service 0): 44.5 is not above 45: poor',
    );
    expect(findings.find((f) => f.rule === 'shopify.dropshipLikelihood')?.evidence).toBe(
      'Score 70 is above 55: low',
    );
  });
});

describe('dropship likelihood beside the business model', () => {
  const dropshipping = (confidence: number) => ({
    type: 'dropshipping' as const,
    confidence,
    reasoning: '',
  });

  it.each([
    // A dropshipper with its own domain and a description scores 65: "low" from the score alone.
    [65, 100, 'very_high'],
    [65, 75, 'very_high'],
    [65, 50, 'high'],
    [20, 50, 'very_high'],
  ])('score %i with dropshipping at confidence %i is %s', (score, confidence, likelihood) => {
    expect(dropshipLikelihoodWith(score, dropshipping(confidence)).value).toBe(likelihood);
  });

  it('keeps the score’s likelihood for any other business model', () => {
    const brand = { type: 'brand_owned' as const, confidence: 80, reasoning: '' };

    expect(dropshipLikelihoodWith(65, brand)).toEqual(dropshipLikelihoodOf(65));
  });

  it('says why it was raised, and advises checking the delivery time', () => {
    // Own domain, description, many vendors (65), supplier images and a long delivery window.
    const snapshot = aShopifySnapshot({
      description: 'Viral gadgets.',
      pages: [aPage('storefront', { text: 'Ships in 15-30 business days from our warehouse.' })],
      products: Array.from({ length: 12 }, (_, i) =>
        aProduct({ vendor: `Vendor ${i}`, images: [`https://ae01.alicdn.com/kf/${i}.jpg`] }),
      ),
    });
    const facts = readStoreFacts(snapshot);

    const { assessment, findings } = assessShopifyStore(facts, {
      pod: notPod,
      productType: 'likelyDropshipped',
    });

    expect(assessment).toMatchObject({ score: 65, dropshipLikelihood: 'high' });
    expect(findings.find((f) => f.rule === 'shopify.dropshipLikelihood')?.evidence).toBe(
      'Score 65 is above 55 (low), raised by the business model, dropshipping with confidence 50: high',
    );
    expect(assessment?.educationalInsights.recommendations).toContain(
      'Check the delivery time and where the order ships from before paying.',
    );
  });
});

describe('insights', () => {
  it('lists the fired rules as signals and red flags, with advice tied to each red flag', () => {
    const snapshot = aShopifySnapshot({
      host: 'shop.myshopify.com',
      onPlatformDomain: true,
      products: [aProduct({ vendor: '' })],
    });

    const insights = assess(snapshot).assessment?.educationalInsights;

    expect(insights).toEqual({
      storeType:
        'A store selling products from several sources; no single business model stands out.',
      redFlags: [
        'No product names its vendor: None of the 1 product read names a vendor (blank, or a placeholder such as "Default Vendor")',
        "No domain of its own: Served from shop.myshopify.com, the platform's subdomain",
        "No store description: The store's details and its page's meta description hold no description",
      ],
      positiveSignals: [],
      recommendations: [
        'Search the product name to find who makes it: the store names no vendor.',
        'Look for reviews of the store outside its own pages: it has no domain of its own.',
        'Read the about and policy pages before buying: the store does not describe itself.',
        'Check the delivery time and where the order ships from before paying.',
      ],
    });
  });

  it('reports the products read and the vendors named', () => {
    const { assessment } = assess(withVendors(2));

    expect(assessment).toMatchObject({ productsRead: 12, vendors: ['Vendor 1', 'Vendor 2'] });
    expect(assessment?.authenticity).toEqual({
      score: assessment?.score,
      indicators: ['3 vendors or fewer', 'Own domain', 'No store description'],
    });
  });
});
