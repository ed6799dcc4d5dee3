import { describe, expect, it } from 'vitest';
import { authenticityFlagsOf } from './authenticity-flags';
import { aMatch } from './match-fixtures';

const noHashes = new Map<string, string>();

describe('identical images', () => {
  it('flags two sellers whose images have the same content hash', () => {
    // Prepare: two addresses, one content.
    const a = aMatch({
      source: 'ebay-browse',
      seller: 'shop-a',
      imageUrl: 'https://i.example/a.jpg',
    });
    const b = aMatch({
      source: 'ebay-browse',
      seller: 'shop-b',
      imageUrl: 'https://i.example/b.jpg',
    });
    const other = aMatch({
      source: 'ebay-browse',
      seller: 'shop-c',
      imageUrl: 'https://i.example/c.jpg',
    });
    const hashes = new Map([
      ['https://i.example/a.jpg', 'h1'],
      ['https://i.example/b.jpg', 'h1'],
      ['https://i.example/c.jpg', 'h2'],
    ]);

    // Act
    const flags = authenticityFlagsOf([a, b, other], hashes);

    // Assess
    expect(flags.identicalImages).toEqual([
      {
        urls: [a.url, b.url],
        detail: 'shop-a and shop-b show the same image file (identical content)',
      },
    ]);
  });

  it('flags the same image address used by two sellers when its content could not be read', () => {
    const a = aMatch({
      source: 'ebay-browse',
      seller: 'shop-a',
      imageUrl: 'https://i.example/x.jpg',
    });
    const b = aMatch({
      source: 'ebay-browse',
      seller: 'shop-b',
      imageUrl: 'https://i.example/x.jpg',
    });

    expect(authenticityFlagsOf([a, b], noHashes).identicalImages).toEqual([
      { urls: [a.url, b.url], detail: 'shop-a and shop-b show the same image address' },
    ]);
  });

  it('does not flag one seller twice, nor the catalogue picture every store offer shares', () => {
    const sameSeller = [
      aMatch({ source: 'ebay-browse', seller: 'shop-a', imageUrl: 'https://i.example/x.jpg' }),
      aMatch({ source: 'ebay-browse', seller: 'shop-a', imageUrl: 'https://i.example/x.jpg' }),
    ];
    const catalogue = [
      aMatch({ platform: 'Amazon', imageUrl: 'https://img.example/p.jpg' }),
      aMatch({ platform: 'Walmart', imageUrl: 'https://img.example/p.jpg' }),
    ];

    expect(authenticityFlagsOf(sameSeller, noHashes).identicalImages).toEqual([]);
    expect(authenticityFlagsOf(catalogue, noHashes).identicalImages).toEqual([]);
  });
});

describe('similar titles', () => {
  it('flags different sellers whose own titles are more than 90% alike', () => {
    const a = aMatch({
      source: 'ebay-browse',
      seller: 'shop-a',
      title: 'Voltera Pro Headphones Black',
    });
    const b = aMatch({
      source: 'ebay-browse',
      seller: 'shop-b',
      title: 'Voltera Pro Headphones, Black',
    });
    const c = aMatch({
      source: 'ebay-browse',
      seller: 'shop-c',
      title: 'Sonique Studio Turntable',
    });

    const flags = authenticityFlagsOf([a, b, c], noHashes);

    expect(flags.similarTitles).toEqual([
      {
        urls: [a.url, b.url],
        detail:
          'shop-a and shop-b list near-identical titles (up to 100% alike): "Voltera Pro Headphones Black"',
      },
    ]);
  });

  it('joins a chain of alike titles into one flag', () => {
    const titles = [
      'Voltera Pro Headphones Black',
      'Voltera Pro Headphones Black',
      'Voltera Pro Headphones Black',
    ];
    const matches = titles.map((title, i) =>
      aMatch({ source: 'ebay-browse', seller: `shop-${i}`, title }),
    );

    const flags = authenticityFlagsOf(matches, noHashes);

    expect(flags.similarTitles).toHaveLength(1);
    expect(flags.similarTitles[0]?.urls).toEqual(matches.map((m) => m.url));
  });

  it('does not compare catalogue names, which are the same for every store by design', () => {
    const offers = [aMatch({ platform: 'Amazon' }), aMatch({ platform: 'Walmart' })];

    expect(authenticityFlagsOf(offers, noHashes).similarTitles).toEqual([]);
  });

  it('does not flag titles at 90% or less', () => {
    const a = aMatch({
      source: 'ebay-browse',
      seller: 'shop-a',
      title: 'Voltera Pro Noise-Cancelling Headphones Black',
    });
    const b = aMatch({
      source: 'ebay-browse',
      seller: 'shop-b',
      title: 'Voltera Pro Wireless Earbuds Black',
    });

    expect(authenticityFlagsOf([a, b], noHashes).similarTitles).toEqual([]);
  });
});

describe('price outliers', () => {
  it('flags a price whose modified z-score is beyond 3.5, with the figures', () => {
    const prices = [100, 101, 99, 102, 98, 40];
    const matches = prices.map((price, i) => aMatch({ price, seller: `store-${i}` }));

    const flags = authenticityFlagsOf(matches, noHashes);

    // median 99.5, MAD 1.5: (40 - 99.5) x 0.6745 / 1.5 = -26.8.
    expect(flags.priceOutliers).toEqual([
      {
        urls: [matches[5]?.url],
        detail:
          'store-5: $40.00 against a median of $99.50 over 6 prices (modified z-score -26.8, beyond ±3.5)',
      },
    ]);
  });

  it('flags nothing with fewer than 4 prices or a MAD of 0', () => {
    const three = [10, 11, 500].map((price) => aMatch({ price }));
    const equal = [10, 10, 10, 10, 500].map((price) => aMatch({ price }));

    expect(authenticityFlagsOf(three, noHashes).priceOutliers).toEqual([]);
    expect(authenticityFlagsOf(equal, noHashes).priceOutliers).toEqual([]);
  });
});

describe('dropship indicators', () => {
  it('flags long shipping with a price far under the median, naming the facts', () => {
    const matches = [
      aMatch({ price: 100, seller: 'Amazon' }),
      aMatch({ price: 100, seller: 'Walmart' }),
      aMatch({ price: 60, seller: 'cheap-shop', platform: 'eBay', shippingDays: 14 }),
    ];

    const flags = authenticityFlagsOf(matches, noHashes);

    expect(flags.dropshipIndicators).toEqual([
      {
        urls: [matches[2]?.url],
        detail: 'cheap-shop: ships in 14 days; $60.00, 40% under the median price of $100.00',
      },
    ]);
  });

  it('flags long shipping from a marketplace drop-shipping stores buy from', () => {
    const match = aMatch({
      platform: 'AliExpress',
      seller: 'AliExpress',
      price: 95,
      shippingDays: 21,
    });

    expect(authenticityFlagsOf([match], noHashes).dropshipIndicators).toEqual([
      {
        urls: [match.url],
        detail:
          'AliExpress: ships in 21 days; sold on AliExpress, a marketplace drop-shipping stores buy from',
      },
    ]);
  });

  it('does not flag fast shipping, nor long shipping at an ordinary price', () => {
    const matches = [
      aMatch({ price: 100 }),
      aMatch({ price: 100 }),
      aMatch({ platform: 'AliExpress', price: 50, shippingDays: 9 }),
      aMatch({ platform: 'Etsy', price: 90, shippingDays: 12 }),
    ];

    expect(authenticityFlagsOf(matches, noHashes).dropshipIndicators).toEqual([]);
  });
});
