import { describe, expect, it } from 'vitest';
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import { riskFactors } from './risk-factors';
import { readStoreFacts } from './store-facts';
import type { StoreSnapshot } from './store-snapshot';
import { aPage, aProduct, aSnapshot, aStoreWith, aVariant, riskKeys } from './test-snapshots';

const { perRiskFactor } = storeAnalysisConstants.pattern;

const risksOf = (snapshot: StoreSnapshot) => riskFactors(readStoreFacts(snapshot));
const ruleIds = (snapshot: StoreSnapshot) => risksOf(snapshot).map((finding) => finding.rule);

/** In the order the rules run. */
const catalogue = riskKeys;

describe('riskFactors', () => {
  it('fires nothing for a store that shows none of them', () => {
    expect(risksOf(aStoreWith({}))).toEqual([]);
  });

  it.each(catalogue)('fires risk.%s alone, with exactly its -12, when its fact is read', (key) => {
    const findings = risksOf(aStoreWith({ risk: [key] }));

    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      scheme: 'store',
      rule: `risk.${key}`,
      points: perRiskFactor,
      tone: 'negative',
    });
  });

  it('adds up: every factor once', () => {
    expect(ruleIds(aStoreWith({ risk: catalogue }))).toEqual(catalogue.map((key) => `risk.${key}`));
  });
});

describe('each risk factor cites its evidence', () => {
  it('quotes the delivery window and the page it was found on', () => {
    const [finding] = risksOf(aStoreWith({ risk: ['longShipping'] }));

    expect(finding).toMatchObject({
      evidence: '"7-30 business days" on the storefront page',
      source: 'http://store.example/',
    });
  });

  it("names the supplier's image host and the product", () => {
    const [finding] = risksOf(aStoreWith({ risk: ['supplierImages'] }));

    expect(finding?.evidence).toMatch(
      /^1 of 1 product image served from ae01\.alicdn\.com \(first in the product "Plain product \d+": https:\/\/ae01\.alicdn\.com\/kf\/supplier\.jpg\)$/,
    );
  });

  it("finds a supplier's image in a product's description, where Shopify leaves it, and cites it", () => {
    const snapshot = aSnapshot({
      pages: [aPage('storefront'), aPage('contact')],
      products: [
        aProduct({ title: 'Own Photo Lamp' }),
        aProduct({
          title: 'Galaxy Projector',
          url: 'https://store.example/products/galaxy-projector',
          // Shopify rehosts the photos; the description keeps the supplier's picture.
          images: ['https://store.example/cdn/shop/files/S8c2a.jpg'],
          descriptionImages: ['https://ae01.alicdn.com/kf/H8c2a.jpg'],
        }),
      ],
    });

    const findings = risksOf(snapshot);

    expect(findings.map((finding) => finding.rule)).toEqual(['risk.supplierImages']);
    expect(findings[0]).toMatchObject({
      evidence:
        '1 of 3 product images served from ae01.alicdn.com (first in the description of the product "Galaxy Projector": https://ae01.alicdn.com/kf/H8c2a.jpg)',
      source: 'https://store.example/products/galaxy-projector',
    });
  });

  it("reads no supplier's image host on a wholesale marketplace: alicdn.com is Alibaba's own", () => {
    // Prepare: an Alibaba listing, its photo on Alibaba's image host.
    const snapshot = aSnapshot({
      platform: 'alibaba',
      url: 'https://www.alibaba.com/product-detail/Cheese-Slicer_62320522213.html',
      host: 'alibaba.com',
      pages: [aPage('listing')],
      products: [aProduct({ images: ['https://sc01.alicdn.com/kf/Hcb705dd.jpg'] })],
    });

    // Act
    const rules = ruleIds(snapshot);

    // Assess
    expect(rules).not.toContain('risk.supplierImages');
  });

  it('counts the discounted variants and shows the first', () => {
    const [finding] = risksOf(aStoreWith({ risk: ['constantDiscounts'] }));

    expect(finding?.evidence).toMatch(
      /^1 of 1 variant priced at half their "compare at" price or less \(first in the product "Plain product \d+": 10, was 30\)$/,
    );
  });

  it("cites the domain's registration", () => {
    const [finding] = risksOf(aStoreWith({ risk: ['youngDomain'] }));

    expect(finding?.evidence).toBe(
      'Registered 2026-02-01, 30 days before this analysis (RDAP: rdap.example)',
    );
  });

  it('says how many pages were searched for a contact route', () => {
    const [finding] = risksOf(aStoreWith({ risk: ['noContact'] }));

    expect(finding?.evidence).toBe(
      'No contact page was linked, and no email, phone number or street address was found on the 1 page read',
    );
  });
});

describe('a risk factor does not fire without its evidence', () => {
  const aged = (ageDays: number | null, onPlatformDomain = false) =>
    aSnapshot({
      onPlatformDomain,
      pages: [aPage('storefront'), aPage('contact')],
      domain: { registeredAt: null, ageDays, note: 'RDAP' },
    });

  it('reads a domain under 90 days old, not one of exactly 90, nor an unknown age', () => {
    expect(ruleIds(aged(89))).toEqual(['risk.youngDomain']);
    expect(ruleIds(aged(90))).toEqual([]);
    expect(ruleIds(aged(null))).toEqual([]);
  });

  it("does not take a platform's domain age for the store's", () => {
    expect(ruleIds(aged(10, true))).toEqual([]);
  });

  it('does not conclude "no contact" from a contact page that failed', () => {
    const snapshot = aSnapshot({
      pages: [aPage('storefront'), aPage('contact', { status: null, text: '' })],
    });

    expect(ruleIds(snapshot)).toEqual([]);
  });

  it('takes a contact page without details, or details without a contact page, as a contact route', () => {
    const withPage = aSnapshot({ pages: [aPage('storefront'), aPage('contact')] });
    const withEmail = aSnapshot({
      pages: [aPage('storefront', { text: 'Mail hi@store.example' })],
    });

    expect(ruleIds(withPage)).toEqual([]);
    expect(ruleIds(withEmail)).toEqual([]);
  });

  it("does not judge a marketplace seller's contact route (the marketplace carries it)", () => {
    const snapshot = aSnapshot({
      platform: 'etsy',
      onPlatformDomain: true,
      pages: [aPage('listing')],
    });

    expect(ruleIds(snapshot)).toEqual([]);
  });

  it('needs most variants heavily discounted, not half of them', () => {
    const half = aSnapshot({
      pages: [aPage('storefront'), aPage('contact')],
      products: [
        aProduct({
          variants: [aVariant({ price: 10, compareAtPrice: 30 }), aVariant({ price: 10 })],
        }),
      ],
    });

    expect(ruleIds(half)).toEqual([]);
  });

  it("does not take a marketplace's own images for a supplier's", () => {
    const snapshot = aSnapshot({
      platform: 'aliexpress',
      onPlatformDomain: true,
      pages: [aPage('listing')],
      products: [aProduct({ images: ['https://ae01.alicdn.com/kf/a.jpg'] })],
    });

    expect(ruleIds(snapshot)).toEqual([]);
  });
});
