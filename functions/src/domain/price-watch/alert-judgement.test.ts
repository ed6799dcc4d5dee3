import { describe, expect, it } from 'vitest';
import type { StoreOffer } from '@shop-scanner/shared/products';
import {
  confirmation,
  judgedOffer,
  sightingOf,
  watchStateOf,
  type FarOffSighting,
} from './alert-judgement';
import { INITIAL_WATCH_STATE } from './watch-rules';

const offer = (name: string, price: number, fields: Partial<StoreOffer> = {}): StoreOffer => ({
  name,
  url: `https://${name.toLowerCase()}.example/p`,
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  trustScore: 90,
  lastUpdated: '2026-11-27T10:00:00.000Z',
  ...fields,
});

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

describe('confirmation', () => {
  it('confirms a price near the other stores without remembering anything', () => {
    const low = offer('Target', 90);

    expect(confirmation(low, [low, offer('Walmart', 100)], null, undefined)).toEqual({
      confirmed: true,
      sighting: null,
    });
  });

  it('holds a far-off price seen once, and remembers where and when it was seen', () => {
    const glitch = offer('Target', 20);

    const result = confirmation(glitch, [glitch, offer('Walmart', 100)], null, undefined);

    expect(result).toEqual({
      confirmed: false,
      sighting: { store: 'Target', price: 20, seenAt: glitch.lastUpdated },
    });
  });

  it('confirms the far-off price once its store was observed again at it', () => {
    const sighting: FarOffSighting = {
      store: 'Target',
      price: 20,
      seenAt: '2026-11-27T10:00:00.000Z',
    };
    const sameOffer = offer('Target', 20);
    const seenLater = offer('Target', 20, { lastUpdated: '2026-11-27T11:00:00.000Z' });
    const others = [offer('Walmart', 100)];

    expect(confirmation(sameOffer, [sameOffer, ...others], sighting, undefined)).toEqual({
      confirmed: false,
      sighting,
    });
    expect(confirmation(seenLater, [seenLater, ...others], sighting, undefined)).toEqual({
      confirmed: true,
      sighting: null,
    });
  });

  it('confirms a far-off price a second store also has', () => {
    const low = offer('Target', 20);
    const offers = [low, offer('Amazon', 20), offer('Walmart', 100), offer('Best Buy', 110)];

    expect(confirmation(low, offers, null, undefined).confirmed).toBe(true);
  });

  it("measures a lone store against its own price before the event's change", () => {
    const lone = offer('Target', 20);
    const cause = {
      productId: 'p',
      store: 'Target',
      source: 'shopper' as const,
      old: { price: 100, inStock: true },
      new: { price: 20, inStock: true },
      observedAt: lone.lastUpdated,
    };

    expect(confirmation(lone, [lone], null, cause).confirmed).toBe(false);
    expect(confirmation(lone, [lone], null, undefined).confirmed).toBe(true);
  });
});

describe('the stored watch and sighting', () => {
  it('reads an alert never judged as a new watch with no sighting', () => {
    expect(watchStateOf(undefined)).toEqual(INITIAL_WATCH_STATE);
    expect(sightingOf(undefined)).toBeNull();
  });

  it('reads back what was written', () => {
    const state = { armed: false, lastAlertPrice: 18, lastAlertAt: '2026-11-27T10:00:00.000Z' };
    const sighting = { store: 'Target', price: 20, seenAt: '2026-11-27T10:00:00.000Z' };

    expect(watchStateOf(state)).toEqual(state);
    expect(sightingOf(sighting)).toEqual(sighting);
  });
});
