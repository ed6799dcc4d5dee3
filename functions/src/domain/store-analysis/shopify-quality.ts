/**
 * The Shopify-style assessment's quality metrics (docs/store-verdict.md#shopify-assessment), 0-100
 * each, from observed facts only. Each is the rounded average of its parts: a yes/no part counts
 * 100 or 0, a share part is the percentage of the products read it holds for (0 when no product was
 * read).
 *
 * - professionalism: an own domain; a store description; products with a description; products
 *   with an image.
 * - productCuration: products with a product type; products with more than one image; products
 *   with a variant in stock (left out when the store publishes no stock state at all).
 * - customerService: a returns policy; a shipping policy; contact details (email, phone or street
 *   address); a contact page that answered.
 */
import type { ShopifyAssessment } from '@shop-scanner/shared/store-analysis';
import type { StoreFacts } from './store-facts';
import type { StorefrontProduct } from './store-snapshot';

export type QualityMetrics = ShopifyAssessment['qualityMetrics'];

const FULL = 100;

const yes = (holds: boolean): number => (holds ? FULL : 0);

const shareOf = (
  products: readonly StorefrontProduct[],
  holds: (product: StorefrontProduct) => boolean,
): number => (products.length === 0 ? 0 : (FULL * products.filter(holds).length) / products.length);

const averageOf = (parts: readonly number[]): number =>
  Math.round(parts.reduce((sum, part) => sum + part, 0) / parts.length);

const inStockShare = (products: readonly StorefrontProduct[]): number[] => {
  const stated = products.filter((product) =>
    product.variants.some((variant) => variant.available !== undefined),
  );
  if (stated.length === 0) return [];
  return [shareOf(stated, (product) => product.variants.some((variant) => variant.available))];
};

export const qualityMetricsOf = (facts: StoreFacts): QualityMetrics => {
  const { products, snapshot, contact } = facts;
  return {
    professionalism: averageOf([
      yes(!snapshot.onPlatformDomain),
      yes(facts.descriptionSource !== undefined),
      shareOf(products, (product) => product.description.trim() !== ''),
      shareOf(products, (product) => product.images.length > 0),
    ]),
    productCuration: averageOf([
      shareOf(products, (product) => product.productType !== undefined),
      shareOf(products, (product) => product.images.length > 1),
      ...inStockShare(products),
    ]),
    customerService: averageOf([
      yes(facts.returnPolicy !== undefined),
      yes(facts.shippingPolicy !== undefined),
      yes(contact.details.length > 0),
      yes(contact.contactPage !== undefined),
    ]),
  };
};
