import { describe, expect, it } from 'vitest';
import { anOffer } from './price-fixtures';
import { trackedOffersOf } from './tracked-offers';

const { source: _source, ...untracked } = anOffer('Walmart', 12.5);

describe('trackedOffersOf', () => {
  it('keeps the source an offer carries', () => {
    const offers = trackedOffersOf([{ ...untracked, source: 'open-prices' }], 'demo');

    expect(offers).toEqual([{ ...untracked, source: 'open-prices' }]);
  });

  it("gives an offer without a source its product's: demo, or a shopper's", () => {
    expect(trackedOffersOf([untracked], 'demo')[0]?.source).toBe('demo');
    expect(trackedOffersOf([untracked], 'user')[0]?.source).toBe('shopper');
  });

  it('does not take a source it does not know', () => {
    expect(trackedOffersOf([{ ...untracked, source: 'scraper' }], 'user')[0]?.source).toBe(
      'shopper',
    );
  });
});
