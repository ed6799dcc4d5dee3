/**
 * Shared test doubles for the web app's tests: factories for the API's answers (products,
 * search results, subscriptions) and a fake API at the fetch boundary.
 */
import { vi } from 'vitest';
import { plans, limitOfFeature, type UsageFeature } from '@shop-scanner/shared/plans';
import type {
  Product,
  ProductSummary,
  SearchResult,
  StoreOffer,
} from '@shop-scanner/shared/products';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { configureApi } from '../lib/api-client';

export const aProductSummary = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 'p-1',
  barcode: '4006381333931',
  name: 'Stabilo Point 88 Fineliner',
  category: 'Office Products',
  brand: 'Stabilo',
  tags: ['pens'],
  averagePrice: 12.5,
  lowestPrice: 10,
  inStockStores: 3,
  verified: true,
  source: 'demo',
  createdAt: '2026-01-15T10:00:00.000Z',
  authenticityScore: 88,
  ...overrides,
});

export const aStoreOffer = (overrides: Partial<StoreOffer> = {}): StoreOffer => ({
  name: 'Amazon',
  url: 'https://www.amazon.com/dp/B000',
  price: 9.99,
  originalPrice: 12.49,
  discountPercentage: 20,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 2 },
  rating: 4.6,
  reviewCount: 1280,
  trustScore: 95,
  lastUpdated: '2026-03-02T08:00:00.000Z',
  ...overrides,
});

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 'p-1',
  barcode: '4006381333931',
  name: 'Stabilo Point 88 Fineliner',
  description: 'A fine-tipped pen with a ventilated cap.',
  category: 'Office Products',
  brand: 'Stabilo',
  features: ['0.4 mm tip'],
  tags: ['pens', 'office'],
  averagePrice: 12.5,
  lowestPrice: 10,
  inStockStores: 1,
  authenticity: { score: 88, factors: ['Sold by trusted stores'] },
  verified: true,
  stores: [],
  priceHistory: [],
  source: 'user',
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-16T10:00:00.000Z',
  editedByCommunity: false,
  ...overrides,
});

export const aSearchResult = (overrides: Partial<SearchResult> = {}): SearchResult => ({
  products: [aProductSummary()],
  page: 1,
  limit: 12,
  total: 1,
  totalPages: 1,
  ...overrides,
});

/**
 * A subscription on `planId` (free unless told) that has `used` this month of each feature;
 * what remains follows from the plan's limits, as the API answers it.
 */
export const aSubscription = ({
  used = {},
  ...overrides
}: Partial<Subscription> & { used?: Partial<Record<UsageFeature, number>> } = {}): Subscription => {
  const planId = overrides.planId ?? 'free';
  const usedOf = (feature: UsageFeature) => used[feature] ?? 0;
  const remainingOf = (feature: UsageFeature) => {
    const limit = plans[planId].limits[limitOfFeature[feature]];
    return typeof limit === 'number' ? Math.max(0, limit - usedOf(feature)) : null;
  };
  return {
    planId,
    status: 'active',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    trialEnd: null,
    usage: {
      scansUsed: usedOf('scan'),
      storeAnalysisUsed: usedOf('storeAnalysis'),
      crossPlatformSearchesUsed: usedOf('crossPlatformSearch'),
      lastResetDate: '2026-11-01T00:00:00.000Z',
    },
    remaining: {
      scan: remainingOf('scan'),
      storeAnalysis: remainingOf('storeAnalysis'),
      crossPlatformSearch: remainingOf('crossPlatformSearch'),
    },
    usageResetsAt: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A response that never arrives (a request left pending shows the loading state). */
export const pending = (): Promise<Response> => new Promise(() => {});

/** One request the app made: its method, path (no query), full URL and JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

export type ApiRoute = (call: ApiCall) => Response | Promise<Response>;
/** Answers by 'METHOD /api/path' (that method only) or '/api/path' (any method). */
export type Routes = Record<string, ApiRoute>;

/**
 * Installs a fake fetch answering by route. Unknown routes answer 404, so a test sees at once
 * when the app calls something it did not expect.
 */
export const fakeApi = (routes: Routes) => {
  const calls: ApiCall[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, url, body };
    calls.push(call);
    const route = routes[`${method} ${call.path}`] ?? routes[call.path];
    return route ? route(call) : json({ message: 'Not Found' }, 404);
  });
  configureApi({ baseUrl: '', getToken: async () => 'token', onUnauthorized: () => {}, fetch });
  const matches = (call: ApiCall, route: string) =>
    route === call.path || route === `${call.method} ${call.path}`;
  return {
    fetch,
    calls,
    /** The URLs of the calls made to one route. */
    callsTo: (route: string) => calls.filter((c) => matches(c, route)).map((c) => c.url),
    /** How many calls were made to one route. */
    count: (route: string) => calls.filter((c) => matches(c, route)).length,
  };
};
