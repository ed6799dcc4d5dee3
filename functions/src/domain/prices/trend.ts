/**
 * Price trends (docs/prices.md#trend): one entry per period, computed from the stored history.
 *
 * A product sold by several stores has several prices at any moment, so the trend follows one
 * series and says which: the lowest in-stock price among the stores (shipping not included),
 * taken per time bucket. History is written only when a store's offer changed, so a store's price
 * holds from one of its points to the next: a bucket's value is the lowest in-stock price at any
 * moment inside it, with the prices in force when it began included. So a drop shows in the
 * bucket it happens in, and a rise from the next bucket on: the bucket it happened in did have the
 * lower price, and a short sale is never smoothed away.
 *
 * The chart draws the last 30 points of a period. So that each period's chart shows the whole
 * period, its buckets are sized to give 30 points or fewer: hours for 24h, 6 hours for 7d, days for
 * 30d (the default: the daily lowest in-stock price) and 3 days for 90d. Buckets are aligned to UTC
 * (midnight for days) and the newest is the one running now, so a period is its last N buckets.
 */
import {
  pricePeriods,
  roundCents,
  storeKey,
  priceChangeOf,
  toCents,
  type PriceHistoryPoint,
  type PricePeriod,
  type PriceTrendEntry,
  type PriceTrendPoint,
} from '@shop-scanner/shared/prices';
import { DAY_MS, HOUR_MS } from '@shop-scanner/shared/time';

export interface SeriesBuckets {
  readonly bucketMs: number;
  readonly buckets: number;
  /** The bucket in words: 'per day'. */
  readonly per: string;
}

export const periodBuckets: Readonly<Record<PricePeriod, SeriesBuckets>> = {
  '24h': { bucketMs: HOUR_MS, buckets: 24, per: 'per hour' },
  '7d': { bucketMs: 6 * HOUR_MS, buckets: 28, per: 'per 6 hours' },
  '30d': { bucketMs: DAY_MS, buckets: 30, per: 'per day' },
  '90d': { bucketMs: 3 * DAY_MS, buckets: 30, per: 'per 3 days' },
};

export interface SeriesOptions extends Omit<SeriesBuckets, 'per'> {
  /** Epoch ms: the series ends with the bucket holding this instant, and ignores later points. */
  readonly end: number;
  /** What is compared and charted of a point: its price (the trend) or total cost (good deal). */
  readonly value: (point: PriceHistoryPoint) => number;
}

/** The in-stock offer with the lowest value; a tie goes to the store named first alphabetically. */
const lowestInStock = (
  offers: Iterable<PriceHistoryPoint>,
  value: SeriesOptions['value'],
): PriceHistoryPoint | undefined => {
  let best: PriceHistoryPoint | undefined;
  for (const offer of offers) {
    if (!offer.inStock) continue;
    const diff = best === undefined ? -1 : toCents(value(offer)) - toCents(value(best));
    if (diff < 0 || (diff === 0 && best !== undefined && offer.store < best.store)) best = offer;
  }
  return best;
};

/**
 * The lowest in-stock value per bucket, oldest first. A bucket in which no store had the product
 * in stock (or before any history) has no point: a gap, never an invented price.
 */
export const lowestInStockSeries = (
  history: readonly PriceHistoryPoint[],
  options: SeriesOptions,
): PriceTrendPoint[] => {
  const { bucketMs, buckets, end, value } = options;
  const timed = history
    .map((point) => ({ point, time: Date.parse(point.timestamp) }))
    .filter(({ time }) => time <= end)
    .sort((a, b) => a.time - b.time);
  const lastStart = Math.floor(end / bucketMs) * bucketMs;
  const firstStart = lastStart - (buckets - 1) * bucketMs;

  // Each store's offer in force, replayed from the oldest point.
  const current = new Map<string, PriceHistoryPoint>();
  let next = 0;
  const apply = () => {
    const entry = timed[next++];
    if (entry) current.set(storeKey(entry.point.store), entry.point);
  };
  while (next < timed.length && (timed[next]?.time ?? end) < firstStart) apply();

  const points: PriceTrendPoint[] = [];
  for (let start = firstStart; start <= lastStart; start += bucketMs) {
    let low = lowestInStock(current.values(), value);
    while (next < timed.length && (timed[next]?.time ?? end) < start + bucketMs) {
      apply();
      const candidate = lowestInStock(current.values(), value);
      if (candidate && (!low || toCents(value(candidate)) < toCents(value(low)))) low = candidate;
    }
    if (low) {
      points.push({
        date: new Date(start).toISOString(),
        price: roundCents(value(low)),
        source: low.source,
        store: low.store,
      });
    }
  }
  return points;
};

/** Which series a trend is, in words, for the panel to show beside the chart. */
const seriesText = (history: readonly PriceHistoryPoint[], per: string): string => {
  const stores = new Map(history.map((p) => [storeKey(p.store), p.store]));
  const [only] = stores.values();
  if (stores.size === 1 && only !== undefined)
    return `The in-stock price at ${only}, ${per} (shipping not included)`;
  const among = stores.size === 0 ? 'the stores' : `${stores.size} stores`;
  return `The lowest in-stock price among ${among}, ${per} (shipping not included)`;
};

/**
 * One period's entry. The change runs from the period's first point to its last (percent to one
 * decimal), and the trend is that change's (priceChangeOf), so the words, the icon and the figures
 * shown agree. Without any point the changes are null: nothing moved that anyone saw.
 */
export const priceTrendFor = (
  history: readonly PriceHistoryPoint[],
  period: PricePeriod,
  now: Date,
): PriceTrendEntry => {
  const { per, ...buckets } = periodBuckets[period];
  const data = lowestInStockSeries(history, {
    ...buckets,
    end: now.getTime(),
    value: (p) => p.price,
  });
  const { trend, changeAmount, changePercentage } = priceChangeOf(
    data[0]?.price,
    data.at(-1)?.price,
  );
  return { period, trend, changeAmount, changePercentage, data, series: seriesText(history, per) };
};

/** `GET /api/products/{id}/price-trend`: every period of docs/prices.md#trend, or the one asked. */
export const priceTrendsFor = (
  history: readonly PriceHistoryPoint[],
  now: Date,
  period?: PricePeriod,
): PriceTrendEntry[] =>
  (period ? [period] : pricePeriods).map((p) => priceTrendFor(history, p, now));
