/**
 * A product as the search index knows it: the facts the filters look at and one number per sort
 * field, nothing a card shows beyond them. The index keeps these compact entries in sorted chunks
 * and posting lists (data/search-index-items.ts); a page's cards are read only for the page.
 *
 * Every sort is a comparison of numbers, nulls last in both directions, ties broken by id
 * ascending (compareSummaries' rule): price, creation time and authenticity are numbers already;
 * a category is its place in the collated category list; a name is its `rank`, the place of its
 * name among the distinct names of the catalogue (compared as compareSummaries compares them) when
 * the index was built: equal names share a rank, so their order is the ids'. A product the index
 * does not hold (a shopper's, or one edited since) takes the rank of its name, or one between two
 * ranks (search-placement.ts), so the order is the one compareSummaries gives.
 */
import {
  productCategories,
  type ProductSummary,
  type SearchSortField,
  type SortDirection,
} from '@shop-scanner/shared/products';
import { compareText, type FilterFacts } from './search-results';

export interface IndexEntry extends FilterFacts {
  readonly id: string;
  readonly authenticityScore: number | null;
  /** createdAt as epoch milliseconds. */
  readonly createdMs: number;
  /** Its name's place in the name order: whole in the index, fractional for a name placed in it. */
  readonly rank: number;
}

/** The card fields an entry is made from. */
export type EntryFacts = Pick<
  ProductSummary,
  | 'id'
  | 'name'
  | 'category'
  | 'averagePrice'
  | 'inStockStores'
  | 'verified'
  | 'authenticityScore'
  | 'createdAt'
>;

export const entryOf = (card: EntryFacts, rank: number): IndexEntry => ({
  id: card.id,
  category: card.category,
  averagePrice: card.averagePrice,
  inStockStores: card.inStockStores,
  verified: card.verified,
  authenticityScore: card.authenticityScore,
  createdMs: Date.parse(card.createdAt),
  rank,
});

const categoryOrder = new Map<string, number>(
  [...productCategories].sort(compareText).map((category, i) => [category, i]),
);

/**
 * A category's place in the collated list of categories. The API only takes categories of the
 * list; anything else sorts after them (with its ties by id).
 */
export const categoryOrdinal = (category: string): number =>
  categoryOrder.get(category) ?? productCategories.length;

export type OrderValue = number | null;

export const orderValue = (field: SearchSortField, e: IndexEntry): OrderValue => {
  switch (field) {
    case 'name':
      return e.rank;
    case 'price':
      return e.averagePrice;
    case 'category':
      return categoryOrdinal(e.category);
    case 'createdAt':
      return e.createdMs;
    case 'authenticity':
      return e.authenticityScore;
  }
};

/** Unknown values (no price, not rated yet) last in both directions. */
export const compareValues = (a: OrderValue, b: OrderValue, direction: SortDirection): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return direction === 'asc' ? a - b : b - a;
};

export const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface OrderKey {
  readonly value: OrderValue;
  readonly id: string;
}

/** The search order over keys: the value in the direction asked, then the id ascending. */
export const compareKeys =
  (direction: SortDirection) =>
  (a: OrderKey, b: OrderKey): number =>
    compareValues(a.value, b.value, direction) || compareIds(a.id, b.id);

export const keyOf = (field: SearchSortField, e: IndexEntry): OrderKey => ({
  value: orderValue(field, e),
  id: e.id,
});

export const compareEntries = (field: SearchSortField, direction: SortDirection) => {
  const compare = compareKeys(direction);
  return (a: IndexEntry, b: IndexEntry): number => compare(keyOf(field, a), keyOf(field, b));
};

/**
 * The four (in stock, verified) combinations an index chunk counts its entries in, so a total
 * under the stock and verified filters is a sum of counts, without reading the entries.
 */
export const CELLS = 4;
export const cellOf = (e: Pick<IndexEntry, 'inStockStores' | 'verified'>): number =>
  (e.inStockStores > 0 ? 1 : 0) + (e.verified ? 2 : 0);

/** The cells whose entries pass the stock and verified filters. */
export const cellsMatching = (filters: {
  readonly inStock?: boolean | undefined;
  readonly verified?: boolean | undefined;
}): number[] =>
  [0, 1, 2, 3].filter(
    (cell) => (!filters.inStock || (cell & 1) === 1) && (!filters.verified || (cell & 2) === 2),
  );
