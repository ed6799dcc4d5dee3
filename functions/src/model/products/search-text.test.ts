import { describe, expect, it } from 'vitest';
import {
  leastFrequentTerm,
  matchesEveryTerm,
  MAX_TOKENS_PER_PRODUCT,
  mostSelectiveTerm,
  normalizeText,
  productTokens,
  queryTerms,
} from './search-text';

describe('normalizeText', () => {
  it('lower-cases, strips accents and spells out folded letters', () => {
    expect(normalizeText('Crème Brûlée STRAßE Øl')).toBe('creme brulee strasse ol');
  });
});

describe('productTokens', () => {
  it('indexes distinct words of name, brand, category and tags, without stop words or 1-letter words', () => {
    const tokens = productTokens({
      name: 'Dark Chocolate & Sea-Salt Bar x',
      brand: 'Maison Élise',
      category: 'Grocery & Gourmet Food',
      tags: ['chocolate', 'for kids'],
    });

    expect(tokens).toEqual([
      'dark',
      'chocolate',
      'sea',
      'salt',
      'bar',
      'maison',
      'elise',
      'grocery',
      'gourmet',
      'food',
      'kids',
    ]);
  });

  it('caps the tokens so a product fits in one transaction', () => {
    const name = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

    expect(productTokens({ name, category: 'Other', tags: [] })).toHaveLength(
      MAX_TOKENS_PER_PRODUCT,
    );
  });
});

describe('queryTerms', () => {
  it('keeps distinct terms and drops 1-letter words and stop words beside them', () => {
    expect(queryTerms('Chocolate a the BAR chocolate')).toEqual({
      kind: 'terms',
      terms: ['chocolate', 'bar'],
    });
  });

  it('refuses a query of 1-letter words only', () => {
    expect(queryTerms('a b c')).toEqual({ kind: 'tooShort' });
    expect(queryTerms('!!')).toEqual({ kind: 'tooShort' });
  });

  it('searches stop words when the query has nothing else', () => {
    expect(queryTerms('the')).toEqual({ kind: 'terms', terms: ['the'] });
  });
});

describe('matching', () => {
  it('matches prefixes, and needs every term', () => {
    const tokens = ['dark', 'chocolate', 'bar'];

    expect(matchesEveryTerm(tokens, ['choc'])).toBe(true);
    expect(matchesEveryTerm(tokens, ['choc', 'bar'])).toBe(true);
    expect(matchesEveryTerm(tokens, ['choc', 'milk'])).toBe(false);
    expect(matchesEveryTerm(tokens, ['olate'])).toBe(false);
  });

  it('drives the lookup with the longest term', () => {
    expect(mostSelectiveTerm(['bar', 'chocolate', 'dark'])).toBe('chocolate');
  });
});

describe('leastFrequentTerm', () => {
  it('reads the word that finds the fewest products, whatever its length', () => {
    const found: Record<string, number> = { dog: 550, food: 2900 };

    expect(leastFrequentTerm(['dog', 'food'], (t) => found[t])).toBe('dog');
  });

  it('prefers a counted word, and the longest when none is counted', () => {
    expect(leastFrequentTerm(['dog', 'food'], (t) => (t === 'food' ? 9 : undefined))).toBe('food');
    expect(leastFrequentTerm(['dog', 'food'], () => undefined)).toBe('food');
  });
});
