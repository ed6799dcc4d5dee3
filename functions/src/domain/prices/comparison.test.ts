import { describe, expect, it } from 'vitest';
import { buildPriceComparison } from './comparison';
import { aPoint, anOffer, daysAgo, NOW } from './price-fixtures';

const offers = [
  anOffer('Walmart', 100, { originalPrice: 130, discountPercentage: 23 }),
  anOffer('Target', 110),
  anOffer('Best Buy', 105, { shipping: { free: false, cost: 5, estimatedDays: 2 } }),
  anOffer('Bargain Hub', 60, { trustScore: 40, inStock: false }),
];
const history = [
  aPoint('Walmart', 100, daysAgo(3), { originalPrice: 130 }),
  aPoint('Walmart', 115, daysAgo(100)),
  aPoint('Target', 110, daysAgo(100)),
  aPoint('Best Buy', 105, daysAgo(100), { shippingCost: 5 }),
];

describe('buildPriceComparison', () => {
  const comparison = buildPriceComparison({
    productId: 'p-1',
    offers,
    history,
    unconfirmed: [],
    query: { inStockOnly: true, sort: { field: 'price', direction: 'desc' } },
    now: NOW,
  });

  it('lists the filtered stores in order (ties by name), each with its total cost and notes', () => {
    expect(comparison.stores.map((s) => [s.name, s.totalCost])).toEqual([
      ['Best Buy', 110],
      ['Target', 110],
      ['Walmart', 100],
    ]);
    expect(comparison.stores.find((s) => s.name === 'Walmart')?.discountCheck).toMatchObject({
      kind: 'not-seen',
      lowest30d: 115,
      realDiscountPercentage: 13,
    });
  });

  it('keeps the figures of the whole market whatever the filters', () => {
    expect(comparison).toMatchObject({
      totalStores: 4,
      inStockStores: 3,
      averagePrice: 105,
      lowestPrice: 100,
      bestDeal: { store: 'Walmart', totalCost: 100 },
    });
    expect(comparison.goodDeal).toMatchObject({ kind: 'near-low', low90d: 100 });
  });

  it('warns of the low-trust store far below the others, even out of stock', () => {
    const all = buildPriceComparison({
      productId: 'p-1',
      offers,
      history,
      unconfirmed: [],
      query: {},
      now: NOW,
    });

    expect(all.stores.find((s) => s.name === 'Bargain Hub')?.counterfeitWarning).toMatchObject({
      belowMedianPercentage: 43,
      trustScore: 40,
    });
    expect(all.stores.map((s) => s.name)).toEqual(['Bargain Hub', 'Walmart', 'Best Buy', 'Target']);
  });
});
