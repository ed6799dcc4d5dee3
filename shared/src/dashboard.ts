import { z } from 'zod';
import { businessStoreSchema } from './business-store';
import { productSummarySchema } from './products';
import { storeAnalysisReportSchema } from './store-analysis';

/**
 * The seller dashboard's answers (GET /api/dashboard and its panels). The spec leaves the
 * dashboard a placeholder; what it shows is what a seller comes for: its products and their edits,
 * how shoppers met them (from analytics), its own prices (the offer feed) and its store's latest
 * analysis. Nothing on it is invented: a week without events is a week of zeros, and a store
 * never analysed says so.
 */

export { DASHBOARD_ACTIVITY_WEEKS } from './dashboard-rules';

/**
 * How shoppers met a seller's products in one week (Monday 00:00 UTC to the next), summed over
 * the products: from the analytics events' daily aggregates, never from a guess.
 */
export const productActivityWeekSchema = z.object({
  /** The week's Monday, YYYY-MM-DD (UTC). */
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  views: z.number().int().min(0),
  scans: z.number().int().min(0),
  comparisons: z.number().int().min(0),
  wishlistAdds: z.number().int().min(0),
});
export type ProductActivityWeek = z.infer<typeof productActivityWeekSchema>;

/**
 * What the dashboard says of a product's edits: how many there were after it was added, when the
 * latest was made, and how many were made by someone other than the business. Counts only: the
 * editors themselves (their ids, their e-mails) are never sent to the page.
 */
export const dashboardEditTallySchema = z.object({
  count: z.number().int().min(0),
  /** The latest edit's time; null when nobody edited the product since it was added. */
  latestAt: z.string().nullable(),
  byOthers: z.number().int().min(0),
});
export type DashboardEditTally = z.infer<typeof dashboardEditTallySchema>;

/** One product the business added: its card facts and its edits. */
export const dashboardProductSchema = productSummarySchema
  .pick({
    id: true,
    barcode: true,
    name: true,
    category: true,
    brand: true,
    imageUrl: true,
    lowestPrice: true,
    source: true,
  })
  .extend({ edits: dashboardEditTallySchema });
export type DashboardProduct = z.infer<typeof dashboardProductSchema>;

/** The business's own store as the dashboard states it (the verification secret stays out). */
export const dashboardStoreSchema = businessStoreSchema.pick({
  domain: true,
  website: true,
  verified: true,
  claimedAt: true,
  verifiedAt: true,
});
export type DashboardStore = z.infer<typeof dashboardStoreSchema>;

/**
 * The latest analysis of the business's verified store: its verdict, score and time, and the
 * address it was made for (the page opens the analyzer on it, where the appeal is asked).
 */
export const dashboardStoreAnalysisSchema = storeAnalysisReportSchema
  .pick({ verdict: true, authenticityScore: true, band: true, analyzedAt: true })
  .extend({ url: z.string() });
export type DashboardStoreAnalysis = z.infer<typeof dashboardStoreAnalysisSchema>;

/** `GET /api/dashboard`: the calling business's own data, and nothing of anyone else's. */
export const dashboardSchema = z.object({
  businessName: z.string(),
  /** Newest first. */
  products: z.array(dashboardProductSchema),
  /** The last DASHBOARD_ACTIVITY_WEEKS weeks, oldest first; empty until analytics records any. */
  activity: z.array(productActivityWeekSchema),
  /** Null until the business names its store. */
  store: dashboardStoreSchema.nullable(),
  /** Null when the store is not verified yet, or was never analysed. */
  latestAnalysis: dashboardStoreAnalysisSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
