import { describe, expect, it } from 'vitest';
import { goodDealFor } from './good-deal';
import { aPoint, daysAgo, hoursAgo, NOW } from './price-fixtures';

const flat = [aPoint('Walmart', 20, daysAgo(100))];
const SERIES =
  'The lowest in-stock total cost (price plus shipping) among the stores, per day, over the 90 days before today';

describe('goodDealFor', () => {
  it('says a price below the 90-day low is the lowest in 90 days', () => {
    expect(goodDealFor(19, flat, NOW)).toEqual({
      kind: 'below-low',
      totalCost: 19,
      low90d: 20,
      typical90d: 20,
      series: SERIES,
      text: 'Lowest in 90 days: $19.00 is below its 90-day low of $20.00',
    });
  });

  it.each([20, 20.5, 21])('calls %s within 5 %% of a 90-day low of 20 a good deal', (cost) => {
    expect(goodDealFor(cost, flat, NOW)).toMatchObject({
      kind: 'near-low',
      text: expect.stringContaining('is within 5% of its 90-day low of $20.00') as unknown,
    });
  });

  it('calls more than 5 % above the typical price higher than usual', () => {
    expect(goodDealFor(22, flat, NOW)).toMatchObject({
      kind: 'higher-than-usual',
      text: 'Higher than usual: $22.00 is 10% above its typical $20.00 over 90 days (low $20.00)',
    });
  });

  it('calls a price between the low and the typical one about usual', () => {
    const history = [aPoint('Walmart', 20, daysAgo(70)), aPoint('Walmart', 15, daysAgo(100))];

    expect(goodDealFor(20, history, NOW)).toMatchObject({
      kind: 'usual',
      low90d: 15,
      typical90d: 20,
      text: 'About usual: its typical price over 90 days was $20.00 (low $15.00)',
    });
  });

  it('compares total costs: the range includes shipping', () => {
    const history = [aPoint('Walmart', 20, daysAgo(100), { shippingCost: 5 })];

    expect(goodDealFor(25, history, NOW)).toMatchObject({ kind: 'near-low', low90d: 25 });
  });

  it("leaves today out of the range, so today's drop can be below it", () => {
    const history = [aPoint('Walmart', 10, hoursAgo(1)), ...flat];

    expect(goodDealFor(10, history, NOW)).toMatchObject({ kind: 'below-low', low90d: 20 });
  });

  it('needs a price on at least 60 of the 90 days', () => {
    expect(goodDealFor(20, [aPoint('Walmart', 20, daysAgo(59))], NOW)).toBeNull();
    expect(goodDealFor(20, [aPoint('Walmart', 20, daysAgo(60))], NOW)).not.toBeNull();
  });

  it('counts days out of stock as days without a price', () => {
    const history = [
      aPoint('Walmart', 20, daysAgo(40)),
      aPoint('Walmart', 20, daysAgo(80), { inStock: false }),
      aPoint('Walmart', 20, daysAgo(100)),
    ];

    expect(goodDealFor(20, history, NOW)).toBeNull();
  });

  it('has nothing to say without a best deal', () => {
    expect(goodDealFor(null, flat, NOW)).toBeNull();
  });
});
