/**
 * Answers of the prices API for the section's tests, with plain defaults overridden per test, and
 * the routes they answer on. Times are fixed instants at noon UTC, so no test depends on the clock.
 */
import type {
  ComparedOffer,
  ComparisonAllowance,
  PriceAlertView,
  PriceComparison,
  PriceTrendEntry,
  PriceTrendPoint,
} from '@shop-scanner/shared/prices';
import type { PricePeriod } from '@shop-scanner/shared/price-rules';

export const PRODUCT_ID = 'p-1';
export const COMPARISON_ROUTE = `GET /api/products/${PRODUCT_ID}/price-comparison`;
export const ALLOWANCE_ROUTE = `GET /api/products/${PRODUCT_ID}/price-comparison/allowance`;
export const TREND_ROUTE = `GET /api/products/${PRODUCT_ID}/price-trend`;
export const ALERTS_ROUTE = 'GET /api/price-alerts';
export const CREATE_ALERT_ROUTE = 'POST /api/price-alerts';
export const deleteAlertRoute = (id: string) => `DELETE /api/price-alerts/${id}`;
export const REPORT_ROUTE = `POST /api/products/${PRODUCT_ID}/prices`;
export const SUBSCRIPTION_ROUTE = 'GET /api/subscription';

export const aComparedOffer = (overrides: Partial<ComparedOffer> = {}): ComparedOffer => ({
  name: 'Amazon',
  url: 'https://www.amazon.com/dp/B000',
  price: 9.99,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 2 },
  rating: 4.6,
  reviewCount: 1280,
  trustScore: 95,
  lastUpdated: '2026-03-02T12:00:00.000Z',
  source: 'demo',
  totalCost: 9.99,
  ...overrides,
});

/** A free shopper's allowance for the product: not compared yet, one of two left by default. */
export const anAllowance = (overrides: Partial<ComparisonAllowance> = {}): ComparisonAllowance => ({
  productId: PRODUCT_ID,
  compared: false,
  remaining: 1,
  limit: 2,
  ...overrides,
});

export const aComparison = (overrides: Partial<PriceComparison> = {}): PriceComparison => ({
  productId: PRODUCT_ID,
  stores: [aComparedOffer()],
  totalStores: 1,
  inStockStores: 1,
  averagePrice: 9.99,
  lowestPrice: 9.99,
  bestDeal: { store: 'Amazon', totalCost: 9.99, savingsVsAverage: 0, savingsPercentage: 0 },
  goodDeal: null,
  basis: 'Lowest and average price of the 1 store with it in stock, shipping not included.',
  unconfirmed: [],
  ...overrides,
});

/** Three stores: a best deal with free shipping, a dearer one with shipping, one out of stock. */
export const aMarket = (): PriceComparison =>
  aComparison({
    stores: [
      aComparedOffer(),
      aComparedOffer({
        name: 'Walmart',
        url: 'https://www.walmart.com/ip/1',
        price: 11.5,
        shipping: { free: false, cost: 4.5, estimatedDays: 5 },
        totalCost: 16,
        rating: 4,
        reviewCount: 1,
        trustScore: 72,
      }),
      aComparedOffer({
        name: 'Corner Shop',
        url: 'javascript:alert(1)',
        price: 14,
        inStock: false,
        totalCost: 14,
        rating: undefined,
        reviewCount: undefined,
        trustScore: 55,
        source: 'shopper',
      }),
    ],
    totalStores: 3,
    inStockStores: 2,
    averagePrice: 10.75,
    lowestPrice: 9.99,
    bestDeal: { store: 'Amazon', totalCost: 9.99, savingsVsAverage: 0.76, savingsPercentage: 7 },
  });

const point = (day: number, price: number, overrides: Partial<PriceTrendPoint> = {}) => ({
  date: new Date(Date.UTC(2026, 2, day, 12)).toISOString(),
  price,
  source: 'demo' as const,
  store: 'Amazon',
  ...overrides,
});

/** `n` daily points from March 1, 2026, priced by `priceOf(i)`. */
export const points = (
  n: number,
  priceOf: (i: number) => number = (i) => 10 + i,
): PriceTrendPoint[] => Array.from({ length: n }, (_, i) => point(1 + i, priceOf(i)));

export const aTrendEntry = (
  period: PricePeriod,
  overrides: Partial<PriceTrendEntry> = {},
): PriceTrendEntry => ({
  period,
  trend: 'up',
  changeAmount: 1.5,
  changePercentage: 12.5,
  data: points(3),
  series: 'Daily lowest in-stock price among the stores',
  ...overrides,
});

export const aTrendList = (
  overrides: Partial<Record<PricePeriod, Partial<PriceTrendEntry>>> = {},
) => (['24h', '7d', '30d', '90d'] as const).map((p) => aTrendEntry(p, overrides[p]));

export const anAlert = (overrides: Partial<PriceAlertView> = {}): PriceAlertView => ({
  id: 'a-1',
  productId: PRODUCT_ID,
  storeName: null,
  targetPrice: 8.5,
  isActive: true,
  triggeredAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  status: 'active',
  currentPrice: 9.99,
  ...overrides,
});
