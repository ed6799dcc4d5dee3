import { describe, expect, it } from 'vitest';
import { counterfeitWarningFor } from './counterfeit';
import { anOffer } from './price-fixtures';

const market = [anOffer('Walmart', 100), anOffer('Target', 110), anOffer('Best Buy', 90)];

describe('counterfeitWarningFor', () => {
  it('warns of an offer far below the median from a low-trust store, naming both facts', () => {
    const cheap = anOffer('Bargain Hub', 60, { trustScore: 45 });

    expect(counterfeitWarningFor(cheap, [...market, cheap])).toEqual({
      medianPrice: 100,
      belowMedianPercentage: 40,
      trustScore: 45,
      text: '40% below the median price of 3 other stores ($100.00), from a store with a trust score of 45 (below 60): it may not be genuine',
    });
  });

  it('needs both facts: a trusted store may be cheap, a low-trust store may be fairly priced', () => {
    expect(counterfeitWarningFor(anOffer('Outlet', 60, { trustScore: 60 }), market)).toBe(
      undefined,
    );
    expect(counterfeitWarningFor(anOffer('Bargain Hub', 75, { trustScore: 30 }), market)).toBe(
      undefined,
    );
  });

  it('needs more than 30 % below: exactly 30 % is not', () => {
    expect(counterfeitWarningFor(anOffer('Bargain Hub', 70, { trustScore: 30 }), market)).toBe(
      undefined,
    );
    expect(
      counterfeitWarningFor(anOffer('Bargain Hub', 69.99, { trustScore: 30 }), market),
    ).toMatchObject({ belowMedianPercentage: 30 });
  });

  it('needs at least two other stores to speak of a median', () => {
    const cheap = anOffer('Bargain Hub', 10, { trustScore: 20 });

    expect(counterfeitWarningFor(cheap, [anOffer('Walmart', 100), cheap])).toBe(undefined);
  });
});
