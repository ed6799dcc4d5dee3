/**
 * For the tests of this folder: history points, offers and observations with plain defaults,
 * overridden per test, so each test states only the facts it is about. Times are counted back
 * from one fixed instant, so no test depends on the clock.
 */
import {
  totalCostOf,
  type ComparedOffer,
  type PriceHistoryPoint,
  type PriceObservation,
  type TrackedOffer,
} from '@shop-scanner/shared/prices';
import { DAY_MS, HOUR_MS } from '@shop-scanner/shared/time';

/** A Monday noon, UTC. */
export const NOW = new Date('2025-06-30T12:00:00.000Z');

export const daysAgo = (days: number): string =>
  new Date(NOW.getTime() - days * DAY_MS).toISOString();
export const hoursAgo = (hours: number): string =>
  new Date(NOW.getTime() - hours * HOUR_MS).toISOString();

export const aPoint = (
  store: string,
  price: number,
  timestamp: string,
  overrides: Partial<PriceHistoryPoint> = {},
): PriceHistoryPoint => ({
  store,
  source: 'demo',
  price,
  inStock: true,
  shippingCost: 0,
  timestamp,
  ...overrides,
});

export const anOffer = (
  name: string,
  price: number,
  overrides: Partial<TrackedOffer> = {},
): TrackedOffer => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example/item`,
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  rating: 4.5,
  reviewCount: 120,
  trustScore: 90,
  lastUpdated: NOW.toISOString(),
  source: 'demo',
  ...overrides,
});

export const aComparedOffer = (
  name: string,
  price: number,
  overrides: Partial<ComparedOffer> = {},
): ComparedOffer => {
  const offer = anOffer(name, price, overrides);
  return { ...offer, totalCost: totalCostOf(offer), ...overrides };
};

export const anObservation = (overrides: Partial<PriceObservation> = {}): PriceObservation => ({
  productId: 'p-1',
  store: 'Walmart',
  price: 20,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  url: 'https://walmart.example/item',
  source: 'demo',
  observedAt: NOW.toISOString(),
  ...overrides,
});
