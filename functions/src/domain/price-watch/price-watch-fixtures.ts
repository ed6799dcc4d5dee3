/**
 * For the tests of this folder: a store's offer with plain defaults (in stock, trusted, free
 * shipping), overridden per test, so each test states only the facts it is about.
 */
import type { StoreOffer } from '@shop-scanner/shared/products';

export const anOffer = (
  name: string,
  price: number,
  overrides: Partial<StoreOffer> = {},
): StoreOffer => ({
  name,
  url: `https://${name.toLowerCase()}.example/p`,
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  trustScore: 90,
  lastUpdated: '2026-11-26T12:00:00.000Z',
  ...overrides,
});
