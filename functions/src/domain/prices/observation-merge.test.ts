import { describe, expect, it } from 'vitest';
import { mergeObservation } from './observation-merge';
import { anObservation, anOffer, daysAgo, NOW } from './price-fixtures';
import { planReport } from './report-plan';

const newStore = { trustScore: 70 };
const walmart = anOffer('Walmart', 20, {
  url: 'https://walmart.example/item',
  lastUpdated: daysAgo(1),
});
const offers = [walmart, anOffer('Target', 22)];

describe('mergeObservation', () => {
  it('changes nothing but lastUpdated when the store is seen at the same offer: no history point', () => {
    const merge = mergeObservation(
      offers,
      anObservation({ store: ' WALMART ', source: 'shopper' }),
      newStore,
    );

    expect(merge).toMatchObject({
      changed: false,
      stale: false,
      historyPoint: null,
      priceChanged: null,
    });
    expect(merge.offer).toEqual({ ...walmart, lastUpdated: NOW.toISOString() });
    expect(merge.offers).toEqual([merge.offer, offers[1]]);
  });

  it('records a new price: the offer, a history point and the PriceChanged detail', () => {
    const merge = mergeObservation(
      offers,
      anObservation({ price: 18, source: 'open-prices' }),
      newStore,
    );

    expect(merge.changed).toBe(true);
    expect(merge.offer).toMatchObject({ name: 'Walmart', price: 18, source: 'open-prices' });
    expect(merge.historyPoint).toEqual({
      store: 'Walmart',
      source: 'open-prices',
      price: 18,
      inStock: true,
      shippingCost: 0,
      timestamp: NOW.toISOString(),
    });
    expect(merge.priceChanged).toEqual({
      productId: 'p-1',
      store: 'Walmart',
      source: 'open-prices',
      old: { price: 20, inStock: true },
      new: { price: 18, inStock: true },
      observedAt: NOW.toISOString(),
    });
  });

  it('records a stock-out as a change of stock', () => {
    const merge = mergeObservation(offers, anObservation({ inStock: false }), newStore);

    expect(merge.historyPoint).toMatchObject({ inStock: false, price: 20 });
    expect(merge.priceChanged).toMatchObject({ old: { inStock: true }, new: { inStock: false } });
  });

  it('records a sale with its claimed was-price and discount, without a price event for shipping', () => {
    const sale = mergeObservation(
      offers,
      anObservation({ price: 16, originalPrice: 20 }),
      newStore,
    );
    const shipping = mergeObservation(
      offers,
      anObservation({ shipping: { free: false, cost: 4.99, estimatedDays: 3 } }),
      newStore,
    );

    expect(sale.offer).toMatchObject({ originalPrice: 20, discountPercentage: 20 });
    expect(sale.historyPoint).toMatchObject({ price: 16, originalPrice: 20 });
    expect(shipping.historyPoint).toMatchObject({ price: 20, shippingCost: 4.99 });
    expect(shipping.priceChanged).toBeNull();
  });

  it('drops a was-price at or below the price: it claims no discount', () => {
    const merge = mergeObservation(offers, anObservation({ originalPrice: 20 }), newStore);

    expect(merge.offer).not.toHaveProperty('originalPrice');
    expect(merge.offer).not.toHaveProperty('discountPercentage');
    expect(merge.changed).toBe(false);
  });

  it('updates a changed link without writing price history', () => {
    const merge = mergeObservation(
      offers,
      anObservation({ url: 'https://walmart.example/new' }),
      newStore,
    );

    expect(merge).toMatchObject({ changed: true, historyPoint: null, priceChanged: null });
    expect(merge.offer).toMatchObject({ url: 'https://walmart.example/new', source: 'demo' });
  });

  it('adds a store new to the product with what the ingest knows of it', () => {
    const merge = mergeObservation(
      offers,
      anObservation({ store: ' Corner Shop ', url: undefined, source: 'shopper', price: 19 }),
      { trustScore: 50, rating: 4.1 },
    );

    expect(merge.offer).toEqual({
      name: 'Corner Shop',
      url: '',
      price: 19,
      inStock: true,
      shipping: { free: true, cost: 0, estimatedDays: 3 },
      trustScore: 50,
      rating: 4.1,
      lastUpdated: NOW.toISOString(),
      source: 'shopper',
    });
    expect(merge.offers).toHaveLength(3);
    expect(merge.historyPoint).not.toBeNull();
    expect(merge.priceChanged).toMatchObject({ old: null, new: { price: 19, inStock: true } });
  });

  it('ignores an observation older than the offer', () => {
    const merge = mergeObservation(
      offers,
      anObservation({ price: 5, observedAt: daysAgo(2) }),
      newStore,
    );

    expect(merge).toMatchObject({
      stale: true,
      changed: false,
      historyPoint: null,
      priceChanged: null,
    });
    expect(merge.offer).toBe(walmart);
  });

  it("leaves no was-price on the offer when a shopper's report states none", () => {
    // Prepare: Walmart's offer claims $25.99 was-price (25 % off); a shopper reports $19.49.
    const onSale = anOffer('Walmart', 19.99, {
      originalPrice: 25.99,
      discountPercentage: 23,
      lastUpdated: daysAgo(1),
    });
    const plan = planReport(
      {
        productId: 'p-1',
        userId: 'u-1',
        report: { storeName: 'Walmart', price: 19.49, inStock: true },
        now: NOW,
      },
      [onSale, anOffer('Target', 20)],
      [],
    );
    const [observation] = plan.kind === 'accept' ? plan.observations : [];

    // Act
    const merge = mergeObservation([onSale], observation!, newStore);

    // Assess: the shopper's price, marked as theirs, with no claim they did not make.
    expect(merge.offer).toMatchObject({ name: 'Walmart', price: 19.49, source: 'shopper' });
    expect(merge.offer).not.toHaveProperty('originalPrice');
    expect(merge.offer).not.toHaveProperty('discountPercentage');
    expect(merge.historyPoint).not.toHaveProperty('originalPrice');
  });
});
