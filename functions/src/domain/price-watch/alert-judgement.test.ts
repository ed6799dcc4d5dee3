import { describe, expect, it } from 'vitest';
import { judgedOffer, watchStateOf } from './alert-judgement';
import { anOffer as offer } from '../prices/price-fixtures';
import { INITIAL_WATCH_STATE } from './watch-rules';

describe('judgedOffer', () => {
  const offers = [
    offer('Walmart', 30),
    offer('Target', 25, { trustScore: 40 }),
    offer('Amazon', 25, { trustScore: 80 }),
    offer('eBay', 10, { inStock: false }),
  ];

  it('is the lowest in-stock offer for an alert on any store, the most trusted of a tie', () => {
    expect(judgedOffer({ storeName: null }, offers)?.name).toBe('Amazon');
  });

  it("is the named store's in-stock offer, whatever its case and spacing", () => {
    expect(judgedOffer({ storeName: ' walmart ' }, offers)?.price).toBe(30);
  });

  it('is none where the store is out of stock or absent', () => {
    expect(judgedOffer({ storeName: 'eBay' }, offers)).toBeUndefined();
    expect(judgedOffer({ storeName: 'Etsy' }, offers)).toBeUndefined();
  });
});

describe('the stored watch', () => {
  it('reads an alert never judged as a new watch', () => {
    expect(watchStateOf(undefined)).toEqual(INITIAL_WATCH_STATE);
  });

  it('reads back what was written', () => {
    const state = { armed: false, lastAlertPrice: 18, lastAlertAt: '2026-11-27T10:00:00.000Z' };

    expect(watchStateOf(state)).toEqual(state);
  });
});
