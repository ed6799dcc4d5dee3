import { describe, expect, it } from 'vitest';
import {
  isFromTheFuture,
  MAX_OBSERVATION_SKEW_MS,
  normalizeObservation,
  planIngest,
} from './ingest-plan';
import { anObservation, anOffer, daysAgo, NOW } from './price-fixtures';

const newStore = { trustScore: 70 };
const walmart = anOffer('Walmart', 20, {
  url: 'https://walmart.example/item',
  lastUpdated: daysAgo(1),
});
const offers = [walmart, anOffer('Target', 22)];

describe('planIngest', () => {
  it('writes a changed price with its history point in cents and its PriceChanged detail', () => {
    const step = planIngest(offers, anObservation({ price: 18.5, source: 'shopper' }), newStore);

    expect(step.kind).toBe('changed');
    if (step.kind !== 'changed') return;
    expect(step.offers[0]).toMatchObject({ name: 'Walmart', price: 18.5, source: 'shopper' });
    expect(step.historyPoint).toEqual({
      store: 'Walmart',
      price: 1_850,
      inStock: true,
      source: 'shopper',
      observedAt: NOW.toISOString(),
    });
    expect(step.priceChanged).toMatchObject({
      old: { price: 20, inStock: true },
      new: { price: 18.5, inStock: true },
    });
  });

  it('moves only lastUpdated when the same offer is seen again later', () => {
    const step = planIngest(offers, anObservation(), newStore);

    expect(step.kind).toBe('seen');
    if (step.kind !== 'seen') return;
    expect(step.offers).toEqual([{ ...walmart, lastUpdated: NOW.toISOString() }, offers[1]]);
  });

  it('writes nothing for an observation the offer already is: a redelivery has one effect', () => {
    const first = planIngest(offers, anObservation({ price: 18 }), newStore);
    if (first.kind !== 'changed') throw new Error('expected a change');

    const again = planIngest(first.offers, anObservation({ price: 18 }), newStore);

    expect(again.kind).toBe('duplicate');
    expect(again.offer).toEqual(first.offer);
  });

  it('ignores an observation older than the offer', () => {
    const step = planIngest(offers, anObservation({ price: 5, observedAt: daysAgo(2) }), newStore);

    expect(step).toEqual({ kind: 'stale', offer: walmart });
  });

  it('adds a store new to the product: a change, with no old state in the event', () => {
    const step = planIngest(offers, anObservation({ store: 'Corner Shop', price: 19 }), newStore);

    expect(step.kind).toBe('changed');
    if (step.kind !== 'changed') return;
    expect(step.offers).toHaveLength(3);
    expect(step.offer).toMatchObject({ name: 'Corner Shop', trustScore: 70 });
    expect(step.priceChanged).toMatchObject({ old: null, new: { price: 19 } });
  });

  it('writes a changed link without a history point or an event', () => {
    const step = planIngest(offers, anObservation({ url: 'https://walmart.example/b' }), newStore);

    expect(step).toMatchObject({ kind: 'changed', historyPoint: null, priceChanged: null });
  });
});

describe('normalizeObservation', () => {
  it('rounds amounts to the cent and writes the time as toISOString does', () => {
    const observation = normalizeObservation(
      anObservation({
        price: 19.994,
        originalPrice: 25.005,
        shipping: { free: false, cost: 4.999, estimatedDays: 2 },
        observedAt: '2025-06-30T12:00:00Z',
      }),
    );

    expect(observation).toMatchObject({
      price: 19.99,
      originalPrice: 25.01,
      shipping: { free: false, cost: 5, estimatedDays: 2 },
      observedAt: '2025-06-30T12:00:00.000Z',
    });
  });
});

describe('isFromTheFuture', () => {
  it('allows a few minutes of clock skew, not more', () => {
    const at = (ms: number) =>
      anObservation({ observedAt: new Date(NOW.getTime() + ms).toISOString() });

    expect(isFromTheFuture(at(MAX_OBSERVATION_SKEW_MS), NOW)).toBe(false);
    expect(isFromTheFuture(at(MAX_OBSERVATION_SKEW_MS + 1), NOW)).toBe(true);
    expect(isFromTheFuture(at(-60_000), NOW)).toBe(false);
  });
});
