import { describe, expect, it } from 'vitest';
import { chartPointsOf, listedPointsOf } from '@shop-scanner/shared/prices';
import { aPoint, daysAgo, hoursAgo, NOW } from './price-fixtures';
import { lowestInStockSeries, periodBuckets, priceTrendFor, priceTrendsFor } from './trend';

describe('priceTrendFor', () => {
  it('follows one store flat over the default 30 days: one daily point a day, stable', () => {
    const history = [aPoint('Walmart', 20, daysAgo(100))];

    const entry = priceTrendFor(history, '30d', NOW);

    expect(entry.data).toHaveLength(30);
    expect(entry.data[0]).toEqual({
      date: '2025-06-01T00:00:00.000Z',
      price: 20,
      source: 'demo',
      store: 'Walmart',
    });
    expect(entry.data.at(-1)?.date).toBe('2025-06-30T00:00:00.000Z');
    expect(entry).toMatchObject({ period: '30d', trend: 'stable', changeAmount: 0 });
    expect(entry.changePercentage).toBe(0);
    expect(entry.series).toBe('The in-stock price at Walmart, per day (shipping not included)');
  });

  it.each([
    ['24h', 24],
    ['7d', 28],
    ['30d', 30],
    ['90d', 30],
  ] as const)(
    'gives %s %i points, so the chart of the last 30 shows the whole period',
    (period, n) => {
      const entry = priceTrendFor([aPoint('Walmart', 20, daysAgo(200))], period, NOW);

      expect(entry.data).toHaveLength(n);
      expect(chartPointsOf(entry.data)).toEqual(entry.data);
      expect(periodBuckets[period].buckets).toBe(n);
    },
  );

  it('takes the lowest in-stock price among the stores, naming its store and source', () => {
    const history = [
      aPoint('Target', 18, daysAgo(10), { source: 'shopper' }),
      aPoint('Walmart', 20, daysAgo(100)),
    ];

    const entry = priceTrendFor(history, '30d', NOW);

    expect(entry.data.find((p) => p.date === '2025-06-19T00:00:00.000Z')).toMatchObject({
      price: 20,
      store: 'Walmart',
    });
    expect(entry.data.find((p) => p.date === '2025-06-20T00:00:00.000Z')).toEqual({
      date: '2025-06-20T00:00:00.000Z',
      price: 18,
      source: 'shopper',
      store: 'Target',
    });
    expect(entry.changeAmount).toBe(-2);
    expect(entry.changePercentage).toBe(-10);
    expect(entry.series).toBe(
      'The lowest in-stock price among 2 stores, per day (shipping not included)',
    );
  });

  it('takes the trend from the change shown over the period, not from the last two points', () => {
    // Prepare: $16.99 for months, $15.99 since ten days ago: the last two points are equal.
    const since = aPoint('Walmart', 16.99, daysAgo(100));
    const droppedTenDaysAgo = [aPoint('Walmart', 15.99, daysAgo(10)), since];
    const roseYesterday = [aPoint('Walmart', 17.99, daysAgo(1)), since];
    const centToday = [aPoint('Walmart', 16.98, hoursAgo(2)), since];

    // Act
    const dropped = priceTrendFor(droppedTenDaysAgo, '30d', NOW);

    // Assess
    expect(dropped.data.at(-2)?.price).toBe(dropped.data.at(-1)?.price);
    expect(dropped).toMatchObject({ trend: 'down', changeAmount: -1, changePercentage: -5.9 });
    expect(priceTrendFor(roseYesterday, '30d', NOW)).toMatchObject({
      trend: 'up',
      changeAmount: 1,
      changePercentage: 5.9,
    });
    // A cent is 0.1 %: under the threshold, stable, with the cent still shown.
    expect(priceTrendFor(centToday, '30d', NOW)).toMatchObject({
      trend: 'stable',
      changeAmount: -0.01,
      changePercentage: -0.1,
    });
    expect(priceTrendFor([since], '30d', NOW).trend).toBe('stable');
  });

  it('shows a rise from the next bucket on: the day it happened still had the lower price', () => {
    const roseToday = [aPoint('Walmart', 21, hoursAgo(2)), aPoint('Walmart', 20, daysAgo(100))];

    const entry = priceTrendFor(roseToday, '30d', NOW);

    expect(entry.data.at(-1)?.price).toBe(20);
    expect(entry.trend).toBe('stable');
  });

  it("keeps a bucket's lowest moment, and the trend compares whole buckets", () => {
    const history = [
      aPoint('Walmart', 20, '2025-06-28T18:00:00.000Z'),
      aPoint('Walmart', 15, '2025-06-28T12:00:00.000Z'),
      aPoint('Walmart', 20, daysAgo(100)),
    ];

    const entry = priceTrendFor(history, '30d', NOW);

    expect(entry.data.slice(-3).map((p) => p.price)).toEqual([15, 20, 20]);
    expect(entry.trend).toBe('stable');
  });

  it('leaves a gap where no store had it in stock, never an invented price', () => {
    const history = [
      aPoint('Walmart', 21, daysAgo(3)),
      aPoint('Walmart', 20, daysAgo(5), { inStock: false }),
      aPoint('Walmart', 20, daysAgo(100)),
    ];

    const dates = priceTrendFor(history, '30d', NOW).data.map((p) => p.date.slice(0, 10));

    expect(dates).toHaveLength(29);
    expect(dates).toContain('2025-06-25');
    expect(dates).not.toContain('2025-06-26');
    expect(dates).toContain('2025-06-27');
  });

  it('has no points and no change without history', () => {
    expect(priceTrendFor([], '7d', NOW)).toEqual({
      period: '7d',
      trend: 'stable',
      changeAmount: null,
      changePercentage: null,
      data: [],
      series: 'The lowest in-stock price among the stores, per 6 hours (shipping not included)',
    });
  });

  it('follows the last 24 hours hour by hour and ignores points after now', () => {
    const history = [
      aPoint('Walmart', 5, hoursAgo(-2)),
      aPoint('Walmart', 19, hoursAgo(3)),
      aPoint('Walmart', 20, daysAgo(2)),
    ];

    const entry = priceTrendFor(history, '24h', NOW);

    expect(entry.data.at(-1)).toMatchObject({ date: '2025-06-30T12:00:00.000Z', price: 19 });
    expect(entry.data.at(-4)).toMatchObject({ date: '2025-06-30T09:00:00.000Z', price: 19 });
    expect(entry.data.at(-5)).toMatchObject({ price: 20 });
    expect(entry.series).toContain('per hour');
  });
});

