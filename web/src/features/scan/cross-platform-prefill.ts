/**
 * What the scan card hands the cross-platform search panel (issue 8 §4: 'Find This Product on
 * Other Platforms' opens the panel prefilled): the product's name, barcode, category and brand,
 * and as the original address the page of its cheapest in-stock store offer (else its first
 * offer; empty when no store sells it, and the shopper types one). Only a web address is used.
 * The panel's own prefill type (features/cross-platform) has the same shape: the route joins them.
 */
import type { Product, StoreOffer } from '@shop-scanner/shared/products';
import { webHref } from '../../lib/web-address';

export interface CrossPlatformPrefill {
  originalUrl: string;
  productName: string;
  barcode: string;
  category?: string;
  brand?: string;
}

const cheapestInStock = (offers: readonly StoreOffer[]): StoreOffer | undefined =>
  offers
    .filter((offer) => offer.inStock && webHref(offer.url) !== undefined)
    .reduce<StoreOffer | undefined>(
      (cheapest, offer) =>
        cheapest === undefined || offer.price < cheapest.price ? offer : cheapest,
      undefined,
    );

export const crossPlatformPrefillOf = (
  product: Pick<Product, 'name' | 'barcode' | 'category' | 'brand' | 'stores'>,
): CrossPlatformPrefill => {
  const offer =
    cheapestInStock(product.stores) ?? product.stores.find((s) => webHref(s.url) !== undefined);
  return {
    originalUrl: offer ? offer.url : '',
    productName: product.name,
    barcode: product.barcode,
    ...(product.category ? { category: product.category } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
  };
};
