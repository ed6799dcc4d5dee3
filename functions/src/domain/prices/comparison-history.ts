/**
 * How much price history a comparison reads. History is bounded in storage, not in
 * time, so each read names how far back it goes:
 * - first, the good-deal range (the 90 days before today) and the Omnibus window (30 days) before
 *   a discount that began inside those 90 days: 120 days, mostly the window packed on the product;
 * - then, only when a claimed discount cannot be judged on that (it began earlier, or the store's
 *   price in force 30 days before it dates from earlier still: history holds changes, not days),
 *   the product's whole history, so that 'cannot check yet' is said only when the evidence is
 *   truly missing, never because it was not read.
 */
import {
  GOOD_DEAL_WINDOW_DAYS,
  type PriceHistoryPoint,
  type TrackedOffer,
} from '@shop-scanner/shared/prices';
import { checkDiscount, OMNIBUS_WINDOW_DAYS } from './omnibus';
import { addDays } from '@shop-scanner/shared/time';

export const COMPARISON_HISTORY_DAYS = GOOD_DEAL_WINDOW_DAYS + OMNIBUS_WINDOW_DAYS;

/** The start of the comparison's first history read. */
export const comparisonHistorySince = (now: Date): Date => addDays(now, -COMPARISON_HISTORY_DAYS);

/** The start of every history there is. */
export const ALL_HISTORY = new Date(0);

/**
 * True when some offer claims a discount the Omnibus check cannot judge on this history: more of
 * it may settle the check. (A store that had no stock before its sale cannot be judged on any
 * history; reading it costs one read more, and the answer says the same.)
 */
export const discountNeedsOlderHistory = (
  offers: readonly TrackedOffer[],
  history: readonly PriceHistoryPoint[],
): boolean => offers.some((offer) => checkDiscount(offer, history)?.kind === 'cannot-judge');
