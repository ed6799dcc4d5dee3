import { z } from 'zod';

/**
 * The seller dashboard's answers (GET /api/dashboard and its panels). The spec leaves the
 * dashboard a placeholder; what it shows is what a seller comes for: its products and their edits,
 * how shoppers met them (from analytics), its own prices (the offer feed) and its store's latest
 * analysis. Nothing on it is invented: a week without events is a week of zeros, and a store
 * never analysed says so.
 */

/** Weeks of shopper activity the dashboard's chart shows, the current week last. */
export const DASHBOARD_ACTIVITY_WEEKS = 12;

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
