import { describe, expect, it } from 'vitest';
import {
  COMPARISON_HISTORY_DAYS,
  comparisonHistorySince,
  discountNeedsOlderHistory,
} from './comparison-history';
import { aPoint, anOffer, daysAgo, NOW } from './price-fixtures';

const onSale = anOffer('Walmart', 80, { originalPrice: 100, discountPercentage: 20 });

describe('comparisonHistorySince', () => {
  it('reaches back the good-deal range and the Omnibus window: 120 days', () => {
    expect(COMPARISON_HISTORY_DAYS).toBe(120);
    expect(comparisonHistorySince(NOW).toISOString()).toBe(daysAgo(120));
  });
});

describe('discountNeedsOlderHistory', () => {
  it('asks for more when a claimed discount cannot be judged on the history read', () => {
    // The sale began 100 days ago: the 30 days before it are not in the 120 days read.
    const history = [aPoint('Walmart', 80, daysAgo(100), { originalPrice: 100 })];

    expect(discountNeedsOlderHistory([onSale], history)).toBe(true);
  });

  it('asks for nothing when every claimed discount can be judged', () => {
    const history = [
      aPoint('Walmart', 95, daysAgo(60)),
      aPoint('Walmart', 80, daysAgo(5), { originalPrice: 100 }),
    ];

    expect(discountNeedsOlderHistory([onSale], history)).toBe(false);
  });

  it('asks for nothing when no offer claims a discount', () => {
    expect(discountNeedsOlderHistory([anOffer('Target', 90)], [])).toBe(false);
  });
});
