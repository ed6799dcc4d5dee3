/**
 * The catalogue's copies on this device (lib/offline): the product a page shows is saved once it
 * is drawn, and without a connection the pages read the saved copies instead. Every read is of
 * the session's own copies; the keys sit under `offline`, apart from the API's answers, so no
 * invalidation of the catalogue mixes the two.
 */
import { useQuery } from '@tanstack/react-query';
import type { Product, ProductSummary } from '@shop-scanner/shared/products';
import {
  loadProductCache,
  useOfflineOwner,
  useSaveForOffline,
} from '../../../lib/offline/offline-copy';

const savedKeys = {
  product: (owner: string | undefined, id: string) => ['offline', owner, 'product', id] as const,
  list: (owner: string | undefined, words: string) =>
    ['offline', owner, 'products', words] as const,
};

/** Reads from the device whatever the connection (queries pause while offline by default). */
const onTheDevice = { networkMode: 'always', staleTime: 0, gcTime: 0, retry: false } as const;

/** Saves the product the page shows, after it is drawn. */
export const useSaveProductOffline = (product: Product | undefined) =>
  useSaveForOffline('product', product);

/** The copy of a product saved on this device (null: none), read only when `enabled`. */
export const useSavedProduct = (id: string, enabled: boolean) => {
  const owner = useOfflineOwner();
  return useQuery({
    queryKey: savedKeys.product(owner, id),
    queryFn: async () =>
      (await (await loadProductCache()).readCachedProduct(owner ?? '', id)) ?? null,
    enabled: enabled && owner !== undefined,
    ...onTheDevice,
  });
};

/** A saved product as a card shows it: the card's fields, read from the copy as it was saved. */
export const toSummary = (product: Product): ProductSummary => ({
  id: product.id,
  barcode: product.barcode,
  name: product.name,
  category: product.category,
  ...(product.brand === undefined ? {} : { brand: product.brand }),
  ...(product.imageUrl === undefined ? {} : { imageUrl: product.imageUrl }),
  tags: product.tags,
  averagePrice: product.averagePrice,
  lowestPrice: product.lowestPrice,
  inStockStores: product.inStockStores,
  verified: product.verified,
  source: product.source,
  createdAt: product.createdAt,
  authenticityScore: product.authenticity?.score ?? null,
});

/**
 * The products saved on this device: with no words, the newest of them; with words, those of the
 * newest searched set that hold every word (product-cache.ts).
 */
export const useSavedProducts = (words: string, enabled: boolean) => {
  const owner = useOfflineOwner();
  return useQuery({
    queryKey: savedKeys.list(owner, words),
    queryFn: async () => {
      const cache = await loadProductCache();
      const saved = words.trim()
        ? await cache.searchCachedProducts(owner ?? '', words)
        : await cache.readCachedProductList(owner ?? '');
      return saved.map((s) => toSummary(s.product));
    },
    enabled: enabled && owner !== undefined,
    ...onTheDevice,
  });
};
