import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../../lib/seeded-random';
import { checkDiscount } from '../omnibus';
import { aPoint, daysAgo, NOW } from '../price-fixtures';
import { MARKET_RATES, MIN_PRICE, moveOffer, shelfPrice, type MarketOffer } from './offer-move';

/** A stream that answers `rolls` in order, then 0.5: each test picks the branch it is about. */
const scripted = (...rolls: number[]): Random => {
  const base = createRandom(1);
  let i = 0;
  const next = () => rolls[i++] ?? 0.5;
  return {
    ...base,
    next,
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
  };
};

const TODAY = NOW.toISOString();
const walmart = (overrides: Partial<MarketOffer> = {}): MarketOffer => ({
  name: 'Walmart',
  price: 20.99,
  inStock: true,
  ...overrides,
});
/** 60 days at 20.99, so the Omnibus check can judge. */
const steadyHistory = [aPoint('Walmart', 20.99, daysAgo(60))];

describe('shelfPrice', () => {
  it('ends in 9 cents at dime steps, and never goes below the minimum', () => {
    expect(shelfPrice(21.2)).toBe(21.19);
    expect(shelfPrice(3.12)).toBe(3.09);
    // A rise and a fall of one step round alike.
    expect(shelfPrice(2.49 * 1.03)).toBe(2.59);
    expect(shelfPrice(2.49 * 0.97)).toBe(2.39);
    expect(shelfPrice(0.01)).toBe(MIN_PRICE);
    expect(shelfPrice(-5)).toBe(MIN_PRICE);
  });
});

