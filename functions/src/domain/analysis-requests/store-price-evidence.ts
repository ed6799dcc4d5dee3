/**
 * The store analysis's price figures (the report's priceAnalysis): the store's own products found
 * in the catalogue, by the GTIN the store published, else (for a few) by name, and their prices set
 * against the catalogue's. Bounded reads: one claim lookup per GTIN, name lookups for at most
 * NAME_LOOKUPS products (each is a few index queries).
 *
 * Store prices carry no currency in a storefront's feed; they are compared as published (the
 * catalogue's prices are USD), so a store selling in another currency compares as it reads.
 */
import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import type { StoreSnapshot, StorefrontProduct } from '../store-analysis/store-snapshot';
import { findCatalogueProduct } from './catalogue-lookup';
import { pricePosition, type ComparedPrice } from './store-price-position';

/** Products without a GTIN looked up by name, per analysis. */
export const NAME_LOOKUPS = 5;

const priceOf = (product: StorefrontProduct): number | undefined => product.variants[0]?.price;

const compare = async (
  product: StorefrontProduct,
  byName: boolean,
): Promise<ComparedPrice | undefined> => {
  const storePrice = priceOf(product);
  if (storePrice === undefined) return undefined;
  const match = await findCatalogueProduct(
    byName ? { name: product.title } : { ...(product.gtin ? { gtin: product.gtin } : {}) },
  );
  if (!match || match.averagePrice === null || match.lowestPrice === null) return undefined;
  return {
    storePrice,
    catalogueAverage: match.averagePrice,
    catalogueLowest: match.lowestPrice,
  };
};

export const storePriceEvidence = async (
  snapshot: Pick<StoreSnapshot, 'products'>,
): Promise<StoreAnalysisReport['priceAnalysis']> => {
  const products = snapshot.products ?? [];
  const withGtin = products.filter((p) => p.gtin);
  const byName = products.filter((p) => !p.gtin).slice(0, NAME_LOOKUPS);
  const compared = await Promise.all([
    ...withGtin.map((p) => compare(p, false)),
    ...byName.map((p) => compare(p, true)),
  ]);
  return pricePosition(compared.filter((c): c is ComparedPrice => c !== undefined));
};
