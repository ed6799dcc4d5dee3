/**
 * Good deal (docs/prices.md#good-deal): the best total cost today against the product's own
 * 90-day range.
 *
 * The range is of the daily lowest in-stock total cost (price plus shipping, so that it compares
 * with a total cost) over the 90 days before today; today is left out so that today's price can
 * be below the range. Enough history means a price on at least 60 of those 90 days; with less,
 * there is no note at all.
 *
 * - below its 90-day low: the lowest in 90 days;
 * - within 5 % of the low: a good deal;
 * - more than 5 % above the typical price (the median of the daily lows): higher than usual;
 * - else about usual.
 */
import {
  GOOD_DEAL_MIN_DAYS,
  GOOD_DEAL_WINDOW_DAYS,
  formatUsd,
  toCents,
  type GoodDeal,
  type PriceHistoryPoint,
} from '@shop-scanner/shared/prices';
import { median } from '../../model/products/pricing';
import { lowestInStockSeries } from './trend';
import { DAY_MS } from '@shop-scanner/shared/time';

/** Within this share above the 90-day low: near the low. */
export const NEAR_LOW_SHARE = 0.05;
/** More than this share above the typical price: higher than usual. */
export const ABOVE_USUAL_SHARE = 0.05;

const SERIES = `The lowest in-stock total cost (price plus shipping) among the stores, per day, over the ${GOOD_DEAL_WINDOW_DAYS} days before today`;

export const goodDealFor = (
  bestTotalCost: number | null,
  history: readonly PriceHistoryPoint[],
  now: Date,
): GoodDeal | null => {
  if (bestTotalCost === null) return null;
  const daily = lowestInStockSeries(history, {
    bucketMs: DAY_MS,
    buckets: GOOD_DEAL_WINDOW_DAYS,
    // The last bucket is yesterday's (UTC).
    end: now.getTime() - DAY_MS,
    value: (p) => (toCents(p.price) + toCents(p.shippingCost)) / 100,
  }).map((p) => p.price);
  if (daily.length < GOOD_DEAL_MIN_DAYS) return null;

  const low90d = Math.min(...daily);
  const typical90d = Math.round((median(daily) ?? low90d) * 100) / 100;
  const best = toCents(bestTotalCost);
  const facts = { totalCost: bestTotalCost, low90d, typical90d, series: SERIES };
  const cost = formatUsd(bestTotalCost);
  const nearPercent = Math.round(NEAR_LOW_SHARE * 100);

  if (best < toCents(low90d)) {
    return {
      ...facts,
      kind: 'below-low',
      text: `Lowest in ${GOOD_DEAL_WINDOW_DAYS} days: ${cost} is below its ${GOOD_DEAL_WINDOW_DAYS}-day low of ${formatUsd(low90d)}`,
    };
  }
  if (best <= toCents(low90d) * (1 + NEAR_LOW_SHARE)) {
    return {
      ...facts,
      kind: 'near-low',
      text: `Good deal: ${cost} is within ${nearPercent}% of its ${GOOD_DEAL_WINDOW_DAYS}-day low of ${formatUsd(low90d)}`,
    };
  }
  if (best > toCents(typical90d) * (1 + ABOVE_USUAL_SHARE)) {
    const above = Math.round((bestTotalCost / typical90d - 1) * 100);
    return {
      ...facts,
      kind: 'higher-than-usual',
      text: `Higher than usual: ${cost} is ${above}% above its typical ${formatUsd(typical90d)} over ${GOOD_DEAL_WINDOW_DAYS} days (low ${formatUsd(low90d)})`,
    };
  }
  return {
    ...facts,
    kind: 'usual',
    text: `About usual: its typical price over ${GOOD_DEAL_WINDOW_DAYS} days was ${formatUsd(typical90d)} (low ${formatUsd(low90d)})`,
  };
};
