/** Test factories and a fake API at the fetch boundary for the products feature's tests. */
import { vi } from 'vitest';
import type { Product, ProductSummary, SearchResult } from '@shop-scanner/shared/products';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { configureApi } from '../../../lib/api-client';

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

export const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  planId: 'free',
  status: 'active',
  currentPeriodStart: '2026-03-01T00:00:00.000Z',
  currentPeriodEnd: '2026-03-31T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  usage: {
    scansUsed: 0,
    storeAnalysisUsed: 0,
    crossPlatformSearchesUsed: 1,
    lastResetDate: '2026-03-01T00:00:00.000Z',
  },
  remaining: { scan: 2, storeAnalysis: 2, crossPlatformSearch: 1 },
  usageResetsAt: '2026-04-01T00:00:00.000Z',
  ...overrides,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** An answer, or a promise of one (a request left pending shows the loading state). */
type Answer = Response | Promise<Response>;
export type Routes = Record<string, (url: URL) => Answer>;

/**
 * Installs a fake fetch answering by path (`/api/products/search`, ...). Unknown paths answer
 * 404, so a test sees at once when the page calls something it did not expect.
 */
export const fakeApi = (routes: Routes) => {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname];
    return route ? route(url) : json({ message: 'Not Found' }, 404);
  });
  configureApi({ baseUrl: '', getToken: async () => undefined, onUnauthorized: () => {}, fetch });
  /** The URLs of the calls made to one path. */
  const callsTo = (path: string) =>
    fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === path);
  return { fetch, callsTo };
};

/** A response that never arrives. */
export const pending = (): Promise<Response> => new Promise(() => {});