describe('moveOffer (the demo market, one offer and day)', () => {
  it('keeps most offers as they are', () => {
    expect(
      moveOffer({
        offer: walmart(),
        history: steadyHistory,
        random: scripted(0.99),
        dayStart: TODAY,
      }),
    ).toBe(null);
  });

  it('runs an in-stock offer out of stock at its price', () => {
    const move = moveOffer({
      offer: walmart(),
      history: steadyHistory,
      random: scripted(0),
      dayStart: TODAY,
    });

    expect(move).toEqual({ kind: 'stock-out', price: 20.99, inStock: false });
  });

  it('restocks an out-of-stock offer with its sale claim, or leaves it out', () => {
    const out = walmart({ inStock: false, price: 15.99, originalPrice: 20.99 });

    expect(moveOffer({ offer: out, history: [], random: scripted(0.1), dayStart: TODAY })).toEqual({
      kind: 'restock',
      price: 15.99,
      originalPrice: 20.99,
      inStock: true,
    });
    expect(moveOffer({ offer: out, history: [], random: scripted(0.5), dayStart: TODAY })).toBe(
      null,
    );
  });

  it('drifts a price by at most 3 %, leaning back towards the usual price', () => {
    const history = [aPoint('Walmart', 20.99, daysAgo(60))];
    const driftRoll = MARKET_RATES.stockOut + MARKET_RATES.saleStart + 0.01;
    const above = walmart({ price: 24.99 });

    // Far above its usual 20.99: a rise is unlikely (a roll of 0.2 still means down), by 3 %.
    const move = moveOffer({
      offer: above,
      history,
      random: scripted(driftRoll, 0.2, 1),
      dayStart: TODAY,
    });

    expect(move).toEqual({ kind: 'drift', price: shelfPrice(24.99 * 0.97), inStock: true });
    expect(move!.price).toBeLessThan(24.99);
    expect(move!.price).toBeGreaterThanOrEqual(24.99 * 0.965);
  });

  it('starts an honest sale: the was-price is the 30-day low, which the Omnibus check confirms', () => {
    // Prepare: 22.99 until 20 days ago, 20.99 since: the 30-day low is 20.99.
    const history = [aPoint('Walmart', 22.99, daysAgo(60)), aPoint('Walmart', 20.99, daysAgo(20))];
    const saleRoll = MARKET_RATES.stockOut + 0.001;

    // Act: not inflated (0.9), 20 % off (0.5 of 10-30 %).
    const move = moveOffer({
      offer: walmart(),
      history,
      random: scripted(saleRoll, 0.5, 0.9),
      dayStart: TODAY,
    });

    // Assess
    expect(move).toEqual({ kind: 'sale', price: 16.79, originalPrice: 20.99, inStock: true });
    const check = checkDiscount(
      {
        name: 'Walmart',
        price: move!.price,
        originalPrice: move!.originalPrice,
        lastUpdated: TODAY,
      },
      [...history, aPoint('Walmart', move!.price, TODAY, { originalPrice: move!.originalPrice })],
    );
    expect(check?.kind).toBe('confirmed');
  });

  it('starts an inflated sale now and then, which the Omnibus check calls out', () => {
    const saleRoll = MARKET_RATES.stockOut + 0.001;

    // 20 % off, inflated (0.1 < 1/3) by 20 + 0.5 * 30 = 35 %.
    const move = moveOffer({
      offer: walmart(),
      history: steadyHistory,
      random: scripted(saleRoll, 0.5, 0.1, 0.5),
      dayStart: TODAY,
    });

    expect(move).toEqual({
      kind: 'sale',
      price: 16.79,
      originalPrice: shelfPrice(20.99 * 1.35),
      inStock: true,
    });
    const check = checkDiscount(
      {
        name: 'Walmart',
        price: move!.price,
        originalPrice: move!.originalPrice,
        lastUpdated: TODAY,
      },
      [...steadyHistory, aPoint('Walmart', 16.79, TODAY, { originalPrice: move!.originalPrice })],
    );
    expect(check).toMatchObject({ kind: 'not-seen', lowest30d: 20.99 });
  });

  it('holds no sale it cannot claim honestly: the 30-day low is at or below the sale price', () => {
    // A sale at 15.99 a week ago: the low is 15.99, and 10 % off 20.99 is 18.89.
    const history = [
      aPoint('Walmart', 20.99, daysAgo(60)),
      aPoint('Walmart', 15.99, daysAgo(9), { originalPrice: 20.99 }),
      aPoint('Walmart', 20.99, daysAgo(7)),
    ];
    const saleRoll = MARKET_RATES.stockOut + 0.001;

    expect(
      moveOffer({
        offer: walmart(),
        history,
        random: scripted(saleRoll, 0, 0.9),
        dayStart: TODAY,
      }),
    ).toBe(null);
  });

  it('ends a sale at the regular price the store had before it, the claim dropped', () => {
    const history = [
      aPoint('Walmart', 21.49, daysAgo(40)),
      aPoint('Walmart', 16.79, daysAgo(5), { originalPrice: 27.99 }),
      // Out of stock during the sale: still a claiming point.
      aPoint('Walmart', 16.79, daysAgo(3), { originalPrice: 27.99, inStock: false }),
      aPoint('Walmart', 16.79, daysAgo(1), { originalPrice: 27.99 }),
    ];
    const onSale = walmart({ price: 16.79, originalPrice: 27.99 });

    expect(
      moveOffer({
        offer: onSale,
        history,
        random: scripted(MARKET_RATES.stockOut + 0.01),
        dayStart: TODAY,
      }),
    ).toEqual({ kind: 'sale-end', price: 21.49, inStock: true });
    // A sale that does not end today stays as it is.
    expect(moveOffer({ offer: onSale, history, random: scripted(0.9), dayStart: TODAY })).toBe(
      null,
    );
  });

  it("reads only its own store's history", () => {
    const history = [aPoint('Target', 99.99, daysAgo(60)), aPoint('Walmart', 20.99, daysAgo(60))];
    const driftRoll = MARKET_RATES.stockOut + MARKET_RATES.saleStart + 0.01;

    // At its usual price the lean is even: a roll of 0.4 means up.
    const move = moveOffer({
      offer: walmart(),
      history,
      random: scripted(driftRoll, 0.4, 1),
      dayStart: TODAY,
    });

    expect(move).toEqual({ kind: 'drift', price: shelfPrice(20.99 * 1.03), inStock: true });
  });
});
