import { isValidBarcode } from '@shop-scanner/shared/barcode';
import {
  platformTrustScores,
  pricePointSchema,
  productCategories,
  storeOfferSchema,
} from '@shop-scanner/shared/products';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CATALOGUE_DEFAULT_SIZE,
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  demoCatalogueVersion,
  generateDemoCatalogue,
} from './demo-catalogue';
import { catalogueVocabulary, fittingTags } from './catalogue-vocabulary';
import { gtinIdentity } from './gtin';
import { retailPrice } from './price-history';
import { DAY_MS } from '@shop-scanner/shared/time';

const now = DEMO_CATALOGUE_REFERENCE_DATE;
const generate = (count: number, seed = DEMO_CATALOGUE_SEED) =>
  generateDemoCatalogue({ seed, count, now });

// The full default catalogue once: uniqueness only shows at its real size.
const full = generate(DEMO_CATALOGUE_DEFAULT_SIZE);
const sample = full.slice(0, 2000);

describe('generateDemoCatalogue', () => {
  it('gives the same catalogue for the same seed, and another for another seed', () => {
    const again = generate(2000);
    const other = generate(2000, DEMO_CATALOGUE_SEED + 1);

    expect(again).toEqual(sample);
    expect(other.map((p) => p.name)).not.toEqual(sample.map((p) => p.name));
    expect(other.map((p) => p.barcode)).not.toEqual(sample.map((p) => p.barcode));
  });

  it('makes a smaller catalogue the prefix of a larger one', () => {
    expect(generate(300)).toEqual(full.slice(0, 300));
  });

  it('honours the count, with deterministic ids in index order', () => {
    expect(full).toHaveLength(DEMO_CATALOGUE_DEFAULT_SIZE);
    expect(generate(0)).toEqual([]);
    expect(generate(7).map((p) => p.id)).toEqual([
      'demo-0000',
      'demo-0001',
      'demo-0002',
      'demo-0003',
      'demo-0004',
      'demo-0005',
      'demo-0006',
    ]);
    expect(new Set(full.map((p) => p.id)).size).toBe(full.length);
  });

  it('gives every product a valid GTIN-8, -12 or -13, and no two the same GTIN', () => {
    const lengths = new Set(full.map((p) => p.barcode.length));

    expect(full.every((p) => isValidBarcode(p.barcode))).toBe(true);
    expect(lengths).toEqual(new Set([8, 12, 13]));
    expect(new Set(full.map((p) => gtinIdentity(p.barcode))).size).toBe(full.length);
  });

  it('gives books ISBN-13 codes', () => {
    const books = full.filter((p) => p.category === 'Books');

    expect(books.length).toBeGreaterThan(0);
    expect(books.every((p) => /^97[89]\d{10}$/.test(p.barcode))).toBe(true);
  });

  it('names every product uniquely, with a brand, a known category and no image', () => {
    expect(new Set(full.map((p) => p.name.toLowerCase())).size).toBe(full.length);
    for (const p of sample) {
      expect(productCategories).toContain(p.category);
      expect(p.brand).toBeTruthy();
      expect(p.name.startsWith(`${p.brand} `)).toBe(true);
      expect(p.imageUrl).toBeUndefined();
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.features.length).toBeLessThanOrEqual(5);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.tags.length).toBeLessThanOrEqual(5);
    }
  });

  it("tags every product only with its kind and its category's tags that fit the kind", () => {
    const vocabularyOf = new Map(catalogueVocabulary.map((v) => [v.category, v]));
    for (const p of sample) {
      const vocabulary = vocabularyOf.get(p.category)!;
      // The longest noun in the name is its kind ('Pasta Sauce', not 'Pasta').
      const kind = vocabulary.kinds
        .filter((k) => p.name.includes(` ${k[0]} `))
        .reduce((a, b) => (b[0].length > a[0].length ? b : a));
      const allowed = new Set(
        [kind[0], ...kind[3], ...fittingTags(vocabulary, kind)].map((t) => t.toLowerCase()),
      );
      expect(p.tags[0]).toBe(kind[0].toLowerCase());
      for (const tag of p.tags) expect(allowed, `${p.name}: ${tag}`).toContain(tag);
    }
  });

  it('never tags coffee as a snack, nor cat products with dogs', () => {
    const coffee = sample.filter((p) => /\bcoffee\b/i.test(p.name));
    const catThings = sample.filter((p) => /\bcat\b/i.test(p.name));

    expect(coffee.length).toBeGreaterThan(10);
    expect(coffee.filter((p) => p.tags.includes('snacks'))).toEqual([]);
    expect(catThings.length).toBeGreaterThan(10);
    expect(catThings.filter((p) => p.tags.includes('dogs'))).toEqual([]);
  });

  it('names only kinds of its own category in a kind tag, and only tags in the vocabulary', () => {
    for (const vocabulary of catalogueVocabulary) {
      const nouns = vocabulary.kinds.map((k) => k[0]);
      for (const [tag, kinds] of vocabulary.kindTags) {
        expect(kinds.length, tag).toBeGreaterThan(0);
        for (const kind of kinds) expect(nouns, `${vocabulary.category}: ${tag}`).toContain(kind);
      }
      // Every kind has at least one tag besides its own name.
      for (const kind of vocabulary.kinds) expect(fittingTags(vocabulary, kind)).not.toEqual([]);
    }
  });

  it('spreads products over many categories', () => {
    expect(new Set(full.map((p) => p.category)).size).toBeGreaterThanOrEqual(20);
  });

  it('offers each product in 2 to 8 distinct stores, with valid offers', () => {
    for (const p of sample) {
      expect(p.stores.length).toBeGreaterThanOrEqual(2);
      expect(p.stores.length).toBeLessThanOrEqual(8);
      expect(new Set(p.stores.map((s) => s.name)).size).toBe(p.stores.length);
      for (const offer of p.stores) {
        expect(storeOfferSchema.safeParse(offer).success).toBe(true);
        expect(offer.url).toMatch(/^https:\/\/www\.[a-z]+\.com\//);
        expect(offer.price).toBeGreaterThan(0);
        if (offer.rating !== undefined) {
          expect(offer.rating).toBeGreaterThanOrEqual(3);
          expect(offer.rating).toBeLessThanOrEqual(5);
        }
        if (offer.originalPrice !== undefined) {
          expect(offer.originalPrice).toBeGreaterThan(offer.price);
          expect(offer.discountPercentage).toBe(
            Math.round(((offer.originalPrice - offer.price) / offer.originalPrice) * 100),
          );
        }
        const age = now.getTime() - Date.parse(offer.lastUpdated);
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThanOrEqual(3 * DAY_MS);
      }
    }
  });

  it('uses the spec trust scores on its six platforms, and all six appear', () => {
    const offers = full.flatMap((p) => p.stores);
    for (const [platform, score] of Object.entries(platformTrustScores)) {
      const onPlatform = offers.filter((o) => o.name === platform);
      expect(onPlatform.length).toBeGreaterThan(0);
      expect(onPlatform.every((o) => o.trustScore === score)).toBe(true);
    }
  });

  it('has some offers out of stock, some discounted, and some far below the median price', () => {
    const offers = sample.flatMap((p) => p.stores);
    const farBelow = sample.filter((p) => {
      const prices = p.stores.map((s) => s.price).sort((a, b) => a - b);
      const median = prices[Math.floor(prices.length / 2)]!;
      return prices[0]! < median * 0.5;
    });

    expect(offers.some((o) => !o.inStock)).toBe(true);
    expect(offers.some((o) => o.originalPrice !== undefined)).toBe(true);
    expect(farBelow.length).toBeGreaterThan(0);
    expect(farBelow.length).toBeLessThan(sample.length / 4);
  });

  it('keeps 90 days of history per store, newest first, ending at the offer price', () => {
    for (const p of sample) {
      expect(p.priceHistory.length).toBeGreaterThanOrEqual(20);
      expect(p.priceHistory.length).toBeLessThanOrEqual(80);
      expect(p.priceHistory.every((point) => pricePointSchema.safeParse(point).success)).toBe(true);
      const times = p.priceHistory.map((point) => Date.parse(point.timestamp));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const offer of p.stores) {
        const own = p.priceHistory.filter((point) => point.source === offer.name);
        expect(own[0]).toEqual({
          source: offer.name,
          timestamp: offer.lastUpdated,
          price: offer.price,
        });
        expect(Date.parse(own.at(-1)!.timestamp)).toBe(now.getTime() - 90 * DAY_MS);
      }
      expect(new Set(p.priceHistory.map((point) => point.source))).toEqual(
        new Set(p.stores.map((s) => s.name)),
      );
      expect(Date.parse(p.createdAt)).toBeLessThan(now.getTime() - 90 * DAY_MS);
    }
  });

  it('changes some prices within the 90 days', () => {
    const changed = sample.filter((p) =>
      p.stores.some(
        (offer) =>
          new Set(p.priceHistory.filter((h) => h.source === offer.name).map((h) => h.price)).size >
          1,
      ),
    );

    expect(changed.length).toBeGreaterThan(sample.length / 2);
  });
});

describe('demoCatalogueVersion', () => {
  it('differs by seed and by size', () => {
    const base = demoCatalogueVersion({ seed: 1, count: 100 });

    expect(demoCatalogueVersion({ seed: 1, count: 100 })).toBe(base);
    expect(demoCatalogueVersion({ seed: 2, count: 100 })).not.toBe(base);
    expect(demoCatalogueVersion({ seed: 1, count: 101 })).not.toBe(base);
  });
});

describe('retailPrice', () => {
  it('ends shelf prices in 9', () => {
    expect(retailPrice(24.4)).toBe(23.99);
    expect(retailPrice(24.6)).toBe(24.99);
    expect(retailPrice(3.46)).toBe(3.49);
    expect(retailPrice(0.01)).toBe(0.19);
  });
});
