/**
 * A product's current offers as the price rules read them (TrackedOffer: each with its source,
 * docs/prices.md#where-a-price-comes-from). Offers the ingest path writes carry their source.
 * Offers written before it did not (the demo catalogue as the loader writes it, a shopper's
 * product's offers): they take the product's own source, which is where they came from: the demo
 * catalogue's are demo, a shopper's product's were typed in by a shopper.
 */
import { priceSources, type PriceSource, type TrackedOffer } from '@shop-scanner/shared/prices';
import type { ProductSource, StoreOffer } from '@shop-scanner/shared/products';

const sourceOfProduct: Readonly<Record<ProductSource, PriceSource>> = {
  demo: 'demo',
  user: 'shopper',
};

const isPriceSource = (value: unknown): value is PriceSource =>
  priceSources.includes(value as PriceSource);

export const trackedOffersOf = (
  stores: readonly (StoreOffer & { readonly source?: unknown })[],
  productSource: ProductSource,
): TrackedOffer[] =>
  stores.map((offer) => ({
    ...offer,
    source: isPriceSource(offer.source) ? offer.source : sourceOfProduct[productSource],
  }));
