import { describe, expect, it } from 'vitest';
import { usageMessages } from './messages';
import {
  chartPointsOf,
  comparisonSortKey,
  DEFAULT_PRICE_PERIOD,
  formatUsd,
  hasAtMostCents,
  listedPointsOf,
  marketPriceOf,
  averageBasisText,
  averagePriceNote,
  percentBelow,
  PRICE_ALERT_CAP,
  PRICE_COMPARISON_STALE_MS,
  PRICE_TREND_STALE_MS,
  priceAlertStatusLabels,
  priceMessages,
  pricePeriods,
  roundCents,
  storeKey,
  totalCostOf,
  priceChangeOf,
  TREND_STABLE_BELOW_PERCENT,
  trustBand,
} from './price-rules';

describe('money (USD, en-US)', () => {
  it('formats dollars with cents and thousands', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('rounds and checks to the cent', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(hasAtMostCents(24.99)).toBe(true);
    expect(hasAtMostCents(1.1)).toBe(true);
    expect(hasAtMostCents(24.999)).toBe(false);
  });

  it('adds shipping to the total cost, none when free', () => {
    expect(totalCostOf({ price: 19.99, shipping: { free: false, cost: 5.99 } })).toBe(25.98);
    expect(totalCostOf({ price: 19.99, shipping: { free: true, cost: 5.99 } })).toBe(19.99);
  });

  it('measures how far below a reference a price is, in whole percent', () => {
    expect(percentBelow(75, 100)).toBe(25);
    expect(percentBelow(110, 100)).toBe(-10);
    expect(percentBelow(16.66, 20)).toBe(17);
  });
});

describe('the constants of docs/prices.md', () => {
  it('keeps the comparison fresh 5 minutes and the trend 10', () => {
    expect(PRICE_COMPARISON_STALE_MS).toBe(300_000);
    expect(PRICE_TREND_STALE_MS).toBe(600_000);
  });

  it('has the periods 24h, 7d, 30d (default) and 90d', () => {
    expect(pricePeriods).toEqual(['24h', '7d', '30d', '90d']);
    expect(DEFAULT_PRICE_PERIOD).toBe('30d');
  });

  it('charts the last 30 points and lists the last 5, newest first', () => {
    const points = Array.from({ length: 90 }, (_, i) => i);

    expect(chartPointsOf(points)).toEqual(points.slice(60));
    expect(listedPointsOf(points)).toEqual([89, 88, 87, 86, 85]);
    expect(listedPointsOf([1, 2])).toEqual([2, 1]);
  });

  it.each([
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
  ] as const)('colours a trust score of %i %s', (score, band) => {
    expect(trustBand(score)).toBe(band);
  });
});

describe("marketPriceOf (a product's one average)", () => {
  const offer = (name: string, price: number, inStock = true) => ({ name, price, inStock });

  it('averages and finds the lowest of the offers in stock only, price without shipping', () => {
    // Prepare: the shopper's product: eight stores, one out of stock at a low price.
    const offers = [
      offer('Walmart', 19.49),
      offer('Target', 22.99),
      offer('Amazon', 19.49),
      offer('Best Buy', 24.99),
      offer('eBay', 21.5),
      offer('Costco', 23),
      offer('Kroger', 25.99),
      offer('Dollar Shop', 9.99, false),
    ];

    // Act
    const market = marketPriceOf(offers);

    // Assess: (19.49 + 22.99 + 19.49 + 24.99 + 21.5 + 23 + 25.99) / 7 = 22.4928…
    expect(market).toEqual({
      averagePrice: 22.49,
      lowestPrice: 19.49,
      lowestAt: ['Walmart', 'Amazon'],
      inStockStores: 7,
      totalStores: 8,
    });
    expect(averageBasisText(market)).toBe('Average of the 7 stores with it in stock');
    expect(averagePriceNote(market)).toBe(
      'Average of the 7 stores with it in stock, shipping not included',
    );
  });

  it('rounds the mean to the cent in whole cents', () => {
    expect(marketPriceOf([offer('A', 0.1), offer('B', 0.2)]).averagePrice).toBe(0.15);
    expect(marketPriceOf([offer('A', 10), offer('B', 10.01)]).averagePrice).toBe(10.01);
  });

  it('has no average without a store in stock, and says so', () => {
    const none = marketPriceOf([offer('Walmart', 20, false)]);

    expect(none).toEqual({
      averagePrice: null,
      lowestPrice: null,
      lowestAt: [],
      inStockStores: 0,
      totalStores: 1,
    });
    expect(averageBasisText(none)).toBe('No store has it in stock');
    // Nothing to leave shipping out of: the note says only why there is no average.
    expect(averagePriceNote(none)).toBe('No store has it in stock');
    expect(averageBasisText(marketPriceOf([]))).toBe('No store sells it yet');
    expect(averageBasisText(marketPriceOf([offer('Walmart', 20)]))).toBe(
      'The one store with it in stock',
    );
  });
});

