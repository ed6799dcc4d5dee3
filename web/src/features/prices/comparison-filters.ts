/**
 * The comparison's filters and sort as the shopper sets them, and the query
 * string they become. Empty values are left out; the sort is always sent, so every
 * answer's order is the one the menu shows.
 */
import {
  comparisonSortKey,
  DEFAULT_COMPARISON_SORT,
  MAX_PRICE,
  minRatings,
  priceMessages,
  type ComparisonSort,
  type MinRating,
} from '@shop-scanner/shared/price-rules';

export interface ComparisonFilters {
  /** Caps the total cost (price plus shipping), like the server's filter. */
  readonly maxPrice?: number | undefined;
  readonly minRating?: MinRating | undefined;
  readonly inStockOnly: boolean;
  readonly freeShipping: boolean;
  readonly hasDiscount: boolean;
  readonly sort: ComparisonSort;
}

export const DEFAULT_COMPARISON_FILTERS: ComparisonFilters = {
  inStockOnly: false,
  freeShipping: false,
  hasDiscount: false,
  sort: DEFAULT_COMPARISON_SORT,
};

/** The query parameters of `GET /api/products/{id}/price-comparison`, in a stable order. */
export const comparisonParams = (filters: ComparisonFilters): Record<string, string> => {
  const params: Record<string, string> = {};
  if (filters.maxPrice !== undefined) params.maxPrice = String(filters.maxPrice);
  if (filters.minRating !== undefined) params.minRating = String(filters.minRating);
  if (filters.inStockOnly) params.inStockOnly = 'true';
  if (filters.freeShipping) params.freeShipping = 'true';
  if (filters.hasDiscount) params.hasDiscount = 'true';
  params.sort = comparisonSortKey(filters.sort);
  return params;
};

/** How many filters narrow the list (the sort is not a filter). */
export const activeFilterCount = (filters: ComparisonFilters): number =>
  [
    filters.maxPrice !== undefined,
    filters.minRating !== undefined,
    filters.inStockOnly,
    filters.freeShipping,
    filters.hasDiscount,
  ].filter(Boolean).length;

/**
 * The maximum price field's text: empty is no filter, a number of at least 0 (to the cent) is the
 * filter, anything else is refused with the server's own words.
 */
export const readMaxPrice = (
  text: string,
): { ok: true; value: number | undefined } | { ok: false; error: string } => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0)
    return { ok: false, error: priceMessages.maxPriceInvalid };
  if (value > MAX_PRICE) return { ok: false, error: priceMessages.priceTooHigh };
  return { ok: true, value };
};

export const minRatingOf = (text: string): MinRating | undefined =>
  minRatings.find((r) => String(r) === text);

/** The sort menu: every field both ways, worded for what a shopper reads first. */
export const sortOptions: readonly { readonly sort: ComparisonSort; readonly label: string }[] = [
  { sort: { field: 'price', direction: 'asc' }, label: 'Total cost: lowest first' },
  { sort: { field: 'price', direction: 'desc' }, label: 'Total cost: highest first' },
  { sort: { field: 'rating', direction: 'desc' }, label: 'Rating: highest first' },
  { sort: { field: 'rating', direction: 'asc' }, label: 'Rating: lowest first' },
  { sort: { field: 'name', direction: 'asc' }, label: 'Store name: A to Z' },
  { sort: { field: 'name', direction: 'desc' }, label: 'Store name: Z to A' },
];

export const sortOfKey = (key: string): ComparisonSort =>
  sortOptions.find((o) => comparisonSortKey(o.sort) === key)?.sort ?? DEFAULT_COMPARISON_SORT;
