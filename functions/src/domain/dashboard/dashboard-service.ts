/**
 * The seller dashboard of one business, read for that business only: the products it added
 * (one batched read of their cards, then each product's edit records tallied), how shoppers met
 * them week by week (the analytics aggregates), its own store and that store's latest analysis.
 * Every read is keyed by the caller's own id: no input can point it at another business.
 */
import {
  DASHBOARD_ACTIVITY_WEEKS,
  dashboardSchema,
  type Dashboard,
  type DashboardProduct,
} from '@shop-scanner/shared/dashboard';
import type { BusinessStore } from '@shop-scanner/shared/business-store';
import { readWeeklyActivity } from '../../data/analytics-aggregates';
import { getBusinessStore } from '../../data/business-stores';
import { getCachedStoreReport, listStoreAnalysisEntries } from '../../data/check-history';
import { listEditAuthorship } from '../../data/product-edit-authors';
import { listProductIdsAddedBy, productKey, summaryOf } from '../../data/products';
import { productSummaryAttributes } from '../../data/table-definition';
import { batchGetAll } from '../../lib/dynamodb-batch';
import { forEachConcurrently } from '../../lib/concurrency';
import { tallyEdits } from './edit-tally';
import { latestStoreAnalysis, type AnalysisOfStore } from './latest-store-analysis';

/** Products whose edit records are read at once: enough to be quick, few enough to be gentle. */
const EDIT_READS_IN_FLIGHT = 8;

const readAddedProducts = async (userId: string): Promise<DashboardProduct[]> => {
  const ids = await listProductIdsAddedBy(userId);
  if (ids.length === 0) return [];
  const items = await batchGetAll(ids.map(productKey), { attributes: productSummaryAttributes });
  const cards = new Map(items.map((item) => [String(item.id), summaryOf(item)]));
  const tallies = new Map<string, DashboardProduct['edits']>();
  await forEachConcurrently(cards.keys(), EDIT_READS_IN_FLIGHT, async (id) => {
    tallies.set(id, tallyEdits(await listEditAuthorship(id), userId));
  });
  // In the order of the marks (newest first); a product gone from the catalogue is left out.
  return ids.flatMap((id) => {
    const card = cards.get(id);
    const edits = tallies.get(id);
    return card && edits ? [{ ...card, edits }] : [];
  });
};

/** The store's analyses the server holds: the shared cache's and the business's own history. */
const analysesOfStore = async (
  userId: string,
  store: BusinessStore | undefined,
  now: Date,
): Promise<AnalysisOfStore[]> => {
  if (!store?.verified) return [];
  const [cached, history] = await Promise.all([
    getCachedStoreReport(store.domain, now),
    listStoreAnalysisEntries(userId, now),
  ]);
  return [
    ...(cached ? [{ url: cached.url, store: store.domain, report: cached.report }] : []),
    ...history.map((entry) => ({ url: entry.url, store: entry.store, report: entry.analysis })),
  ];
};

export const readDashboard = async (
  userId: string,
  businessName: string,
  now: Date = new Date(),
): Promise<Dashboard> => {
  const [products, store] = await Promise.all([
    readAddedProducts(userId),
    getBusinessStore(userId),
  ]);
  const [activity, analyses] = await Promise.all([
    products.length === 0
      ? []
      : readWeeklyActivity(
          products.map((product) => product.id),
          DASHBOARD_ACTIVITY_WEEKS,
          now,
        ),
    analysesOfStore(userId, store, now),
  ]);
  // Parsed on the way out: only the contract's fields leave (no editor ids, no store secret).
  return dashboardSchema.parse({
    businessName,
    products,
    activity,
    store: store ?? null,
    latestAnalysis: latestStoreAnalysis(store, analyses),
  });
};
