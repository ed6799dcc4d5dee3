import { describe, expect, it } from 'vitest';
import { brandInTitle, brandPasses, categoryPasses, inPriceRange } from './match-query';

const query = { productName: 'Studio Turntable' };

describe('inPriceRange', () => {
  it('includes both ends of the range', () => {
    const ranged = { ...query, minPrice: 10, maxPrice: 20 };

    expect([9.99, 10, 15, 20, 20.01].map((p) => inPriceRange(p, ranged))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('lets every price through without a range, and reads one-sided ranges', () => {
    expect(inPriceRange(1_000_000, query)).toBe(true);
    expect(inPriceRange(5, { ...query, minPrice: 6 })).toBe(false);
    expect(inPriceRange(5, { ...query, maxPrice: 6 })).toBe(true);
  });
});

describe('brandPasses', () => {
  it('finds a brand by its words, case and accents aside', () => {
    expect(brandPasses('Kestrel Audio', { ...query, brand: 'kestrel' })).toBe(true);
    expect(brandPasses('Maison Élise', { ...query, brand: 'maison elise' })).toBe(true);
  });

  it('refuses another brand and a product without one', () => {
    expect(brandPasses('Voltera', { ...query, brand: 'Sonique' })).toBe(false);
    expect(brandPasses(undefined, { ...query, brand: 'Sonique' })).toBe(false);
  });

  it('lets every product through without a brand filter', () => {
    expect(brandPasses(undefined, query)).toBe(true);
  });
});

describe('brandInTitle', () => {
  it('looks for the brand words in a listing title', () => {
    expect(brandInTitle('NEW Kestrel Audio Studio Turntable', { ...query, brand: 'Kestrel' })).toBe(
      true,
    );
    expect(brandInTitle('Sonique Studio Turntable', { ...query, brand: 'Kestrel' })).toBe(false);
  });
});

describe('categoryPasses', () => {
  it('compares the category exactly', () => {
    expect(categoryPasses('Electronics', { ...query, category: 'Electronics' })).toBe(true);
    expect(categoryPasses('Books', { ...query, category: 'Electronics' })).toBe(false);
    expect(categoryPasses('Books', query)).toBe(true);
  });
});
