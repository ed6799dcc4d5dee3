/**
 * What the scan card hands the cross-platform search panel ('Find This Product on
 * Other Platforms' opens the panel prefilled): the product's name, barcode, category and brand,
 * and as the original address the page of its cheapest in-stock store offer (else its first
 * offer). Only a product's own page is used: an offer that links to a store's search results or
 * home page (the demo catalogue's all do) is no original to compare against, and when no offer
 * has a product page the address stays empty for the shopper to type.
 * The panel's own prefill type (features/cross-platform) has the same shape: the route joins them.
 */
import type { Product, StoreOffer } from '@shop-scanner/shared/products';
import { isProductPageAddress } from '@shop-scanner/shared/product-page-address';
import { webHref } from '../../lib/web-address';

export interface CrossPlatformPrefill {
  originalUrl: string;
  productName: string;
  barcode: string;
  category?: string;
  brand?: string;
}

const hasProductPage = (offer: StoreOffer) =>
  webHref(offer.url) !== undefined && isProductPageAddress(offer.url);

const cheapestInStock = (offers: readonly StoreOffer[]): StoreOffer | undefined =>
  offers
    .filter((offer) => offer.inStock && hasProductPage(offer))
    .reduce<StoreOffer | undefined>(
      (cheapest, offer) =>
        cheapest === undefined || offer.price < cheapest.price ? offer : cheapest,
      undefined,
    );

export const crossPlatformPrefillOf = (
  product: Pick<Product, 'name' | 'barcode' | 'category' | 'brand' | 'stores'>,
): CrossPlatformPrefill => {
  const offer = cheapestInStock(product.stores) ?? product.stores.find(hasProductPage);
  return {
    originalUrl: offer ? offer.url : '',
    productName: product.name,
    barcode: product.barcode,
    ...(product.category ? { category: product.category } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
  };
};
