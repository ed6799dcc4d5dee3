/**
 * The whole store analysis on each fixture store: our real reader through the real safe fetcher,
 * then `analyzeSnapshot`, with the verdict a careful shopper would reach for each kind of store.
 * The listing is reached as www.amazon.com (marketplaces are known by their host name) through an
 * injected DNS lookup.
 */
import { describe, expect, it } from 'vitest';
import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { analyzeSnapshot } from '@shop-scanner/functions/domain/store-analysis/analyze-snapshot';
import { readStore } from '@shop-scanner/functions/adapters/store-reading/read-store';
import { brandShop } from './brand-shopify';
import type { FixtureStoreKind } from './index';
import { readableFixtureStores } from './test/fixture-reading';

const NOW = new Date('2026-07-01T12:00:00.000Z');
const NO_PRICE_EVIDENCE = { competitiveScore: null, marketPosition: null, similarProductsFound: 0 };

const fixtures = readableFixtureStores();

/** The analysis of a fixture store, as the service runs it (without the price evidence). */
const analyze = async (kind: FixtureStoreKind): Promise<StoreAnalysisReport> => {
  const store = fixtures.byKind(kind);
  const snapshot = await readStore(store.marketplaceUrl ?? store.url, fixtures.deps());
  return analyzeSnapshot(snapshot, NO_PRICE_EVIDENCE, NOW);
};

const rulesOf = (report: StoreAnalysisReport) => report.evidence.map((point) => point.rule);
const pointOf = (report: StoreAnalysisReport, rule: string) =>
  report.evidence.find((point) => point.rule === rule);

describe('the verdict on each fixture store', () => {
  it("trusts the brand's own shop: its own products, barcoded, with its own photos", async () => {
    const report = await analyze('brand-shopify');

    expect(report).toMatchObject({
      verdict: 'scored',
      productType: 'likelyMassProduced',
      storeMetadata: { platform: 'shopify', storeName: brandShop().name },
      shopify: { businessModel: { type: 'brand_owned' }, dropshipLikelihood: 'very_low' },
      podAnalysis: { isPOD: false },
    });
    expect(['high', 'good']).toContain(report.band);
    // "Small Batch Granola" and "Artisan Honey" are a food brand's words, not a handmade claim.
    expect(rulesOf(report)).not.toContain('pod.handmadeWord');
    expect(pointOf(report, 'type.likelyMassProduced')?.evidence).toMatch(
      /^barcode \(GTIN\) \d{12,13} published in the product "/,
    );
    expect(rulesOf(report)).not.toContain('risk.supplierImages');
    expect(rulesOf(report)).toContain('trust.ownProductImages');
  });

  it("calls the dropshipping shop dropshipped: the supplier's pictures, 15-30 days' delivery", async () => {
    const report = await analyze('dropship-shopify');

    expect(report).toMatchObject({
      verdict: 'scored',
      productType: 'likelyDropshipped',
      shopify: { businessModel: { type: 'dropshipping' }, dropshipLikelihood: 'very_high' },
    });
    expect(['moderateRisk', 'highRisk']).toContain(report.band);
    expect(pointOf(report, 'risk.supplierImages')).toMatchObject({
      evidence: expect.stringMatching(
        /^24 of 96 product images served from ae01\.alicdn\.com \(first in the description of the product "Portable Mini Blender USB Rechargeable": https:\/\/ae01\.alicdn\.com\/kf\/H[0-9a-f]+\.jpg\)$/,
      ),
      source: expect.stringMatching(/\/products\/portable-mini-blender-usb-rechargeable$/),
    });
    expect(pointOf(report, 'risk.longShipping')?.evidence).toMatch(/"15-30 business days"/);
    expect(rulesOf(report)).not.toContain('trust.ownProductImages');
  });

  it('sees the print-on-demand shop for what it is: printed by Printful, a POD store', async () => {
    const report = await analyze('pod-shopify');

    expect(report).toMatchObject({
      verdict: 'scored',
      productType: 'customPrinted',
      podAnalysis: {
        isPOD: true,
        provider: 'Printful',
        storeLevel: { classification: 'pod_store' },
      },
      shopify: { businessModel: { type: 'print_on_demand' } },
    });
  });

  it('scores the WooCommerce shop, named without its tagline, a retailer of brands', async () => {
    const report = await analyze('woocommerce');

    expect(report).toMatchObject({
      verdict: 'scored',
      productType: 'likelyMassProduced',
      storeMetadata: { platform: 'woocommerce', storeName: 'Hearth & Table' },
    });
    expect(['high', 'good']).toContain(report.band);
    expect(report.shopify).toBeUndefined();
  });

  it('knows the listing for an Amazon listing, and credits the platform', async () => {
    const report = await analyze('marketplace-listing');

    expect(report).toMatchObject({ verdict: 'scored', storeMetadata: { platform: 'amazon' } });
    expect(pointOf(report, 'platform.amazon')).toMatchObject({
      points: expect.any(Number),
      evidence: expect.stringContaining('address: www.amazon.com (/dp/ listing)'),
    });
    expect(pointOf(report, 'platform.amazon')!.points).toBeGreaterThan(0);
  });

  it('gives up on the slow store at its deadline: no verdict, the refusal', async () => {
    await expect(
      readStore(fixtures.byKind('slow-store').url, fixtures.deps(fixtures.shortDeadlineFetcher())),
    ).rejects.toMatchObject({ name: 'FetchRefused', reason: 'timeout' });
  });
});
