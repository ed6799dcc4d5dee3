/**
 * The Shopify-style assessment's business model (docs/store-verdict.md#shopify-assessment), first
 * match wins:
 *
 * 1. print_on_demand: the print-on-demand reading says so (a POD store at store level, or the
 *    product type refined to custom printed). Confidence: the higher of the POD confidence and
 *    the store-level score, both the spec's own figures.
 * 2. dropshipping: the product type is likely dropshipped (supplier images, long delivery).
 *    Confidence: the share of the four dropship tell-tales the store shows (supplier-hosted
 *    images, long delivery or overseas dispatch, heavy discounts on most variants, pressure to
 *    buy now), a figure of observed facts rather than an invented one.
 *    Both come before brand_owned: a dropshipper also sells "one vendor" on its own domain.
 * 3. brand_owned: a single vendor on the store's own domain (confidence 80).
 * 4. reseller: more than 20 vendors (confidence 75).
 * 5. mixed: otherwise (confidence 60).
 */
import {
  storeAnalysisConstants,
  type BusinessModel,
  type PodAnalysis,
  type ShopifyAssessment,
  type StoreProductType,
} from '@shop-scanner/shared/store-analysis';
import { hasHeavyDiscounts } from './catalogue-facts';
import { countOf } from './findings';
import { dropshipSignals } from './product-type';
import type { StoreFacts } from './store-facts';

const s = storeAnalysisConstants.shopify;

const DROPSHIP_TELL_TALES = 4;
const FULL = 100;

export type BusinessModelReading = ShopifyAssessment['businessModel'];

/** What each model means, for the shopper (educationalInsights.storeType). */
export const storeTypeDescriptions: Readonly<Record<BusinessModel, string>> = {
  brand_owned: 'A brand selling its own products.',
  reseller: 'A retailer reselling products from many brands.',
  print_on_demand: 'A store whose products are printed to order by a print-on-demand service.',
  dropshipping: 'A store whose orders are shipped by a supplier, not from its own stock.',
  mixed: 'A store selling products from several sources; no single business model stands out.',
};

const dropshipTellTales = (facts: StoreFacts): string[] => [
  ...dropshipSignals(facts),
  ...(hasHeavyDiscounts(facts.discounts) ? ['heavy discounts on most variants'] : []),
  ...(facts.urgency ? [`pressure to buy now ("${facts.urgency.phrase}")`] : []),
];

export const businessModelOf = (
  facts: StoreFacts,
  { pod, productType }: { pod: PodAnalysis; productType: StoreProductType },
): BusinessModelReading => {
  const { known } = facts.vendors;
  const { host, onPlatformDomain } = facts.snapshot;

  if (pod.storeLevel.classification === 'pod_store' || productType === 'customPrinted')
    return {
      type: 'print_on_demand',
      confidence: Math.max(pod.confidence, pod.storeLevel.score),
      reasoning: `Print-on-demand confidence ${pod.confidence}, store-level score ${pod.storeLevel.score}${pod.provider ? `, provider ${pod.provider}` : ''}.`,
    };
  if (productType === 'likelyDropshipped') {
    const tellTales = dropshipTellTales(facts);
    return {
      type: 'dropshipping',
      confidence: Math.round((FULL * tellTales.length) / DROPSHIP_TELL_TALES),
      reasoning: `${tellTales.length} of ${DROPSHIP_TELL_TALES} dropship signs: ${tellTales.join('; ')}.`,
    };
  }
  const [single] = known;
  if (single !== undefined && known.length === 1 && !onPlatformDomain)
    return {
      type: 'brand_owned',
      confidence: s.brandOwnedConfidence,
      reasoning: `A single vendor (${single}) sells on the store's own domain (${host}).`,
    };
  if (known.length > s.resellerVendorsAbove)
    return {
      type: 'reseller',
      confidence: s.resellerConfidence,
      reasoning: `${countOf(known.length, 'vendor')} sell through the store (more than ${s.resellerVendorsAbove}).`,
    };
  return {
    type: 'mixed',
    confidence: s.mixedConfidence,
    reasoning: `No single model stands out: ${countOf(known.length, 'vendor')} named, ${onPlatformDomain ? "on the platform's domain" : `on ${host}`}.`,
  };
};
