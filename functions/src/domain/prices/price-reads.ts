/**
 * The public price reads of a product page: the comparison and the trend. Each reads
 * the product's offers and history window in one GetItem (404 for an unknown product) and hands
 * them to the pure rules; the comparison counts its use of the plan between the two, so a request
 * the shopper got wrong (400, 404) never costs a comparison. The comparison also Queries the
 * shoppers' reports kept apart (data/price-reports.ts), beside the history it may read.
 */
import { productMessages } from '@shop-scanner/shared/messages';
import { usageMonth } from '@shop-scanner/shared/subscription-rules';
import type {
  ComparisonAllowance,
  PriceComparison,
  PriceComparisonQuery,
  PricePeriod,
  PriceTrendEntry,
} from '@shop-scanner/shared/prices';
import { listPriceReports } from '../../data/price-reports';
import { getProductPrices, historySince, type ProductPrices } from '../../data/product-prices';
import { getSubscription } from '../../data/subscriptions';
import { distinctUseCounted, getUsageCounts } from '../../data/usage';
import { businessMetric } from '../../lib/business-metrics';
import { NotFound } from '../../lib/errors';
import { countMetric } from '../../lib/metrics';
import { toPriceHistoryPoint } from '../../model/price-history/history-point';
import { effectivePlanId, featureLimit, remainingUses } from '../usage/entitlement';
import { consumeUsage, type UsageSubject } from '../usage/quota';
import { buildPriceComparison } from './comparison';
import {
  ALL_HISTORY,
  comparisonHistorySince,
  discountNeedsOlderHistory,
} from './comparison-history';
import { comparisonLimitMessage, comparisonUsageKey } from './comparison-usage';
import { confirmationOpenSince } from './report-confirmation';
import { unconfirmedReportsOf } from './report-plan';
import { priceTrendsFor } from './trend';
import { trackedOffersOf } from './tracked-offers';

/** The product's prices; 404 'Product Not Found' (the product page's own words) when unknown. */
export const requireProductPrices = async (productId: string): Promise<ProductPrices> => {
  const product = await getProductPrices(productId);
  if (!product) throw new NotFound(productMessages.notFound);
  return product;
};

const pricePoints = async (product: ProductPrices, since: Date) =>
  (await historySince(product, since)).map(toPriceHistoryPoint);

/**
 * `GET /api/products/{id}/price-comparison`: one `crossPlatformSearch` use per product a month
 * (429 with the comparison's limit text at the limit), then the comparison of its offers.
 */
export const comparePrices = async (
  productId: string,
  query: PriceComparisonQuery,
  subject: UsageSubject,
  now = new Date(),
): Promise<PriceComparison> => {
  const product = await requireProductPrices(productId);
  await consumeUsage({
    subject,
    feature: 'crossPlatformSearch',
    key: comparisonUsageKey(productId),
    limitMessage: comparisonLimitMessage,
    now,
  });
  const offers = trackedOffersOf(product.stores, product.source);
  const [recent, reports] = await Promise.all([
    pricePoints(product, comparisonHistorySince(now)),
    listPriceReports(productId, confirmationOpenSince(now)),
  ]);
  const history = discountNeedsOlderHistory(offers, recent)
    ? await pricePoints(product, ALL_HISTORY)
    : recent;
  const comparison = buildPriceComparison({
    productId,
    offers,
    history,
    // Shoppers' reports kept apart until confirmed (price-reports.ts): listed, never a figure.
    unconfirmed: unconfirmedReportsOf(reports, now),
    query,
    now,
  });
  countMetric(businessMetric.comparisons);
  return comparison;
};

/**
 * `GET /api/products/{id}/price-comparison/allowance`: whether the caller compared the product this
 * month (then comparing it again is free) and what is left of their month, read without writing
 * anything: opening a product page never spends a comparison. 404 for an unknown product.
 */
export const comparisonAllowance = async (
  productId: string,
  subject: UsageSubject,
  now = new Date(),
): Promise<ComparisonAllowance> => {
  const month = usageMonth(now);
  const [, compared, counts, subscription] = await Promise.all([
    requireProductPrices(productId),
    distinctUseCounted(subject, month, 'crossPlatformSearch', comparisonUsageKey(productId)),
    getUsageCounts(subject, month),
    subject.kind === 'user' ? getSubscription(subject.userId) : undefined,
  ]);
  const limit = featureLimit(effectivePlanId(subscription), 'crossPlatformSearch');
  return {
    productId,
    compared,
    remaining: remainingUses(counts.crossPlatformSearch, limit),
    limit,
  };
};

/**
 * `GET /api/products/{id}/price-trend`: every period, or the one asked for. The window on the
 * product holds at least the 90 days of the longest period, so this is the one GetItem.
 */
export const priceTrends = async (
  productId: string,
  period: PricePeriod | undefined,
  now = new Date(),
): Promise<PriceTrendEntry[]> => {
  const product = await requireProductPrices(productId);
  return priceTrendsFor(product.window.points.map(toPriceHistoryPoint), now, period);
};
