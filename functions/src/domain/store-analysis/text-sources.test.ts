import { describe, expect, it } from 'vitest';
import {
  anyOf,
  findDistinct,
  findPhrase,
  matching,
  matchingNear,
  quoteHit,
  shortPhrase,
  type TextSource,
} from './text-sources';

const sources: TextSource[] = [
  { text: 'Welcome. Nothing here.', where: 'on the storefront page', source: 'https://s.example/' },
  {
    text: 'All orders ship from China. Ships from CHINA again.',
    where: 'on the shipping page',
    source: 'https://s.example/shipping',
  },
  { text: 'Our mugs ship from china too.', where: 'in the product "Mug"' },
];

describe('findPhrase', () => {
  it('cites the first source holding a match, as written, and counts the others', () => {
    // Act
    const hit = findPhrase(sources, matching(/ship from china/i));

    // Assess
    expect(hit).toEqual({
      phrase: 'ship from China',
      where: 'on the shipping page',
      source: 'https://s.example/shipping',
      elsewhere: 1,
    });
  });

  it('finds nothing when no source matches', () => {
    expect(findPhrase(sources, matching(/printful/i))).toBeUndefined();
  });
});

describe('anyOf', () => {
  it('answers with the first matcher that finds something', () => {
    const match = anyOf(matching(/absent/), matching(/Nothing/), matching(/Welcome/));

    expect(match('Welcome. Nothing here.')).toBe('Nothing');
  });
});

describe('matchingNear', () => {
  it('accepts a match only when its own sentence, near it, passes', () => {
    const match = matchingNear(/\d+ days/, 20, (_m, near) => /ship/.test(near));

    expect(match('Returns within 30 days.')).toBeUndefined();
    expect(match('Returns within 30 days. We ship in 12 days.')).toBe('12 days');
    expect(match('We ship worldwide. Returns within 30 days!')).toBeUndefined();
    expect(match('We ship it all, and at the very latest it is there in 9 days')).toBeUndefined();
  });
});

describe('findDistinct', () => {
  it('keeps each distinct word once, where it was first found, and counts the other sources', () => {
    const hits = findDistinct(
      [
        { text: 'Handmade, hand-made, HANDMADE.', where: 'on the about page' },
        { text: 'A handmade mug, hand-poured candle.', where: 'in the product "Mug"' },
      ],
      /\bhand[- ]?(?:made|poured)\b/i,
      (phrase) => phrase.toLowerCase().replace(/-/g, ''),
    );

    expect(hits).toEqual([
      { phrase: 'Handmade', where: 'on the about page', source: undefined, elsewhere: 1 },
      { phrase: 'hand-poured', where: 'in the product "Mug"', source: undefined, elsewhere: 0 },
    ]);
  });
});

describe('quoteHit', () => {
  it('quotes the phrase with where it was found and how many more places hold it', () => {
    expect(
      quoteHit({ phrase: 'ships from China', where: 'on the shipping page', elsewhere: 0 }),
    ).toBe('"ships from China" on the shipping page');
    expect(quoteHit({ phrase: 'mug', where: 'in the product "Mug"', elsewhere: 1 })).toBe(
      '"mug" in the product "Mug" (and 1 more place)',
    );
    expect(quoteHit({ phrase: 'mug', where: 'on the storefront page', elsewhere: 3 })).toBe(
      '"mug" on the storefront page (and 3 more places)',
    );
  });
});

describe('shortPhrase', () => {
  it('collapses whitespace and keeps at most 80 characters', () => {
    expect(shortPhrase('  a \n b  ')).toBe('a b');
    const long = shortPhrase('x'.repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
