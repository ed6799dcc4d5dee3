import { describe, expect, it } from 'vitest';
import vocabularyData from './catalogue-vocabulary.json';
import { catalogueVocabulary, loadVocabulary } from './catalogue-vocabulary';

/** One small category as the data file writes it. */
const category = (overrides: Record<string, unknown> = {}) => ({
  category: 'Electronics',
  weight: 1,
  brands: ['Voltera'],
  qualifiers: ['Pro'],
  kinds: [['Earbuds', 59, ['Touch controls'], ['Wireless']]],
  variants: 'colours',
  commonFeatures: [],
  tags: [],
  kindTags: [],
  blurbs: ['Made to last.'],
  ...overrides,
});
const colours = [
  ['Black', 1],
  ['White', 1],
];

describe('the catalogue vocabulary data', () => {
  it('puts a shared variant list in place of its name', () => {
    // Prepare
    const file = { variantSets: { colours }, categories: [category()] };

    // Act
    const [loaded] = loadVocabulary(file);

    // Assess
    expect(loaded?.variants).toEqual(colours);
    expect(loaded?.kinds[0]?.[0]).toBe('Earbuds');
  });

  it('refuses a category naming a variant list the file does not have', () => {
    const file = { variantSets: { colours }, categories: [category({ variants: 'sizes' })] };

    expect(() => loadVocabulary(file)).toThrow(/Electronics names no variant set "sizes"/);
  });

  it('refuses a category that is not one of the product categories, and a kind without a price', () => {
    const unknownCategory = { variantSets: {}, categories: [category({ category: 'Gadgets' })] };
    const kindWithoutPrice = {
      variantSets: { colours },
      categories: [category({ kinds: [['Earbuds', ['Touch controls'], ['Wireless']]] })],
    };

    expect(() => loadVocabulary(unknownCategory)).toThrow();
    expect(() => loadVocabulary(kindWithoutPrice)).toThrow();
  });

  it('gives every category of the data file its variants, resolved from the shared lists', () => {
    const sharedNames = Object.keys(vocabularyData.variantSets);

    expect(catalogueVocabulary).toHaveLength(vocabularyData.categories.length);
    expect(sharedNames.length).toBeGreaterThan(0);
    for (const vocabulary of catalogueVocabulary) {
      expect(vocabulary.variants.length, vocabulary.category).toBeGreaterThan(0);
    }
  });
});
