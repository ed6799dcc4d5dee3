import { describe, expect, it } from 'vitest';
import { marketFigures } from './best-deal';
import { anOffer } from './price-fixtures';

const shipped = (cost: number) => ({ shipping: { free: false, cost, estimatedDays: 5 } });

describe('marketFigures (part 2 §9)', () => {
  it('picks the in-stock store with the lowest price plus shipping, and its saving', () => {
    const offers = [
      anOffer('Walmart', 95, shipped(10)),
      anOffer('Target', 100),
      anOffer('Best Buy', 80, { inStock: false }),
      anOffer('eBay', 110),
    ];

    expect(marketFigures(offers)).toEqual({
      totalStores: 4,
      inStockStores: 3,
      averagePrice: 101.67,
      averageTotalCost: 105,
      lowestPrice: 95,
      bestDeal: { store: 'Target', totalCost: 100, savingsVsAverage: 5, savingsPercentage: 5 },
      basis:
        'Average and lowest of the 3 stores with it in stock (of 4); savings of the best total cost (price plus shipping) against their average total cost',
    });
  });

  it('breaks a tie for the best deal by trust, then by name', () => {
    const offers = [
      anOffer('Zed', 50, { trustScore: 70 }),
      anOffer('Alpha', 50, { trustScore: 70 }),
      anOffer('Trusty', 50, { trustScore: 95 }),
    ];

    expect(marketFigures(offers).bestDeal?.store).toBe('Trusty');
    expect(marketFigures(offers.slice(0, 2)).bestDeal?.store).toBe('Alpha');
  });

  it('adds cents exactly: 19.99 plus 5.99 shipping is 25.98', () => {
    expect(marketFigures([anOffer('Walmart', 19.99, shipped(5.99))]).bestDeal).toEqual({
      store: 'Walmart',
      totalCost: 25.98,
      savingsVsAverage: 0,
      savingsPercentage: 0,
    });
  });

  it('has no figures when nothing is in stock, and says why', () => {
    expect(marketFigures([anOffer('Walmart', 20, { inStock: false })])).toMatchObject({
      averagePrice: null,
      lowestPrice: null,
      bestDeal: null,
      basis: 'The only store does not have it in stock: no average, lowest price or best deal',
    });
    expect(
      marketFigures([anOffer('A', 1, { inStock: false }), anOffer('B', 2, { inStock: false })])
        .basis,
    ).toBe('None of the 2 stores have it in stock: no average, lowest price or best deal');
    expect(marketFigures([]).basis).toBe('No store sells it yet');
  });
});
