/**
 * What the store seems to sell (docs/store-verdict.md#product-type), decided from the evidence,
 * first match wins:
 *
 * 1. customPrinted: the print-on-demand confidence is above 60 (the spec's refinement, which
 *    overrides whatever the store's other words say; handmade words already count against it).
 * 2. likelyDropshipped: a dropship signal, product images on a supplier's image host or overseas
 *    dispatch (with a long delivery window as support, see dropshipSignals). Before handmade: a
 *    supplier's photo outweighs a claim.
 * 3. authenticHandmade: handmade claims ("handmade", "hand-poured", "made by hand"...; not
 *    marketing words such as "artisan" or "small batch", store-phrases.ts).
 * 4. likelyMassProduced: products carry barcodes (GTINs), or name vendors other than the store
 *    itself (the brands it resells).
 * 5. unknown: none of these was read (adjustment 0, recorded as a neutral finding).
 *
 * The type's adjustment (handmade +15, mass produced +10, dropshipped -20, custom printed +5) is
 * one finding of the store score, `type.<productType>`, citing what decided it.
 */
import {
  storeAnalysisConstants,
  storeProductTypeLabels,
  type StoreProductType,
} from '@shop-scanner/shared/store-analysis';
import { supplierHostsOf } from './catalogue-facts';
import { countOf, fire, type Finding } from './findings';
import { inProduct, type StoreFacts } from './store-facts';
import { quoteHit } from './text-sources';

const { typeAdjustment } = storeAnalysisConstants.pattern;
const { customPrintedAbove } = storeAnalysisConstants.pod;

/**
 * The dropship signals read, as evidence (at most two: the supplier's images, and the delivery);
 * empty when there is none. A supplier's product photos or dispatch from the supplier's country
 * say it; a long delivery window alone does not (it is a risk of its own, risk.longShipping):
 * large retailers print one for partners' items (Zalando's "18-28 working days"), furniture
 * makers for made-to-order pieces. With one of the others, it is cited too.
 */
export const dropshipSignals = ({
  onMarketplace,
  images,
  longDelivery,
  farDispatch,
}: StoreFacts): string[] => {
  const supplierImages =
    !onMarketplace && images.fromSuppliers.length > 0
      ? `${countOf(images.fromSuppliers.length, 'product image')} served from ${supplierHostsOf(images)}`
      : undefined;
  if (supplierImages === undefined && farDispatch === undefined) return [];
  const window =
    longDelivery && longDelivery.phrase !== farDispatch?.phrase ? longDelivery : undefined;
  const delivery = [farDispatch, window]
    .filter((hit) => hit !== undefined)
    .map(quoteHit)
    .join(' and ');
  return [supplierImages, delivery].filter(
    (signal): signal is string => signal !== undefined && signal !== '',
  );
};

/**
 * The first barcode read, and how many more: not "1 of 50", since a product list that publishes
 * no barcodes (Shopify's) leaves one product page to show one, and says nothing of the others.
 */
const barcodeSignal = ({ productsWithGtin, products }: StoreFacts): string[] => {
  const first = products.find((product) => product.gtin !== undefined);
  if (!first?.gtin) return [];
  const more = productsWithGtin - 1;
  return [
    `barcode (GTIN) ${first.gtin} published ${inProduct(first)}${more > 0 ? ` (and ${countOf(more, 'more product')})` : ''}`,
  ];
};

const massProducedSignals = (facts: StoreFacts): string[] => [
  ...barcodeSignal(facts),
  ...(facts.otherBrands.length > 0
    ? [`vendors other than the store: ${facts.otherBrands.join(', ')}`]
    : []),
];

const handmadeSignals = ({ handmadeWords }: StoreFacts): string[] =>
  handmadeWords.map((hit) => quoteHit(hit));

interface Decision {
  type: StoreProductType;
  evidence: string;
  source?: string | undefined;
}

const decide = (facts: StoreFacts, podConfidence: number): Decision => {
  if (podConfidence > customPrintedAbove)
    return {
      type: 'customPrinted',
      evidence: `Print-on-demand confidence ${podConfidence} is above ${customPrintedAbove}`,
    };
  const dropship = dropshipSignals(facts);
  if (dropship.length > 0) return { type: 'likelyDropshipped', evidence: dropship.join('; ') };
  const handmade = handmadeSignals(facts);
  if (handmade.length > 0)
    return {
      type: 'authenticHandmade',
      evidence: handmade.join('; '),
      source: facts.handmadeWords[0]?.source,
    };
  const massProduced = massProducedSignals(facts);
  if (massProduced.length > 0)
    return {
      type: 'likelyMassProduced',
      evidence: massProduced.join('; '),
      source: facts.productListUrl,
    };
  return {
    type: 'unknown',
    evidence: 'No print-on-demand, supplier, handmade or brand evidence was read',
  };
};

export interface ProductTypeDecision {
  type: StoreProductType;
  finding: Finding;
}

export const decideProductType = (
  facts: StoreFacts,
  podConfidence: number,
): ProductTypeDecision => {
  const { type, evidence, source } = decide(facts, podConfidence);
  return {
    type,
    finding: fire('store', {
      rule: `type.${type}`,
      label: `Product type: ${storeProductTypeLabels[type]}`,
      points: typeAdjustment[type],
      evidence,
      source,
    }),
  };
};