describe('priceChangeOf (the trend words and icon from the change shown)', () => {
  it.each([
    // The shopper's case: −$1.00 on $16.99 is −5.9 %, a fall, whatever the last two points did.
    [16.99, 15.99, 'down', -1, -5.9],
    [20, 20.2, 'up', 0.2, 1],
    [20, 19.8, 'down', -0.2, -1],
    // Under the threshold as shown: a cent on $20 is 0.1 %, stable.
    [20, 20.01, 'stable', 0.01, 0.1],
    [20, 20.18, 'stable', 0.18, 0.9],
    // 0.95 % is shown as 1 %: what is shown decides.
    [20, 20.19, 'up', 0.19, 1],
    [0.3, 0.1 + 0.2, 'stable', 0, 0],
  ] as const)('from %s to %s is %s (%s, %s %)', (first, last, trend, amount, percent) => {
    // Act
    const change = priceChangeOf(first, last);

    // Assess
    expect(change).toEqual({ trend, changeAmount: amount, changePercentage: percent });
  });

  it('calls a move stable exactly when the percent shown is below the threshold', () => {
    // Prepare: every move of 0 to 300 cents on $100.
    const moves = Array.from({ length: 301 }, (_, cents) => 100 + cents / 100);

    // Act
    const changes = moves.map((last) => priceChangeOf(100, last));

    // Assess
    for (const change of changes) {
      const stable = Math.abs(change.changePercentage ?? 0) < TREND_STABLE_BELOW_PERCENT;
      expect(change.trend).toBe(stable ? 'stable' : 'up');
    }
    // 95 cents and more on $100 are shown as 1 % or more.
    expect(changes.filter((c) => c.trend === 'up')).toHaveLength(206);
  });

  it('has no change without a price', () => {
    expect(priceChangeOf(undefined, 20)).toEqual({
      trend: 'stable',
      changeAmount: null,
      changePercentage: null,
    });
  });
});

describe('texts', () => {
  it("uses the spec's words", () => {
    expect(priceMessages.alertCreated).toBe('Price alert created successfully!');
    expect(priceMessages.comparisonErrorFallback).toBe('Failed to load price data.');
    expect(priceAlertStatusLabels.ready).toBe('Target Reached');
    expect(usageMessages.comparisonLimitShort).toBe(
      'Price comparison limit reached. Please upgrade your plan.',
    );
  });

  it('states the alert cap with its number', () => {
    expect(priceMessages.alertCap).toBe(
      `You can have up to ${PRICE_ALERT_CAP} price alerts. Delete one to add another.`,
    );
  });

  it('matches one store however it is written, and writes a sort as field:direction', () => {
    expect(storeKey('  Best   BUY ')).toBe(storeKey('best buy'));
    expect(comparisonSortKey({ field: 'rating', direction: 'desc' })).toBe('rating:desc');
  });
});
