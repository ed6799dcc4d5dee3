/**
 * The search's last step, in memory: filter the candidate summaries the index returned, sort them
 * with ties broken by id (so pages never overlap or skip), and cut out the page asked for.
 */
import type {
  ProductSummary,
  SearchResult,
  SearchSortField,
  SortDirection,
} from '@shop-scanner/shared/products';

export interface SearchFilters {
  readonly category?: string | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  /** Only products some store has in stock. */
  readonly inStock?: boolean | undefined;
  /** Only products whose authenticity is in the verified band. */
  readonly verified?: boolean | undefined;
}

export interface SearchPage {
  readonly page: number;
  readonly limit: number;
  readonly sort: SearchSortField;
  readonly direction: SortDirection;
}

/**
 * The filters that narrow anything: empty values and unchecked flags are no filter at all (empty
 * values are removed, never sent empty). The quota key and the choice of index read both use this
 * form.
 */
export const activeFilters = (filters: SearchFilters): SearchFilters => ({
  ...(filters.category ? { category: filters.category } : {}),
  ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
  ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
  ...(filters.inStock ? { inStock: true } : {}),
  ...(filters.verified ? { verified: true } : {}),
});

export const hasActiveFilter = (filters: SearchFilters): boolean =>
  Object.keys(activeFilters(filters)).length > 0;

/**
 * What the filters look at: a card has these, and so does a search index entry (search-entry.ts),
 * so the index and an in-memory check can never filter two ways.
 */
export type FilterFacts = Pick<
  ProductSummary,
  'category' | 'averagePrice' | 'inStockStores' | 'verified'
>;

/** A product without a price matches no price range: its price is unknown, not zero. */
export const matchesFilters = (p: FilterFacts, filters: SearchFilters): boolean => {
  const f = activeFilters(filters);
  if (f.category !== undefined && p.category !== f.category) return false;
  if (f.minPrice !== undefined && (p.averagePrice === null || p.averagePrice < f.minPrice))
    return false;
  if (f.maxPrice !== undefined && (p.averagePrice === null || p.averagePrice > f.maxPrice))
    return false;
  if (f.inStock && p.inStockStores <= 0) return false;
  if (f.verified && !p.verified) return false;
  return true;
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Names and categories sort without regard to case or accents, and numbers in them by value. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

type SortValue = string | number | null;
const sortValue: Readonly<Record<SearchSortField, (p: ProductSummary) => SortValue>> = {
  name: (p) => p.name,
  price: (p) => p.averagePrice,
  category: (p) => p.category,
  // By the instant, whatever the ISO form it was written in; the search index orders it so too.
  createdAt: (p) => Date.parse(p.createdAt),
  authenticity: (p) => p.authenticityScore,
};

const compareValues = (a: SortValue, b: SortValue): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));

/**
 * Products without the sorted value (no price, not rated yet) come last in both directions:
 * an unknown is neither the cheapest nor the dearest.
 */
export const compareSummaries =
  (field: SearchSortField, direction: SortDirection) =>
  (a: ProductSummary, b: ProductSummary): number => {
    const va = sortValue[field](a);
    const vb = sortValue[field](b);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order = compareValues(va, vb);
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };

/** Filter, sort and page. A page past the end has no products but the true total. */
export const searchResultPage = (
  candidates: readonly ProductSummary[],
  filters: SearchFilters,
  { page, limit, sort, direction }: SearchPage,
): SearchResult => {
  const matching = candidates.filter((p) => matchesFilters(p, filters));
  matching.sort(compareSummaries(sort, direction));
  const start = (page - 1) * limit;
  return {
    products: matching.slice(start, start + limit),
    page,
    limit,
    total: matching.length,
    totalPages: Math.ceil(matching.length / limit),
  };
};
