/**
 * Every TanStack Query key of the wishlist, all under `wishlist`: a change to an item or a
 * collection invalidates `wishlistQueryKeys.all`, and every view of the wishlist (each filter
 * set's items, the collections, the stats, a collection's page) is read again.
 */
export const wishlistQueryKeys = {
  all: ['wishlist'] as const,
  items: (params: Readonly<Record<string, string>>) => ['wishlist', 'items', params] as const,
  collections: () => ['wishlist', 'collections'] as const,
  collection: (id: string) => ['wishlist', 'collection', id] as const,
  stats: () => ['wishlist', 'stats'] as const,
};

export const wishlistItemPath = (id: string) => `/api/wishlist/items/${encodeURIComponent(id)}`;
export const collectionPath = (id: string) => `/api/wishlist/collections/${encodeURIComponent(id)}`;