describe('the chart and the list of a period', () => {
  it('lists the newest 5 points, newest first', () => {
    const history = Array.from({ length: 10 }, (_, i) => aPoint('Walmart', 20 - i, daysAgo(9 - i)));

    const data = priceTrendFor(history, '30d', NOW).data;

    expect(listedPointsOf(data).map((p) => p.price)).toEqual([11, 12, 13, 14, 15]);
  });
});

describe('priceTrendsFor', () => {
  it('answers every period in order, or only the one asked for', () => {
    const history = [aPoint('Walmart', 20, daysAgo(100))];

    expect(priceTrendsFor(history, NOW).map((e) => e.period)).toEqual(['24h', '7d', '30d', '90d']);
    expect(priceTrendsFor(history, NOW, '90d').map((e) => e.period)).toEqual(['90d']);
  });
});

describe('lowestInStockSeries', () => {
  it('charts any value of a point, such as the total cost', () => {
    const history = [aPoint('Walmart', 20, daysAgo(10), { shippingCost: 4.99 })];

    const series = lowestInStockSeries(history, {
      bucketMs: 24 * 60 * 60_000,
      buckets: 3,
      end: NOW.getTime(),
      value: (p) => p.price + p.shippingCost,
    });

    expect(series.map((p) => p.price)).toEqual([24.99, 24.99, 24.99]);
  });
});
