import { describe, expect, it } from 'vitest';
import { marketPriceOf } from '@shop-scanner/shared/price-rules';
import { marketFigures } from './best-deal';
import { anOffer } from './price-fixtures';

const shipped = (cost: number) => ({ shipping: { free: false, cost, estimatedDays: 5 } });

describe('marketFigures', () => {
  it('picks the in-stock store with the lowest price plus shipping, and its saving', () => {
    const offers = [
      anOffer('Walmart', 95, shipped(10)),
      anOffer('Target', 100),
      anOffer('Best Buy', 80, { inStock: false }),
      anOffer('eBay', 110),
    ];

    // Act
    const figures = marketFigures(offers);

    // Assess: the average is the product's own (marketPriceOf); the saving is against it.
    expect(figures).toEqual({
      totalStores: 4,
      inStockStores: 3,
      averagePrice: marketPriceOf(offers).averagePrice,
      lowestPrice: 95,
      bestDeal: { store: 'Target', totalCost: 100, savingsVsAverage: 1.67, savingsPercentage: 2 },
      basis:
        'Lowest and average price of the 3 stores with it in stock (1 more has run out), shipping not included.',
    });
    expect(figures.averagePrice).toBe(101.67);
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

  it('adds cents exactly, and reports a best deal that costs more than the average price as it is', () => {
    // 19.99 plus 5.99 shipping is 25.98: $5.99 above the average price of $19.99, no saving.
    expect(marketFigures([anOffer('Walmart', 19.99, shipped(5.99))]).bestDeal).toEqual({
      store: 'Walmart',
      totalCost: 25.98,
      savingsVsAverage: -5.99,
      savingsPercentage: -30,
    });
  });

  it('has no figures when nothing is in stock, and says why', () => {
    expect(marketFigures([anOffer('Walmart', 20, { inStock: false })])).toMatchObject({
      averagePrice: null,
      lowestPrice: null,
      bestDeal: null,
      basis:
        'The only store selling it does not have it in stock, so there is no price to compare.',
    });
    expect(
      marketFigures([anOffer('A', 1, { inStock: false }), anOffer('B', 2, { inStock: false })])
        .basis,
    ).toBe('None of the 2 stores selling it have it in stock, so there is no price to compare.');
    expect(marketFigures([]).basis).toBe('No store sells it yet.');
  });
});
