/**
 * The analytics events' daily aggregates per product, as the seller dashboard reads them.
 *
 * PLACEHOLDER until the analytics ingestion lands: it answers no weeks at all (the dashboard says
 * no shopper activity is recorded yet), never a made-up figure. The analytics work replaces this
 * module, keeping the signature.
 */
import type { ProductActivityWeek } from '@shop-scanner/shared/dashboard';

/**
 * The last `weeks` weeks (Monday to Sunday, UTC, the week of `now` last) of views, scans,
 * comparisons and wishlist adds of the given products, summed over them; weeks without events
 * are zeros.
 */
export const readWeeklyActivity = async (
  _productIds: readonly string[],
  _weeks: number,
  _now: Date,
): Promise<ProductActivityWeek[]> => [];
