/**
 * Judges the price alerts on the product (being written now: this placeholder only keeps the
 * orchestrator compiling, and reports that it checked nothing).
 */
import {
  NOTHING_CHECKED,
  type CheckCause,
  type WatchedProduct,
  type WatcherReport,
} from './watched-product';

export const checkPriceAlerts = async (
  _product: WatchedProduct,
  _now: Date,
  _cause: CheckCause,
): Promise<WatcherReport> => NOTHING_CHECKED;
