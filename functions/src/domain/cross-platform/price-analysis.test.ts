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
      'Prices range from $60.00 at AliExpress to $140.00 at Target across 4 matches, a spread of $80.00.',
      'The original price of $100.00 is 1% above the average of $98.88.',
      'AliExpress sells it for $40.00 less than the original price (40% less).',
      '1 match costs under 70% of the original price: a price that low can mean a counterfeit, a used item or a mistake.',
      '1 match costs over 130% of the original price.',
    ]);
  });

  it('says when no match is cheaper than the original', () => {
    const analysis = priceAnalysisOf([ranked('Amazon', 110, 100), ranked('eBay', 120, 100)], 100);

    expect(analysis.insights).toContain('No match is cheaper than the original price of $100.00.');
    expect(analysis.insights).toContain(
      'The original price of $100.00 is 13% below the average of $115.00.',
    );
  });

  it('ranks nothing and says why when the original page published no price', () => {
    const analysis = priceAnalysisOf([ranked('Amazon', 10, null)], null);

    expect(analysis).toMatchObject({ suspiciouslyLowCount: 0, suspiciouslyHighCount: 0 });
    expect(analysis.insights).toEqual([
      'One match: $10.00 at Amazon.',
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
});
