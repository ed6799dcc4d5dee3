/**
 * For the tests of this folder: wishlist items with plain defaults, overridden per test, so each
 * test states only the facts it is about.
 */
import type { WishlistItem, WishlistProduct } from '@shop-scanner/shared/wishlist';

export const aListedProduct = (overrides: Partial<WishlistProduct> = {}): WishlistProduct => ({
  name: 'Kettle',
  category: 'Home & Kitchen',
  source: 'user',
  availability: 'in-stock',
  lowestPrice: 20,
  averagePrice: 22,
  inStockStores: 2,
  totalStores: 2,
  stores: [],
  pricesAsOf: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const anItem = (
  id: string,
  overrides: Partial<Omit<WishlistItem, 'product'>> & { product?: Partial<WishlistProduct> } = {},
): WishlistItem => {
  const { product, ...rest } = overrides;
  return {
    id,
    productId: `product-${id}`,
    product: aListedProduct(product),
    priority: 'medium',
    priceWhenAdded: 20,
    targetPrice: null,
    targetReached: false,
    priceAlertEnabled: true,
    notes: '',
    tags: [],
    collectionId: null,
    addedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...rest,
  };
};
