import { describe, expect, it } from 'vitest';
import {
  flagGroups,
  foundMessage,
  listingName,
  lowestPriceTile,
  matchText,
  money,
  originalPriceText,
  platformStatusText,
  platformsWithMatches,
  recommendationPrice,
  savingVersusAverage,
  topRecommendations,
} from './analysis-reading';
import { aMatch, anAnalysis, noFlags, threeMatches } from './test/cross-platform-fixtures';

describe('platformsWithMatches and the toast', () => {
  it('counts the platforms with at least one match', () => {
    // Prepare
    const analysis = anAnalysis();

    // Act
    const platforms = platformsWithMatches(analysis);

    // Assess
    expect(platforms).toEqual(['Amazon', 'eBay']);
    expect(foundMessage(analysis)).toBe('Found 3 matches across 2 platforms');
  });

  it('says 0 platforms when nothing matched', () => {
    expect(foundMessage(anAnalysis({ matches: [], totalMatches: 0 }))).toBe(
      'Found 0 matches across 0 platforms',
    );
  });
});

describe('savingVersusAverage', () => {
  it('is the average less the lowest, in cents; unknown without prices', () => {
    const base = anAnalysis().priceAnalysis;
    expect(savingVersusAverage({ ...base, lowestPrice: 7.5, averagePrice: 11.17 })).toBe(3.67);
    expect(savingVersusAverage({ ...base, lowestPrice: 10, averagePrice: 10 })).toBe(0);
    expect(savingVersusAverage({ ...base, lowestPrice: null, averagePrice: null })).toBeNull();
  });
});

describe('lowestPriceTile', () => {
  it('names the matches in stock it counts, with the saving against their average', () => {
    // Prepare: the server's figures are of the matches in stock.
    const analysis = anAnalysis();
    const priceAnalysis = { ...analysis.priceAnalysis, lowestPrice: 21.99, averagePrice: 25 };

    // Act
    const tile = lowestPriceTile({ priceAnalysis, totalMatches: 4 });

    // Assess
    expect(tile).toEqual({
      label: 'Lowest price in stock',
      value: '$21.99',
      detail: '$3.01 less than the average in-stock price',
    });
  });

  it('says no match is in stock rather than showing a price nobody can pay', () => {
    // Prepare
    const priceAnalysis = {
      ...anAnalysis().priceAnalysis,
      lowestPrice: null,
      highestPrice: null,
      averagePrice: null,
      priceSpread: null,
    };

    // Act
    const soldOut = lowestPriceTile({ priceAnalysis, totalMatches: 3 });
    const nothing = lowestPriceTile({ priceAnalysis, totalMatches: 0 });

    // Assess
    expect(soldOut).toMatchObject({ value: 'Unknown', detail: 'No match is in stock' });
    expect(nothing).toMatchObject({ value: 'Unknown', detail: 'No prices found' });
  });
});

describe('recommendationPrice', () => {
  it('shows best value with its shipping included, as it was chosen', () => {
    // Prepare: the shopper's case, $22.99 plus $5.99 shipping.
    const match = aMatch({ price: 22.99, shippingCost: 5.99 });

    // Act
    const best = recommendationPrice('bestValue', match);
    const lowest = recommendationPrice('lowestPrice', match);

    // Assess
    expect(best).toEqual({
      amount: '$28.98 with shipping',
      note: '$22.99 plus $5.99 shipping',
    });
    expect(lowest).toEqual({ amount: '$22.99', note: 'Plus $5.99 shipping' });
  });

  it('says free shipping, and never makes up a shipping cost the listing does not state', () => {
    // Prepare
    const free = aMatch({ price: 10, shippingCost: 0 });
    const unstated = aMatch({ price: 10, shippingCost: null });

    // Act / Assess
    expect(recommendationPrice('bestValue', free)).toEqual({
      amount: '$10.00 with shipping',
      note: 'Free shipping',
    });
    expect(recommendationPrice('bestValue', unstated)).toEqual({
      amount: '$10.00',
      note: 'Shipping cost not stated',
    });
    expect(recommendationPrice('fastest', unstated).note).toBe('Shipping cost not stated');
  });
});

describe('topRecommendations', () => {
  it('keeps the four kinds in order, only those found', () => {
    // Prepare
    const [amazon, cheap] = threeMatches();

    // Act
    const picks = topRecommendations({
      bestValue: null,
      mostTrusted: amazon!,
      fastest: null,
      lowestPrice: cheap!,
      warnings: [],
    });

    // Assess
    expect(picks.map((p) => p.kind)).toEqual(['mostTrusted', 'lowestPrice']);
  });
});

describe('flagGroups and listingName', () => {
  it('lists the kinds that fired, and names a listing by seller and platform', () => {
    // Prepare
    const analysis = anAnalysis();

    // Act
    const groups = flagGroups(analysis.authenticityFlags);

    // Assess
    expect(groups.map((g) => g.kind)).toEqual([
      'identicalImages',
      'priceOutliers',
      'dropshipIndicators',
    ]);
    expect(flagGroups(noFlags())).toEqual([]);
    expect(listingName('https://www.ebay.com/itm/1', analysis.matches)).toBe('pens-galore on eBay');
    expect(listingName('https://www.amazon.com/dp/B000', analysis.matches)).toBe('Amazon');
    expect(listingName('https://gone.example/x', analysis.matches)).toBe('https://gone.example/x');
  });
});

describe('the words of a figure', () => {
  it('says each platform status plainly', () => {
    expect(platformStatusText({ platform: 'eBay', status: 'not_connected', matches: 0 })).toBe(
      'eBay: not connected',
    );
    expect(platformStatusText({ platform: 'eBay', status: 'failed', matches: 0 })).toBe(
      'eBay: search failed',
    );
    expect(platformStatusText({ platform: 'Catalogue', status: 'searched', matches: 1 })).toBe(
      'Catalogue: 1 match',
    );
  });

  it('says where the original price came from, or why nothing is ranked', () => {
    expect(originalPriceText(12)).toBe('Original price: $12.00');
    expect(originalPriceText(null)).toBe(
      'The original page published no price, so prices are not ranked',
    );
  });

  it('writes a price in its own currency and a match with how it matched', () => {
    expect(money(18.5, 'EUR')).toBe('€18.50');
    expect(money(3, 'dollars')).toBe('3.00 dollars');
    expect(matchText(aMatch())).toBe('100% match (same barcode)');
    expect(matchText(aMatch({ matchConfidence: 87, matchedBy: 'name' }))).toBe('87% match');
  });
});
