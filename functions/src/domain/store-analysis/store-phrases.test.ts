import { describe, expect, it } from 'vitest';
import {
  claimsOfProduct,
  handmadeKey,
  HANDMADE_WORDS,
  longDelivery,
  urgency,
} from './store-phrases';

describe('longDelivery', () => {
  it.each([
    ['Orders ship in 7-30 business days.', '7-30 business days'],
    ['Please allow 2-4 weeks for delivery.', '2-4 weeks'],
    ['Delivery: 10 to 15 working days', '10 to 15 working days'],
    ['All items are shipped from our overseas warehouse.', 'shipped from our overseas warehouse'],
    ['Ships from China', 'Ships from China'],
  ])('finds "%s"', (text, phrase) => {
    expect(longDelivery(text)).toBe(phrase);
  });

  it.each([
    ['a window of two weeks or less', 'Delivery takes 3-14 days.'],
    ['one or two weeks', 'Shipping takes 1-2 weeks.'],
    ['a return window', 'Returns accepted within 14-30 days.'],
    ['a window in another sentence than shipping', 'Free shipping. Returns 15-30 days.'],
    [
      'a window for international orders',
      'Delivery in 3-5 days in the US, 7-21 days internationally.',
    ],
    ['a window outside the country', 'Orders outside the US arrive in 10-20 days.'],
  ])('does not take %s for a long delivery', (_name, text) => {
    expect(longDelivery(text)).toBeUndefined();
  });
});

describe('urgency', () => {
  it.each([
    'Only 3 left in stock',
    'Hurry, only today',
    'Limited time offer',
    'Selling fast!',
    '12 people are viewing this',
    'Sale ends tonight',
  ])('finds "%s"', (text) => {
    expect(urgency(text)).toBeDefined();
  });

  it('leaves plain shop words alone', () => {
    expect(urgency('In a hurry? Choose express shipping. Only the best left us.')).toBeUndefined();
  });
});

describe('handmade words', () => {
  it("finds the words of the maker's own hand, one word whatever its spelling", () => {
    const text =
      'Handmade mugs, hand-made plates, hand poured candles, made by hand, handcrafted, Hand-Crafted, hand-thrown bowls, hand-stitched wallets.';

    const words = [...text.matchAll(new RegExp(HANDMADE_WORDS.source, 'gi'))].map((m) => m[0]);

    expect(words).toEqual([
      'Handmade',
      'hand-made',
      'hand poured',
      'made by hand',
      'handcrafted',
      'Hand-Crafted',
      'hand-thrown',
      'hand-stitched',
    ]);
    expect(new Set(words.map(handmadeKey))).toEqual(
      new Set([
        'handmade',
        'handpoured',
        'madebyhand',
        'handcrafted',
        'handthrown',
        'handstitched',
      ]),
    );
  });

  it.each([
    ['Spanish', 'Felpudo pintado a mano, hecho a mano en Madrid', 'pintado a mano'],
    ['French', 'Bol en grès fait main', 'fait main'],
    ['German', 'Handgemachte Seife aus Berlin', 'Handgemachte'],
    ['Italian', 'Borsa in pelle fatta a mano', 'fatta a mano'],
  ])("finds a maker's claim in %s", (_language, text, word) => {
    expect(new RegExp(HANDMADE_WORDS.source, 'gi').exec(text)?.[0]).toBe(word);
  });

  it.each([
    'Tuscan Hills Small Batch Granola Pack of 6',
    'Tuscan Hills Artisan Honey 500 g',
    'Artisanal sourdough, small-batch roasted coffee',
    'Expertly crafted, handpicked olives, hand-selected beans',
  ])('takes no marketing word for a handmade claim: "%s"', (text) => {
    expect(new RegExp(HANDMADE_WORDS.source, 'gi').exec(text)).toBeNull();
  });

  it.each([
    [
      'a brand describing itself',
      'Wir sind: Anne und Stefan - Innovation und traditionelle Manufaktur – Online Nerds und Handmade.',
      false,
    ],
    ['a family business', 'As a family business we have handcrafted since 1920.', false],
    ['a product said to be made by hand', 'Each bowl is hand-thrown in our studio.', true],
    ['a story in another sentence', 'We are Anne and Stefan. This bowl is handmade.', true],
    [
      'another product offered with it',
      'Inkl. Montageanleitung Und gleich die handgemachte passende SF Matratze dazubestellen!',
      false,
    ],
    ['a candle to pair it with', 'Pair it with our hand-poured soy candle.', false],
    ['a cushion to order with it', 'Un coussin fait main à commander avec ce plaid.', false],
    [
      'an offer in the sentence before',
      'Also order the matching lid. This bowl is hand-thrown in our studio.',
      true,
    ],
  ])('claimsOfProduct: %s → %s', (_name, text, expected) => {
    // Prepare
    const match = new RegExp(HANDMADE_WORDS.source, 'gi').exec(text)!;

    // Act, Assess
    expect(claimsOfProduct(match, text)).toBe(expected);
  });
});
