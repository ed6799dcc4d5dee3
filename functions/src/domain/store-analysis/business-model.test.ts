import { describe, expect, it } from 'vitest';
import {
  storeAnalysisConstants,
  type PodAnalysis,
  type StoreProductType,
} from '@shop-scanner/shared/store-analysis';
import { businessModelOf } from './business-model';
import { podClassificationOf } from './pod-score';
import { readStoreFacts } from './store-facts';
import type { StoreSnapshot } from './store-snapshot';
import { aPage, aProduct, aShopifySnapshot, aVariant } from './test-snapshots';

const s = storeAnalysisConstants.shopify;

const podOf = (
  confidence: number,
  storeScore: number,
  provider: string | null = null,
): PodAnalysis => ({
  isPOD: confidence > storeAnalysisConstants.pod.isPodAbove,
  confidence,
  provider,
  indicators: { positive: [], negative: [] },
  recommendedAction: '',
  storeLevel: { score: storeScore, classification: podClassificationOf(storeScore).value },
});

const modelOf = (
  snapshot: StoreSnapshot,
  {
    pod = podOf(0, 0),
    productType = 'unknown',
  }: { pod?: PodAnalysis; productType?: StoreProductType } = {},
) => businessModelOf(readStoreFacts(snapshot), { pod, productType });

const vendors = (n: number) =>
  Array.from({ length: n }, (_, i) => aProduct({ vendor: `Brand ${i + 1}` }));

describe('businessModelOf', () => {
  it('is brand owned for a single vendor on its own domain (80)', () => {
    expect(modelOf(aShopifySnapshot())).toEqual({
      type: 'brand_owned',
      confidence: s.brandOwnedConfidence,
      reasoning: "A single vendor (Store Example) sells on the store's own domain (store.example).",
    });
  });

  it("is not brand owned for a single vendor on the platform's subdomain", () => {
    const snapshot = aShopifySnapshot({ host: 'shop.myshopify.com', onPlatformDomain: true });

    expect(modelOf(snapshot)).toMatchObject({ type: 'mixed', confidence: s.mixedConfidence });
  });

  it('is a reseller with more than 20 vendors (75), mixed with 20', () => {
    expect(modelOf(aShopifySnapshot({ products: vendors(21) }))).toMatchObject({
      type: 'reseller',
      confidence: s.resellerConfidence,
      reasoning: '21 vendors sell through the store (more than 20).',
    });
    expect(modelOf(aShopifySnapshot({ products: vendors(20) }))).toMatchObject({
      type: 'mixed',
      confidence: s.mixedConfidence,
      reasoning: 'No single model stands out: 20 vendors named, on store.example.',
    });
  });

  it('is print on demand for a POD store, with the higher of the two POD figures', () => {
    expect(modelOf(aShopifySnapshot(), { pod: podOf(45, 55, 'Printful') })).toEqual({
      type: 'print_on_demand',
      confidence: 55,
      reasoning: 'Print-on-demand confidence 45, store-level score 55, provider Printful.',
    });
  });

  it('is print on demand for a custom printed store too', () => {
    const model = modelOf(aShopifySnapshot(), { pod: podOf(65, 30), productType: 'customPrinted' });

    expect(model).toMatchObject({ type: 'print_on_demand', confidence: 65 });
  });

  it('is dropshipping for a dropshipped store, confident by the share of tell-tales shown', () => {
    // Prepare: supplier images and heavy discounts (2 of 4), one vendor on its own domain.
    const snapshot = aShopifySnapshot({
      products: [
        aProduct({
          images: ['https://ae01.alicdn.com/kf/a.jpg'],
          variants: [aVariant({ price: 10, compareAtPrice: 40 })],
        }),
      ],
      pages: [aPage('storefront')],
    });

    // Act
    const model = modelOf(snapshot, { productType: 'likelyDropshipped' });

    // Assess
    expect(model).toEqual({
      type: 'dropshipping',
      confidence: 50,
      reasoning:
        '2 of 4 dropship signs: 1 product image served from ae01.alicdn.com; heavy discounts on most variants.',
    });
  });
});
