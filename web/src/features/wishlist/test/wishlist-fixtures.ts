/** Answers of the wishlist calls for the feature's component tests. */
import { afterEach, vi } from 'vitest';
import type {
  WishlistCollection,
  WishlistItem,
  WishlistProduct,
  WishlistStats,
} from '@shop-scanner/shared/wishlist';
import { toast } from '../../../lib/toast-store';
import { fakeApi, json } from '../../../test/api-fixtures';

export const ITEMS_ROUTE = 'GET /api/wishlist/items';
export const ADD_ROUTE = 'POST /api/wishlist/items';
export const COLLECTIONS_ROUTE = 'GET /api/wishlist/collections';
export const STATS_ROUTE = 'GET /api/wishlist/stats';

export const aWishlistProduct = (overrides: Partial<WishlistProduct> = {}): WishlistProduct => ({
  name: 'Stabilo Point 88 Fineliner',
  category: 'Office Products',
  source: 'user',
  availability: 'in-stock',
  lowestPrice: 9.5,
  averagePrice: 11,
  inStockStores: 2,
  totalStores: 4,
  stores: [
    {
      name: 'Amazon',
      price: 9.5,
      inStock: true,
      url: 'https://a.example',
      trustScore: 95,
      shippingCost: 0,
    },
    {
      name: 'Walmart',
      price: 10,
      inStock: true,
      url: 'https://w.example',
      trustScore: 90,
      shippingCost: 0,
    },
    {
      name: 'Target',
      price: 11,
      inStock: false,
      url: 'https://t.example',
      trustScore: 85,
      shippingCost: 0,
    },
    {
      name: 'Corner Shop',
      price: 12,
      inStock: false,
      url: 'https://c.example',
      trustScore: 40,
      shippingCost: 0,
    },
  ],
  pricesAsOf: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const aWishlistItem = (overrides: Partial<WishlistItem> = {}): WishlistItem => ({
  id: 'w-1',
  productId: 'p-1',
  product: aWishlistProduct(),
  priority: 'medium',
  priceWhenAdded: 12,
  targetPrice: null,
  targetReached: false,
  priceAlertEnabled: true,
  notes: '',
  tags: [],
  collectionId: null,
  addedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aCollection = (overrides: Partial<WishlistCollection> = {}): WishlistCollection => ({
  id: 'c-1',
  name: 'Birthday gifts',
  description: 'For June',
  isPublic: false,
  itemCount: 0,
  items: [],
  tags: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const someStats = (overrides: Partial<WishlistStats> = {}): WishlistStats => ({
  totalItems: 1,
  collections: 0,
  totalValue: 9.5,
  unpricedItems: 0,
  priceDrops: 0,
  priorityCounts: { high: 0, medium: 1, low: 0 },
  categoryCounts: { 'Office Products': 1 },
  ...overrides,
});

export const toastMessages = () => toast.getSnapshot().map((t) => t.message);

/** Each test leaves no toasts or mocks behind. */
export const isolateEachTest = () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toast.getSnapshot().forEach((t) => toast.dismiss(t.id));
  });
};

/** The calls the wishlist page makes on opening, answered: these items, no collections, stats. */
export const fakeWishlistApi = (items: () => readonly WishlistItem[]) =>
  fakeApi({
    [ITEMS_ROUTE]: () => json(items()),
    [COLLECTIONS_ROUTE]: () => json([]),
    [STATS_ROUTE]: () => json(someStats()),
  });
