/**
 * Shopper price reports (docs/prices.md#shopper-reports): a report far from the other stores'
 * median (below 50 % or above 200 % of it) is kept as unconfirmed, shown apart and left out of
 * every figure, until a second shopper reports the same store within 10 % in 7 days.
 *
 * Choices made here, where the rule itself says nothing:
 * - the median is of the other stores' current prices (in stock or not); with no other store
 *   there is nothing to contradict a report, so it counts at once;
 * - 'within 10 %' is of the earlier report's price; 'in 7 days' is between the two reports;
 * - the second shopper is another user: one shopper cannot confirm their own report.
 */
import { formatUsd, roundCents, storeKey, toCents } from '@shop-scanner/shared/prices';
import { median } from '../../model/products/pricing';
import { addDays, DAY_MS } from '@shop-scanner/shared/time';

export const REPORT_FAR_BELOW = 0.5;
export const REPORT_FAR_ABOVE = 2;
export const CONFIRMATION_TOLERANCE = 0.1;
export const CONFIRMATION_WINDOW_DAYS = 7;

export interface ShopperReportFacts {
  readonly userId: string;
  readonly store: string;
  readonly price: number;
  readonly reportedAt: string;
}

export type ReportJudgement<R extends ShopperReportFacts> =
  | {
      readonly status: 'confirmed';
      readonly reason: 'near-median' | 'nothing-to-compare' | 'second-shopper';
      /** The unconfirmed report this one confirms (second-shopper only): it counts now too. */
      readonly confirms?: R;
      readonly text: string;
    }
  | { readonly status: 'unconfirmed'; readonly medianPrice: number; readonly text: string };

/** Within 10 % of the reference price (of the earlier report, or the store's current price). */
export const withinTolerance = (price: number, reference: number): boolean =>
  Math.abs(toCents(price) - toCents(reference)) <= toCents(reference) * CONFIRMATION_TOLERANCE;

/** The earliest moment a report still open for confirmation at `now` can have been made. */
export const confirmationOpenSince = (now: Date): Date => addDays(now, -CONFIRMATION_WINDOW_DAYS);

/** An unconfirmed report can still be confirmed until 7 days after it was made. */
export const isOpenForConfirmation = (
  report: Pick<ShopperReportFacts, 'reportedAt'>,
  now: Date,
): boolean => Date.parse(report.reportedAt) >= confirmationOpenSince(now).getTime();

export const judgeReport = <R extends ShopperReportFacts>(
  report: ShopperReportFacts,
  context: {
    /** The product's current offers (the reported store's own is left out here). */
    readonly offers: readonly { readonly name: string; readonly price: number }[];
    /** Reports still unconfirmed for this product. */
    readonly unconfirmed: readonly R[];
  },
): ReportJudgement<R> => {
  const key = storeKey(report.store);
  const medianPrice = median(
    context.offers.filter((o) => storeKey(o.name) !== key).map((o) => o.price),
  );
  if (medianPrice === undefined)
    return {
      status: 'confirmed',
      reason: 'nothing-to-compare',
      text: 'No other store sells it, so nothing contradicts this price',
    };
  const ratio = report.price / medianPrice;
  if (ratio >= REPORT_FAR_BELOW && ratio <= REPORT_FAR_ABOVE)
    return {
      status: 'confirmed',
      reason: 'near-median',
      text: `Close to the other stores' median of ${formatUsd(medianPrice)}`,
    };

  const reportedAt = Date.parse(report.reportedAt);
  const [match] = context.unconfirmed
    .filter(
      (earlier) =>
        earlier.userId !== report.userId &&
        storeKey(earlier.store) === key &&
        Math.abs(reportedAt - Date.parse(earlier.reportedAt)) <=
          CONFIRMATION_WINDOW_DAYS * DAY_MS &&
        withinTolerance(report.price, earlier.price),
    )
    .sort((a, b) => Date.parse(b.reportedAt) - Date.parse(a.reportedAt));
  if (match)
    return {
      status: 'confirmed',
      reason: 'second-shopper',
      confirms: match,
      text: `Confirmed by a second shopper: ${formatUsd(report.price)} is within ${Math.round(CONFIRMATION_TOLERANCE * 100)}% of the ${formatUsd(match.price)} reported at ${match.store} on ${match.reportedAt.slice(0, 10)}`,
    };

  const gap =
    ratio < 1
      ? `${Math.round((1 - ratio) * 100)}% below`
      : `${Math.round((ratio - 1) * 100)}% above`;
  return {
    status: 'unconfirmed',
    medianPrice: roundCents(medianPrice),
    text: `Unconfirmed: ${formatUsd(report.price)} is ${gap} the other stores' median of ${formatUsd(medianPrice)}. It counts once another shopper reports a price within ${Math.round(CONFIRMATION_TOLERANCE * 100)}% at ${report.store} within ${CONFIRMATION_WINDOW_DAYS} days.`,
  };
};
