/** A store offer for products written by tests: an in-stock Amazon listing unless told otherwise. */
import type { StoreOffer } from '@shop-scanner/shared/products';

export const anAmazonOffer = (price: number, overrides: Partial<StoreOffer> = {}): StoreOffer => ({
  name: 'Amazon',
  url: 'https://amazon.example/item',
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  rating: 4.5,
  reviewCount: 10,
  trustScore: 90,
  lastUpdated: '2025-10-01T00:00:00.000Z',
  ...overrides,
});
