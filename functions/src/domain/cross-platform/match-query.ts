/**
 * What a cross-platform search looks for, as the catalogue and every platform connector read it:
 * the product's name (and barcode, when it was scanned) and the panel's advanced options, which
 * filter the matches: category and brand on the product, the price range on each offer.
 */
import { words } from '../../model/products/search-text';

export interface MatchQuery {
  readonly productName: string;
  readonly barcode?: string | undefined;
  readonly brand?: string | undefined;
  readonly category?: string | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
}

/** Within the price range the shopper set (both ends included); any price when none is set. */
export const inPriceRange = (price: number, query: MatchQuery): boolean =>
  (query.minPrice === undefined || price >= query.minPrice) &&
  (query.maxPrice === undefined || price <= query.maxPrice);

/**
 * The shopper's brand filter against a product's brand: every word of the filter is a word of
 * the brand ("Kestrel" finds "Kestrel Audio"), accents and case aside. A product without a brand
 * does not pass a brand filter; no filter lets everything through.
 */
export const brandPasses = (productBrand: string | undefined, query: MatchQuery): boolean => {
  if (query.brand === undefined) return true;
  const wanted = words(query.brand);
  if (wanted.length === 0) return true;
  const brand = new Set(words(productBrand ?? ''));
  return wanted.every((w) => brand.has(w));
};

/** The same rule on a listing title, for platforms that publish no brand field. */
export const brandInTitle = (title: string, query: MatchQuery): boolean => {
  if (query.brand === undefined) return true;
  const wanted = words(query.brand);
  const titleWords = new Set(words(title));
  return wanted.every((w) => titleWords.has(w));
};

export const categoryPasses = (productCategory: string, query: MatchQuery): boolean =>
  query.category === undefined || productCategory === query.category;
