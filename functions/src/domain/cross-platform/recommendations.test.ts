import { describe, expect, it } from 'vitest';
import type { AuthenticityFlags } from './authenticity-flags';
import { aMatch } from './match-fixtures';
import { recommendationsOf, trustWeightedCost } from './recommendations';

const noFlags: AuthenticityFlags = {
  identicalImages: [],
  similarTitles: [],
  priceOutliers: [],
  dropshipIndicators: [],
};

describe('trustWeightedCost', () => {
  it('divides price plus shipping by the trust score as a share', () => {
    expect(trustWeightedCost(aMatch({ price: 20, shippingCost: 0, trustScore: 95 }))).toBeCloseTo(
      21.05,
      2,
    );
    expect(trustWeightedCost(aMatch({ price: 18, shippingCost: 0, trustScore: 60 }))).toBe(30);
    expect(trustWeightedCost(aMatch({ price: 18, shippingCost: 6, trustScore: 80 }))).toBe(30);
  });

  it('weighs a match of unknown shipping on its price, and cannot weigh one without trust', () => {
    expect(trustWeightedCost(aMatch({ price: 18, shippingCost: null, trustScore: 90 }))).toBe(20);
    expect(trustWeightedCost(aMatch({ price: 18, trustScore: null }))).toBeUndefined();
  });
});

describe('recommendationsOf', () => {
  it('picks best value, most trusted, fastest and lowest price among the matches in stock', () => {
    // Prepare
    const trusted = aMatch({ platform: 'Amazon', price: 20, trustScore: 95, shippingDays: 2 });
    const cheap = aMatch({ platform: 'AliExpress', price: 15, trustScore: 60, shippingDays: 20 });
    const fast = aMatch({ platform: 'Target', price: 24, trustScore: 90, shippingDays: 1 });
    const gone = aMatch({
      platform: 'eBay',
      price: 5,
      trustScore: 99,
      shippingDays: 0,
      availability: 'out_of_stock',
    });

    // Act
    const r = recommendationsOf([cheap, trusted, fast, gone], noFlags, 25);

    // Assess: value 21.05 (Amazon) beats 25.00 (AliExpress) and 26.67 (Target).
    expect(r.bestValue).toBe(trusted);
    expect(r.mostTrusted).toBe(trusted);
    expect(r.fastest).toBe(fast);
    expect(r.lowestPrice).toBe(cheap);
  });

  it('lets shipping cost decide best value', () => {
    const shipsFree = aMatch({ price: 22, shippingCost: 0, trustScore: 90 });
    const chargesShipping = aMatch({ price: 20, shippingCost: 5, trustScore: 90 });

    expect(recommendationsOf([chargesShipping, shipsFree], noFlags, null).bestValue).toBe(
      shipsFree,
    );
  });

  it('breaks ties by match confidence, then price', () => {
    const surer = aMatch({ trustScore: 90, matchConfidence: 100, price: 30 });
    const lessSure = aMatch({ trustScore: 90, matchConfidence: 90, price: 20 });

    expect(recommendationsOf([lessSure, surer], noFlags, null).mostTrusted).toBe(surer);
  });

  it('recommends nothing when nothing is in stock or nothing is known', () => {
    const r = recommendationsOf([aMatch({ availability: 'out_of_stock' })], noFlags, null);
    const unknown = recommendationsOf(
      [aMatch({ trustScore: null, shippingDays: null })],
      noFlags,
      null,
    );

    expect(r).toMatchObject({
      bestValue: null,
      mostTrusted: null,
      fastest: null,
      lowestPrice: null,
    });
    expect(unknown).toMatchObject({ bestValue: null, mostTrusted: null, fastest: null });
    expect(unknown.lowestPrice).not.toBeNull();
  });
});

describe('warnings', () => {
  it('words the three warnings of the spec with their facts', () => {
    // Prepare
    const flags: AuthenticityFlags = {
      ...noFlags,
      identicalImages: [
        {
          urls: ['a', 'b'],
          detail: 'shop-a and shop-b show the same image file (identical content)',
        },
      ],
      similarTitles: [
        {
          urls: ['a', 'b'],
          detail: 'shop-a and shop-b list near-identical titles (up to 96% alike): "X"',
        },
      ],
    };
    const suspicious = aMatch({
      seller: 'cheap-shop',
      price: 12,
      priceRank: 'suspicious',
      matchConfidence: 92,
    });

    // Act
    const { warnings } = recommendationsOf([suspicious], flags, 30);

    // Assess
    expect(warnings).toEqual([
      "Identical images: shop-a and shop-b show the same image file (identical content). One listing may have copied another's photos.",
      'Possible cloned listings: shop-a and shop-b list near-identical titles (up to 96% alike): "X", above 90% alike.',
      'Counterfeit risk: cheap-shop sells it for $12.00, 60% under the original price of $30.00, and matches it at 92%.',
    ]);
  });

  it('warns of counterfeits only for suspicious prices matched above 80', () => {
    const at80 = aMatch({ price: 12, priceRank: 'suspicious', matchConfidence: 80 });
    const lowest = aMatch({ price: 24, priceRank: 'lowest', matchConfidence: 100 });

    expect(recommendationsOf([at80, lowest], noFlags, 30).warnings).toEqual([]);
  });
});
