/**
 * Every TanStack Query key of the wishlist, all under `wishlist`: a change to an item or a
 * collection invalidates `wishlistQueryKeys.all`, and every view of the wishlist (each filter
 * set's items, the collections, the stats, a collection's page, the price drops) is read again.
 */
export const wishlistQueryKeys = {
  all: ['wishlist'] as const,
  items: (params: Readonly<Record<string, string>>) => ['wishlist', 'items', params] as const,
  collections: () => ['wishlist', 'collections'] as const,
  collection: (id: string) => ['wishlist', 'collection', id] as const,
  stats: () => ['wishlist', 'stats'] as const,
  /** Every drops list (each sort, with or without the read ones): a mark-read updates them all. */
  allPriceDrops: ['wishlist', 'price-drops'] as const,
  priceDrops: (params: Readonly<Record<string, string>>) =>
    ['wishlist', 'price-drops', params] as const,
};

export const wishlistItemPath = (id: string) => `/api/wishlist/items/${encodeURIComponent(id)}`;
export const collectionPath = (id: string) => `/api/wishlist/collections/${encodeURIComponent(id)}`;
export const priceDropReadPath = (id: string) =>
  `/api/wishlist/price-drops/${encodeURIComponent(id)}/read`;
