/**
 * What the wishlist page shows, kept in the URL's query so Back and Forward step through it and a
 * link reopens it (a notification opens the drops with `?show=drops`): the search, the filters,
 * the sort, the collection chosen, grid or list; items, collections or price drops, and the
 * drops' sort and whether read ones are hidden. A value the page does not know is read as left out, never sent on.
 */
import { productCategories, type ProductCategory } from '@shop-scanner/shared/product-rules';
import {
  DEFAULT_PRICE_DROP_SORT,
  DEFAULT_WISHLIST_SORT,
  priceDropSorts,
  WISHLIST_SEARCH_MAX_LENGTH,
  wishlistAvailabilities,
  wishlistPriorities,
  wishlistSorts,
  type PriceDropSort,
  type WishlistAvailability,
  type WishlistPriority,
  type WishlistSortKey,
} from '@shop-scanner/shared/wishlist-rules';

export interface WishlistFilters {
  readonly category: ProductCategory | '';
  readonly priority: WishlistPriority | '';
  readonly availability: WishlistAvailability | '';
  readonly hasNotes: boolean;
  readonly hasPriceAlert: boolean;
}

const showings = ['items', 'collections', 'drops'] as const;
export type WishlistShowing = (typeof showings)[number];

export interface WishlistViewState extends WishlistFilters {
  readonly search: string;
  readonly sort: WishlistSortKey;
  /** '' is every item. */
  readonly collectionId: string;
  readonly layout: 'grid' | 'list';
  readonly showing: WishlistShowing;
  readonly dropSort: PriceDropSort;
  /** The drops list without the drops already read (its Show/Hide Read toggle). */
  readonly hideRead: boolean;
}

export const noFilters: WishlistFilters = {
  category: '',
  priority: '',
  availability: '',
  hasNotes: false,
  hasPriceAlert: false,
};

export const defaultViewState: WishlistViewState = {
  ...noFilters,
  search: '',
  sort: DEFAULT_WISHLIST_SORT,
  collectionId: '',
  layout: 'grid',
  showing: 'items',
  dropSort: DEFAULT_PRICE_DROP_SORT,
  hideRead: false,
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';

export const parseViewState = (params: URLSearchParams): WishlistViewState => ({
  search: (params.get('q') ?? '').slice(0, WISHLIST_SEARCH_MAX_LENGTH),
  category: oneOf(productCategories, params.get('category')),
  priority: oneOf(wishlistPriorities, params.get('priority')),
  availability: oneOf(wishlistAvailabilities, params.get('availability')),
  hasNotes: params.get('hasNotes') === 'true',
  hasPriceAlert: params.get('hasPriceAlert') === 'true',
  sort: oneOf(wishlistSorts, params.get('sort')) || DEFAULT_WISHLIST_SORT,
  collectionId: params.get('collection') ?? '',
  layout: params.get('view') === 'list' ? 'list' : 'grid',
  showing: oneOf(showings, params.get('show')) || 'items',
  dropSort: oneOf(priceDropSorts, params.get('dropSort')) || DEFAULT_PRICE_DROP_SORT,
  hideRead: params.get('read') === 'hide',
});

/** The URL's query: only what differs from the default, so a plain /wishlist stays plain. */
export const toUrlParams = (state: WishlistViewState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.category) params.set('category', state.category);
  if (state.priority) params.set('priority', state.priority);
  if (state.availability) params.set('availability', state.availability);
  if (state.hasNotes) params.set('hasNotes', 'true');
  if (state.hasPriceAlert) params.set('hasPriceAlert', 'true');
  if (state.sort !== DEFAULT_WISHLIST_SORT) params.set('sort', state.sort);
  if (state.collectionId) params.set('collection', state.collectionId);
  if (state.layout === 'list') params.set('view', 'list');
  if (state.showing !== 'items') params.set('show', state.showing);
  if (state.dropSort !== DEFAULT_PRICE_DROP_SORT) params.set('dropSort', state.dropSort);
  if (state.hideRead) params.set('read', 'hide');
  return params;
};

/** The items call's query: the filters, search, sort and collection that are set. */
export const toItemsQuery = (state: WishlistViewState): Record<string, string> => {
  const query: Record<string, string> = {};
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.category) query.category = state.category;
  if (state.priority) query.priority = state.priority;
  if (state.availability) query.availability = state.availability;
  if (state.hasNotes) query.hasNotes = 'true';
  if (state.hasPriceAlert) query.hasPriceAlert = 'true';
  if (state.sort !== DEFAULT_WISHLIST_SORT) query.sort = state.sort;
  if (state.collectionId) query.collectionId = state.collectionId;
  return query;
};

/** The drops call's query: the sort when not the default, and includeRead=false when hiding. */
export const toDropsQuery = (
  state: Pick<WishlistViewState, 'dropSort' | 'hideRead'>,
): Record<string, string> => ({
  ...(state.dropSort !== DEFAULT_PRICE_DROP_SORT ? { sort: state.dropSort } : {}),
  ...(state.hideRead ? { includeRead: 'false' } : {}),
});

/** How many filters are on (the filter panel's badge). */
export const activeFilterCount = (state: WishlistFilters): number =>
  [state.category, state.priority, state.availability, state.hasNotes, state.hasPriceAlert].filter(
    Boolean,
  ).length;

/** Whether anything narrows the list, so an empty answer means "no match", not "nothing saved". */
export const isNarrowed = (state: WishlistViewState): boolean =>
  activeFilterCount(state) > 0 || state.search.trim() !== '' || state.collectionId !== '';

export const sortLabels: Readonly<Record<WishlistSortKey, string>> = {
  'addedAt:desc': 'Newest first',
  'addedAt:asc': 'Oldest first',
  'name:asc': 'Name A to Z',
  'name:desc': 'Name Z to A',
  'price:asc': 'Price, low to high',
  'price:desc': 'Price, high to low',
  'priority:desc': 'Priority, high first',
};

export const priorityLabels: Readonly<Record<WishlistPriority, string>> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const dropSortLabels: Readonly<Record<PriceDropSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  biggest_drop: 'Biggest drop',
  smallest_drop: 'Smallest drop',
};
