/**
 * The catalogue's matches for a cross-platform search: the product whose GTIN is the scanned
 * barcode (certain), then the products whose names are alike enough (MATCH_THRESHOLD), each
 * answered as its store offers.
 *
 * Reads stay bounded on the 25,000-product catalogue: the name's few most selective words are
 * looked up in the search index (their postings' names, one Query each, in parallel), the names
 * found are scored in memory, and only the best few products are read whole (one GetItem each,
 * in parallel).
 */
import type { PlatformMatch } from '@shop-scanner/shared/cross-platform';
import type { Product } from '@shop-scanner/shared/products';
import { getProduct, productIdForBarcode } from '../../data/products';
import { productNamesWithTokenPrefix } from '../../data/products-search';
import type { NamedProduct } from '../../data/search-index-codec';
import type { CapacityMeter } from '../../lib/capacity-meter';
import { MIN_TERM_LENGTH } from '../../model/products/search-text';
import { offerMatches } from './catalogue-offers';
import { brandPasses, categoryPasses, type MatchQuery } from './match-query';
import { distinctiveWords, MATCH_THRESHOLD, similarityTo } from './similarity';

/** Index lookups per search: the most selective words of the name (and the brand's). */
export const MAX_LOOKUP_TERMS = 3;

/** Products matched by name and read whole, best first. */
export const MAX_NAME_MATCHED_PRODUCTS = 10;

/**
 * The words worth an index lookup: the longest distinctive words (longer prefixes match fewer
 * tokens), the brand's first, since a brand narrows most. Words with digits are left out: sizes
 * are written many ways ("500ml", "500 ml") and the index holds them as written.
 */
export const lookupTerms = (query: MatchQuery): string[] => {
  const usable = (text: string) =>
    distinctiveWords(text)
      .filter((w) => w.length >= MIN_TERM_LENGTH && !/\d/.test(w))
      .sort((a, b) => b.length - a.length);
  const brandWord = query.brand === undefined ? [] : usable(query.brand).slice(0, 1);
  return [...new Set([...brandWord, ...usable(query.productName)])].slice(0, MAX_LOOKUP_TERMS);
};

const gtinProduct = async (barcode: string | undefined): Promise<Product | undefined> => {
  if (barcode === undefined) return undefined;
  const id = await productIdForBarcode(barcode);
  return id === undefined ? undefined : getProduct(id);
};

const productFilters = (query: MatchQuery) => (p: Pick<Product, 'brand' | 'category'>) =>
  categoryPasses(p.category, query) && brandPasses(p.brand, query);

/** Names of the products sharing a lookup word with the name, one per product. */
const candidateCards = async (query: MatchQuery, meter?: CapacityMeter) => {
  const lists = await Promise.all(
    lookupTerms(query).map((term) => productNamesWithTokenPrefix(term, meter)),
  );
  const byId = new Map<string, NamedProduct>();
  for (const card of lists.flat()) byId.set(card.id, card);
  return [...byId.values()];
};

export interface NameMatchedProduct {
  readonly product: Product;
  readonly similarity: number;
}

/** The products whose names match the query's, best first, at most MAX_NAME_MATCHED_PRODUCTS. */
export const productsMatchingName = async (
  query: MatchQuery,
  options: { meter?: CapacityMeter } = {},
): Promise<NameMatchedProduct[]> => {
  const passes = productFilters(query);
  const similarity = similarityTo({ name: query.productName, brand: query.brand });
  const best = (await candidateCards(query, options.meter))
    .filter(passes)
    .map((card) => ({ card, similarity: similarity({ name: card.name, brand: card.brand }) }))
    .filter((c) => c.similarity >= MATCH_THRESHOLD)
    .sort((a, b) => b.similarity - a.similarity || a.card.name.localeCompare(b.card.name))
    .slice(0, MAX_NAME_MATCHED_PRODUCTS);
  const products = await Promise.all(best.map((c) => getProduct(c.card.id)));
  return best.flatMap((c, i) => {
    const product = products[i];
    // A card's product deleted or edited out of the filters since the index was read.
    return product && passes(product) ? [{ product, similarity: c.similarity }] : [];
  });
};

/**
 * Every catalogue offer matching the query: the GTIN product's offers (confidence 100), then the
 * offers of the products matched by name (confidence = similarity), in the price range.
 */
export const findCatalogueMatches = async (
  query: MatchQuery,
  originalPrice: number | null,
  meter?: CapacityMeter,
): Promise<PlatformMatch[]> => {
  const passes = productFilters(query);
  const [byGtin, named] = await Promise.all([
    gtinProduct(query.barcode),
    productsMatchingName(query, meter ? { meter } : {}),
  ]);
  // The GTIN product is certain; its name match would only repeat its offers.
  const byName = named.filter(({ product }) => product.id !== byGtin?.id);
  const gtinMatches =
    byGtin && passes(byGtin)
      ? offerMatches(byGtin, { matchedBy: 'gtin', matchConfidence: 100 }, originalPrice, query)
      : [];
  return [
    ...gtinMatches,
    ...byName.flatMap(({ product, similarity }) =>
      offerMatches(
        product,
        { matchedBy: 'name', matchConfidence: similarity },
        originalPrice,
        query,
      ),
    ),
  ];
};
