/**
 * The wishlist list's filters, search and sort, over the shopper's items (their whole wishlist is
 * one partition read, at most WISHLIST_ITEM_CAP items, so this runs in memory).
 */
import { toCents } from '@shop-scanner/shared/price-rules';
import {
  DEFAULT_WISHLIST_SORT,
  priorityRankOf,
  wishlistSortOf,
  type WishlistItem,
  type WishlistItemsQuery,
  type WishlistSort,
} from '@shop-scanner/shared/wishlist';

type Filters = Omit<WishlistItemsQuery, 'sort' | 'search'>;

const matchesFilters = (item: WishlistItem, filters: Filters): boolean =>
  (filters.category === undefined || item.product.category === filters.category) &&
  (filters.priority === undefined || item.priority === filters.priority) &&
  (filters.availability === undefined || item.product.availability === filters.availability) &&
  (filters.hasNotes === undefined || (item.notes !== '') === filters.hasNotes) &&
  (filters.hasPriceAlert === undefined || item.priceAlertEnabled === filters.hasPriceAlert) &&
  (filters.collectionId === undefined || item.collectionId === filters.collectionId);

/** The search matches the product's name, the notes or a tag, in any case. */
export const matchesSearch = (item: WishlistItem, search: string | undefined): boolean => {
  if (search === undefined || search === '') return true;
  const needle = search.toLowerCase();
  return [item.product.name, item.notes, ...item.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
};

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const names = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** Newest first, then by id: the order every sort falls back on, so reads never reshuffle. */
const newestFirst = (a: WishlistItem, b: WishlistItem): number =>
  byText(b.addedAt, a.addedAt) || byText(a.id, b.id);

/**
 * A sort's comparator. An item with no price (no store has it in stock) has nothing to compare:
 * it goes last, whichever way prices run.
 */
export const compareBy = ({ field, direction }: WishlistSort) => {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: WishlistItem, b: WishlistItem): number => {
    switch (field) {
      case 'addedAt':
        return sign * byText(a.addedAt, b.addedAt) || byText(a.id, b.id);
      case 'name':
        return sign * names.compare(a.product.name, b.product.name) || newestFirst(a, b);
      case 'priority':
        return (
          sign * (priorityRankOf(a.priority) - priorityRankOf(b.priority)) || newestFirst(a, b)
        );
      case 'price': {
        const [pa, pb] = [a.product.lowestPrice, b.product.lowestPrice];
        if (pa === null || pb === null)
          return Number(pa === null) - Number(pb === null) || newestFirst(a, b);
        return sign * (toCents(pa) - toCents(pb)) || newestFirst(a, b);
      }
    }
  };
};

/** The items the query asks for, in its order. */
export const selectItems = (
  items: readonly WishlistItem[],
  { sort = DEFAULT_WISHLIST_SORT, search, ...filters }: WishlistItemsQuery,
): WishlistItem[] =>
  items
    .filter((item) => matchesFilters(item, filters) && matchesSearch(item, search))
    .sort(compareBy(wishlistSortOf(sort)));
