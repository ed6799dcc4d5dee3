/**
 * Whether a web address is a product's own page, the kind a cross-platform search starts from.
 * A store's search results (Amazon's `/s?k=`, eBay's `/sch/i.html?_nkw=`, Walmart's `/search?q=`)
 * or its home page list many products and publish no one product's price or title, so a search
 * started from one would compare against the wrong thing.
 *
 * Read from the address alone, in linear time: a path segment that names a search
 * (`search`, `CatalogSearch`, `searchpage.jsp`, `s`, `sch`, `wholesale`, `keyword.php`,
 * Newegg's `/p/pl`), or a query parameter that carries search words.
 */

/** Path segments stores give their search results. */
const searchSegments = new Set(['s', 'sch', 'wholesale', 'keyword.php']);
/** Segments that begin so: search, searchpage.jsp, searchresult, SearchDisplay, CatalogSearch. */
const searchSegmentStart = /^(catalog)?search/i;
/** Query parameters that carry the words typed into a store's search box. */
const searchParameters = new Set([
  'k',
  'q',
  'query',
  'keyword',
  'keywords',
  'searchterm',
  'searchtext',
  'search_query',
  '_nkw',
  'ntt',
  'st',
]);

const parse = (address: string): URL | undefined => {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

export const isSearchResultsAddress = (address: string): boolean => {
  const url = parse(address);
  if (!url) return false;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (segments.some((s) => searchSegments.has(s.toLowerCase()) || searchSegmentStart.test(s))) {
    return true;
  }
  if (segments.length === 2 && segments[0] === 'p' && segments[1] === 'pl') return true;
  return [...url.searchParams.keys()].some((key) => searchParameters.has(key.toLowerCase()));
};

/** A web address with a path of its own (not a home page) that is not a list of search results. */
export const isProductPageAddress = (address: string): boolean => {
  const url = parse(address);
  return url !== undefined && url.pathname !== '/' && !isSearchResultsAddress(address);
};
