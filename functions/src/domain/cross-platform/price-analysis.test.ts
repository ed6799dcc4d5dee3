import { describe, expect, it } from 'vitest';
import { priceRankOf } from '@shop-scanner/shared/cross-platform';
import { aMatch } from './match-fixtures';
import { priceAnalysisOf } from './price-analysis';

const ranked = (platform: string, price: number, original: number | null) =>
  aMatch({ platform, seller: platform, price, priceRank: priceRankOf(price, original) });

describe('priceAnalysisOf', () => {
  it('gives lowest, highest, average, spread and the rank counts', () => {
    // Prepare: against 100, 60 is suspicious and 140 high.
    const matches = [
      ranked('Amazon', 95, 100),
      ranked('AliExpress', 60, 100),
      ranked('Target', 140, 100),
      ranked('Walmart', 100.5, 100),
    ];

    // Act
    const analysis = priceAnalysisOf(matches, 100);

    // Assess
    expect(analysis).toMatchObject({
      lowestPrice: 60,
      highestPrice: 140,
      averagePrice: 98.88,
      priceSpread: 80,
      suspiciouslyLowCount: 1,
      suspiciouslyHighCount: 1,
    });
    expect(analysis.insights).toEqual([
      'Prices range from $60.00 at AliExpress to $140.00 at Target across 4 matches in stock, a spread of $80.00.',
      'The original price of $100.00 is 1% above the average in-stock price of $98.88.',
      'AliExpress sells it for $40.00 less than the original price (40% less).',
      '1 match costs under 70% of the original price: a price that low can mean a counterfeit, a used item or a mistake.',
      '1 match costs over 130% of the original price.',
    ]);
  });

  it('says when no match is cheaper than the original', () => {
    const analysis = priceAnalysisOf([ranked('Amazon', 110, 100), ranked('eBay', 120, 100)], 100);

    expect(analysis.insights).toContain(
      'No match in stock is cheaper than the original price of $100.00.',
    );
    expect(analysis.insights).toContain(
      'The original price of $100.00 is 13% below the average in-stock price of $115.00.',
    );
  });

  it('ranks nothing and says why when the original page published no price', () => {
    const analysis = priceAnalysisOf([ranked('Amazon', 10, null)], null);

    expect(analysis).toMatchObject({ suspiciouslyLowCount: 0, suspiciouslyHighCount: 0 });
    expect(analysis.insights).toEqual([
      'One match in stock: $10.00 at Amazon.',
      'The original page published no price, so no match is ranked against it.',
    ]);
  });

  it('has no figures and no insights without matches', () => {
    expect(priceAnalysisOf([], 100)).toEqual({
      lowestPrice: null,
      highestPrice: null,
      averagePrice: null,
      priceSpread: null,
      suspiciouslyLowCount: 0,
      suspiciouslyHighCount: 0,
      insights: [],
    });
  });

  it('prices only the matches in stock, and still counts a suspicious price that is sold out', () => {
    // Prepare: the cheapest offer, suspiciously cheap, cannot be bought; a limited one can.
    const matches = [
      { ...ranked('AliExpress', 20.99, 100), availability: 'out_of_stock' as const },
      { ...ranked('Target', 21.99, 100), availability: 'limited' as const },
      ranked('Amazon', 30.01, 100),
    ];

    // Act
    const analysis = priceAnalysisOf(matches, 100);

    // Assess
    expect(analysis).toMatchObject({
      lowestPrice: 21.99,
      highestPrice: 30.01,
      averagePrice: 26,
      priceSpread: 8.02,
      suspiciouslyLowCount: 3,
    });
    expect(analysis.insights[0]).toBe(
      'Prices range from $21.99 at Target to $30.01 at Amazon across 2 matches in stock, a spread of $8.02.',
    );
  });

  it('has no price figures when no match is in stock, and says so', () => {
    // Prepare
    const soldOut = [
      { ...ranked('Amazon', 90, 100), availability: 'out_of_stock' as const },
      { ...ranked('eBay', 95, 100), availability: 'out_of_stock' as const },
    ];

    // Act
    const analysis = priceAnalysisOf(soldOut, 100);

    // Assess
    expect(analysis).toMatchObject({ lowestPrice: null, averagePrice: null, priceSpread: null });
    expect(analysis.insights).toEqual(['2 matches were found, none in stock.']);
  });
});
