import { describe, expect, it } from 'vitest';
import {
  crossPlatformAnalysisSchema,
  crossPlatformConstants,
} from '@shop-scanner/shared/cross-platform';
import { buildCrossPlatformAnalysis } from './analysis';
import { aMatch } from './match-fixtures';

const original = {
  url: 'https://shop.example/p/1',
  title: 'Studio Turntable',
  price: 100,
  platform: 'Shopify',
};
const platforms = [{ platform: 'Catalogue', status: 'searched' as const, matches: 3 }];

describe('buildCrossPlatformAnalysis', () => {
  it('answers the matches best first: confidence, then price', () => {
    const a = aMatch({ matchConfidence: 90, price: 50 });
    const b = aMatch({ matchConfidence: 100, price: 80 });
    const c = aMatch({ matchConfidence: 90, price: 40 });

    const analysis = buildCrossPlatformAnalysis({
      original,
      matches: [a, b, c],
      imageHashes: new Map(),
      platforms,
    });

    expect(analysis.matches).toEqual([b, c, a]);
    expect(analysis.totalMatches).toBe(3);
    expect(analysis.searchConfidence).toBe(76); // 0.6 x 93.3 + 5 + 15 = 76
    expect(crossPlatformAnalysisSchema.parse(analysis)).toEqual(analysis);
  });

  it('caps the matches answered, and counts them all', () => {
    const many = Array.from({ length: crossPlatformConstants.maxMatches + 5 }, (_, i) =>
      aMatch({ price: 10 + i }),
    );

    const analysis = buildCrossPlatformAnalysis({
      original,
      matches: many,
      imageHashes: new Map(),
      platforms,
    });

    expect(analysis.matches).toHaveLength(crossPlatformConstants.maxMatches);
    expect(analysis.totalMatches).toBe(crossPlatformConstants.maxMatches + 5);
    expect(analysis.matches[0]?.price).toBe(10);
  });

  it('names the same lowest price in the price analysis and the lowest-price pick', () => {
    // Prepare: the cheapest match is sold out (the shopper's case: $20.99 sold out, $21.99 in stock).
    const soldOut = aMatch({ price: 20.99, availability: 'out_of_stock' });
    const cheapestInStock = aMatch({ price: 21.99 });
    const dearer = aMatch({ price: 24.5, availability: 'limited' });

    // Act
    const analysis = buildCrossPlatformAnalysis({
      original,
      matches: [soldOut, cheapestInStock, dearer],
      imageHashes: new Map(),
      platforms,
    });

    // Assess
    expect(analysis.recommendations.lowestPrice).toEqual(cheapestInStock);
    expect(analysis.priceAnalysis.lowestPrice).toBe(21.99);
    expect(analysis.totalMatches).toBe(3);
  });

  it('answers an empty analysis without matches: no figures, no recommendations, confidence 0', () => {
    const analysis = buildCrossPlatformAnalysis({
      original,
      matches: [],
      imageHashes: new Map(),
      platforms: [],
    });

    expect(analysis).toMatchObject({
      matches: [],
      totalMatches: 0,
      searchConfidence: 0,
      priceAnalysis: { lowestPrice: null, insights: [] },
      recommendations: {
        bestValue: null,
        mostTrusted: null,
        fastest: null,
        lowestPrice: null,
        warnings: [],
      },
      authenticityFlags: {
        identicalImages: [],
        similarTitles: [],
        priceOutliers: [],
        dropshipIndicators: [],
      },
    });
  });
});
