import { describe, expect, it } from 'vitest';
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import { readStoreFacts } from './store-facts';
import { aPage, aProduct, aSnapshot, aStoreWith, type TrustKey } from './test-snapshots';
import { trustFactors } from './trust-factors';
import type { StoreSnapshot } from './store-snapshot';

const { perTrustFactor } = storeAnalysisConstants.pattern;

const trustOf = (snapshot: StoreSnapshot) => trustFactors(readStoreFacts(snapshot));
const ruleIds = (snapshot: StoreSnapshot) => trustOf(snapshot).map((finding) => finding.rule);

/** In the order the rules run. */
const catalogue: readonly TrustKey[] = [
  'returnPolicy',
  'shippingPolicy',
  'contactDetails',
  'aboutPage',
  'https',
  'establishedDomain',
  'storeDescription',
  'ownProductImages',
];

describe('trustFactors', () => {
  it('fires nothing for a store that shows none of them', () => {
    expect(trustOf(aStoreWith({}))).toEqual([]);
  });

  it.each(catalogue)('fires trust.%s alone, with exactly its +8, when its fact is read', (key) => {
    // Act
    const findings = trustOf(aStoreWith({ trust: [key] }));

    // Assess
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      scheme: 'store',
      rule: `trust.${key}`,
      points: perTrustFactor,
      tone: 'positive',
    });
    expect(findings[0]?.evidence).not.toBe('');
  });

  it('adds up: every factor once', () => {
    const findings = trustOf(aStoreWith({ trust: catalogue }));

    expect(findings.map((finding) => finding.rule)).toEqual(catalogue.map((key) => `trust.${key}`));
  });
});

describe('each trust factor cites its evidence', () => {
  it('cites the returns page, its title and the word that shows what it is', () => {
    const [finding] = trustOf(aStoreWith({ trust: ['returnPolicy'] }));

    expect(finding).toMatchObject({
      evidence: 'The page "Refund policy" answered HTTP 200 and mentions "Refund"',
      source: 'https://store.example/pages/policy',
    });
  });

  it('cites the contact details and the page they were found on', () => {
    const [finding] = trustOf(aStoreWith({ trust: ['contactDetails'] }));

    expect(finding).toMatchObject({
      evidence: 'email "hello@store.example" on the contact page',
      source: 'https://store.example/pages/contact',
    });
  });

  it("cites the domain's registration", () => {
    const [finding] = trustOf(aStoreWith({ trust: ['establishedDomain'] }));

    expect(finding?.evidence).toBe(
      'Registered 2015-01-01, 4000 days before this analysis (RDAP: rdap.example)',
    );
  });

  it("quotes the store's description", () => {
    const [finding] = trustOf(aStoreWith({ trust: ['storeDescription'] }));

    expect(finding?.evidence).toBe(`"Kitchen tools we test ourselves." in the store's description`);
  });

  it('counts the images it judged', () => {
    const [finding] = trustOf(aStoreWith({ trust: ['ownProductImages'] }));

    expect(finding?.evidence).toBe("1 image of 1 product, none on a supplier's image host");
  });
});

describe('a trust factor does not fire without its evidence', () => {
  it('reads a domain over a year old, not one of exactly a year, nor an unknown age', () => {
    const aged = (ageDays: number | null) =>
      aSnapshot({
        domain: {
          registeredAt: ageDays === null ? null : '2025-01-01T00:00:00.000Z',
          ageDays,
          note: 'RDAP',
        },
      });

    expect(ruleIds(aged(366))).toContain('trust.establishedDomain');
    expect(ruleIds(aged(365))).not.toContain('trust.establishedDomain');
    expect(ruleIds(aged(null))).not.toContain('trust.establishedDomain');
  });

  it("does not credit a marketplace's or platform's domain age to the store", () => {
    const snapshot = aSnapshot({
      onPlatformDomain: true,
      domain: { registeredAt: '1995-08-15T00:00:00.000Z', ageDays: 11000, note: 'RDAP' },
    });

    expect(ruleIds(snapshot)).not.toContain('trust.establishedDomain');
  });

  it('reads no policy from a page that did not answer', () => {
    const snapshot = aSnapshot({
      pages: [
        aPage('storefront'),
        aPage('policy', { status: 404, text: 'Refunds within 30 days', note: 'HTTP 404' }),
        aPage('shipping', { status: null, text: '', note: 'not fetched: timeout' }),
      ],
    });

    expect(ruleIds(snapshot)).toEqual(['trust.https']);
  });

  it('does not take plain HTTP for HTTPS', () => {
    expect(
      ruleIds(aSnapshot({ pages: [aPage('storefront', { url: 'http://store.example/' })] })),
    ).toEqual([]);
  });

  it("does not credit images on a supplier's host, nor a marketplace's images", () => {
    const supplier = aSnapshot({
      products: [aProduct({ images: ['https://ae01.alicdn.com/a.jpg'] })],
    });
    const marketplace = aSnapshot({
      platform: 'amazon',
      onPlatformDomain: true,
      products: [aProduct({ images: ['https://m.media-amazon.com/images/a.jpg'] })],
    });

    expect(ruleIds(supplier)).not.toContain('trust.ownProductImages');
    expect(ruleIds(marketplace)).not.toContain('trust.ownProductImages');
  });

  it("does not credit own photos when a description shows the supplier's pictures", () => {
    const snapshot = aSnapshot({
      products: [
        aProduct({
          images: ['https://store.example/cdn/shop/files/S8c2a.jpg'],
          descriptionImages: ['https://ae01.alicdn.com/kf/H8c2a.jpg'],
        }),
      ],
    });

    expect(ruleIds(snapshot)).not.toContain('trust.ownProductImages');
  });

  it("counts a description's own images among the images credited", () => {
    const snapshot = aSnapshot({
      products: [
        aProduct({
          images: ['https://store.example/cdn/shop/files/mug.jpg'],
          descriptionImages: ['https://store.example/cdn/shop/files/mug-size-chart.png'],
        }),
      ],
    });

    expect(trustOf(snapshot).find((f) => f.rule === 'trust.ownProductImages')?.evidence).toBe(
      "2 images of 1 product (1 in their descriptions), none on a supplier's image host",
    );
  });
});
