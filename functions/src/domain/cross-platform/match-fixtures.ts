/**
 * For the tests of this folder: a platform match with plain defaults, overridden per test, so
 * each test states only the facts it is about.
 */
import type { PlatformMatch } from '@shop-scanner/shared/cross-platform';

let counter = 0;

export const aMatch = (overrides: Partial<PlatformMatch> = {}): PlatformMatch => {
  counter += 1;
  return {
    platform: 'Amazon',
    url: `https://store.example/item-${counter}`,
    title: 'Kestrel Audio Studio Turntable',
    price: 100,
    currency: 'USD',
    imageUrl: null,
    seller: overrides.platform ?? 'Amazon',
    sellerRating: 4.5,
    availability: 'in_stock',
    matchConfidence: 90,
    matchedBy: 'name',
    priceRank: 'competitive',
    shippingDays: 3,
    shippingCost: 0,
    trustScore: 90,
    lastUpdated: '2025-10-01T00:00:00.000Z',
    reviews: null,
    source: 'catalogue',
    ...overrides,
  };
};
