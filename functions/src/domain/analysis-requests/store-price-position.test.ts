import { describe, expect, it } from 'vitest';
import { marketPositionOf, pricePosition } from './store-price-position';

describe('pricePosition', () => {
  it('says nothing when no product was compared', () => {
    expect(pricePosition([])).toEqual({
      competitiveScore: null,
      marketPosition: null,
      similarProductsFound: 0,
    });
  });

  it('scores against the lowest price and places against the average, by the median', () => {
    const result = pricePosition([
      { storePrice: 10, catalogueAverage: 10, catalogueLowest: 10 }, // 100, ratio 1
      { storePrice: 20, catalogueAverage: 12, catalogueLowest: 10 }, // 50, ratio 1.67
      { storePrice: 12.5, catalogueAverage: 10, catalogueLowest: 10 }, // 80, ratio 1.25
    ]);
    expect(result).toEqual({
      competitiveScore: 80,
      marketPosition: 'above_market',
      similarProductsFound: 3,
    });
  });

  it('caps a price below the lowest known at 100 and leaves out unusable prices', () => {
    const result = pricePosition([
      { storePrice: 5, catalogueAverage: 10, catalogueLowest: 8 },
      { storePrice: 0, catalogueAverage: 10, catalogueLowest: 8 },
    ]);
    expect(result).toEqual({
      competitiveScore: 100,
      marketPosition: 'below_market',
      similarProductsFound: 1,
    });
  });
});

describe('marketPositionOf', () => {
  it('puts each boundary on the side the rule says', () => {
    expect(marketPositionOf(1.26)).toBe('premium');
    expect(marketPositionOf(1.25)).toBe('above_market');
    expect(marketPositionOf(1.05)).toBe('market_average');
    expect(marketPositionOf(0.95)).toBe('market_average');
    expect(marketPositionOf(0.94)).toBe('below_market');
  });
});
