/**
 * The url tab's catalogue lookup: the product a page sells, found in the catalogue
 * by the GTIN the page published (certain), else by its name (the cross-platform search's name
 * similarity and threshold). Null when neither finds it: nothing is guessed.
 */
import type { CatalogueMatch } from '@shop-scanner/shared/store-analysis';
import type { Product } from '@shop-scanner/shared/products';
import { getProduct, productIdForBarcode } from '../../data/products';
import { productsMatchingName } from '../cross-platform/match-candidates';

export interface PublishedProduct {
  readonly name?: string;
  readonly gtin?: string;
}

/** GTIN-8, -12, -13 or -14 as digits; anything else a page calls a GTIN is not one. */
const GTIN_PATTERN = /^(?:\d{8}|\d{12,14})$/;

const matchOf = (
  product: Product,
  matchedBy: CatalogueMatch['matchedBy'],
  similarity: number,
): CatalogueMatch => ({
  productId: product.id,
  name: product.name,
  matchedBy,
  similarity: Math.round(similarity),
  averagePrice: product.averagePrice,
  lowestPrice: product.lowestPrice,
});

const byGtin = async (gtin: string | undefined): Promise<Product | undefined> => {
  const digits = gtin?.replace(/[\s-]/g, '');
  if (digits === undefined || !GTIN_PATTERN.test(digits)) return undefined;
  const id = await productIdForBarcode(digits);
  return id === undefined ? undefined : getProduct(id);
};

export const findCatalogueProduct = async (
  published: PublishedProduct,
): Promise<CatalogueMatch | null> => {
  const gtinProduct = await byGtin(published.gtin);
  if (gtinProduct) return matchOf(gtinProduct, 'gtin', 100);
  const name = published.name?.trim();
  if (!name) return null;
  // The page's brand is not a filter: pages spell it their own way ("Kestrel Audio Inc."), and
  // the catalogue's brand filter wants every word of it. Names carry the brand often enough.
  const [best] = await productsMatchingName({ productName: name });
  return best ? matchOf(best.product, 'name', best.similarity) : null;
};
