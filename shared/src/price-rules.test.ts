import { describe, expect, it } from 'vitest';
import { usageMessages } from './messages';
import {
  chartPointsOf,
  comparisonSortKey,
  DEFAULT_PRICE_PERIOD,
  formatUsd,
  hasAtMostCents,
  listedPointsOf,
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
  trendOf,
  trustBand,
} from './price-rules';

describe('money (part 2 §9: USD, en-US)', () => {
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

describe('part 2 §9 constants', () => {
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

describe('trendOf (the trend icon from the two latest prices)', () => {
  it.each([
    [20, 20.01, 'up'],
    [20, 19.99, 'down'],
    [0.3, 0.1 + 0.2, 'stable'],
    [undefined, 20, 'stable'],
  ] as const)('from %s to %s is %s', (previous, latest, trend) => {
    expect(trendOf(previous, latest)).toBe(trend);
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
