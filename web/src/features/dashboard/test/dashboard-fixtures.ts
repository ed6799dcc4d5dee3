/** Answers of GET /api/dashboard for the dashboard's component tests, plain defaults overridden per test. */
import type {
  Dashboard,
  DashboardProduct,
  DashboardStore,
  DashboardStoreAnalysis,
  ProductActivityWeek,
} from '@shop-scanner/shared/dashboard';

export const DASHBOARD_ROUTE = 'GET /api/dashboard';

export const aDashboardProduct = (overrides: Partial<DashboardProduct> = {}): DashboardProduct => ({
  id: 'p-kettle',
  barcode: '2000000000015',
  name: 'Copper Kettle',
  category: 'Home & Kitchen',
  lowestPrice: null,
  source: 'user',
  edits: { count: 0, latestAt: null, byOthers: 0 },
  ...overrides,
});

/** Twelve weeks ending with the week of Nov 23, 2026, of the given views (zeros elsewhere). */
export const twelveWeeks = (views: readonly number[] = []): ProductActivityWeek[] =>
  Array.from({ length: 12 }, (_, i) => {
    const monday = new Date(Date.UTC(2026, 10, 23 - (11 - i) * 7));
    return {
      weekStart: monday.toISOString().slice(0, 10),
      views: views[i] ?? 0,
      scans: i === 11 ? 2 : 0,
      comparisons: 0,
      wishlistAdds: i === 10 ? 1 : 0,
    };
  });

export const aStore = (overrides: Partial<DashboardStore> = {}): DashboardStore => ({
  domain: 'corner-shop.example',
  website: 'https://corner-shop.example/',
  verified: true,
  claimedAt: '2026-11-01T12:00:00.000Z',
  verifiedAt: '2026-11-02T12:00:00.000Z',
  ...overrides,
});

export const anAnalysis = (
  overrides: Partial<DashboardStoreAnalysis> = {},
): DashboardStoreAnalysis => ({
  verdict: 'scored',
  authenticityScore: 82,
  band: 'high',
  analyzedAt: '2026-11-20T12:00:00.000Z',
  url: 'https://corner-shop.example/',
  ...overrides,
});

export const aDashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  businessName: 'Corner Shop',
  products: [],
  activity: [],
  store: null,
  latestAnalysis: null,
  ...overrides,
});
