import { describe, expect, it, vi } from 'vitest';
import { type TrackedOffer } from '@shop-scanner/shared/prices';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../../../../local/src/seed/demo-catalogue';
import { demoOfferFacts } from '../../../data/products';
import { fromPricePoint, toPriceHistoryPoint } from '../../../model/price-history/history-point';
import { planIngest } from '../ingest-plan';
import { checkDiscount } from '../omnibus';
import { anOffer, aPoint, daysAgo, NOW } from '../price-fixtures';
import { defaultStoreProfile } from '../store-profile';
import {
  dayStartOf,
  marketDay,
  marketDayOf,
  scheduledDay,
  type MarketMove,
  type MarketProduct,
} from './market-day';
import { MIN_PRICE } from './offer-move';
import { DAY_MS } from '@shop-scanner/shared/time';

// demoOfferFacts lives in the product entity module, which loads the table's client: a stand-in
// here, never called.
vi.mock('../../../lib/dynamodb', () => ({
  documentClient: { send: vi.fn() },
  tableName: 'shop-scanner',
}));

const SEED = 7;
/** The day after the price fixtures' NOW. */
const DAY = marketDayOf(new Date(NOW.getTime() + DAY_MS));

/** Generated demo products as the table holds them after a load: demo offers, demo history. */
const generatedProducts = (count: number): MarketProduct[] =>
  generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  }).map((p) => ({
    productId: p.id,
    offers: p.stores.map((s): TrackedOffer => ({ ...s, source: 'demo' })),
    history: p.priceHistory.map((point) =>
      toPriceHistoryPoint(fromPricePoint(point, demoOfferFacts(p.stores))),
    ),
  }));

/** The product after its moves, as the ingest path merges them (offers and history points). */
const applyMoves = (product: MarketProduct, moves: readonly MarketMove[]): MarketProduct => {
  let { offers } = product;
  const history = [...product.history];
  for (const { observation } of moves) {
    const step = planIngest(offers, observation, defaultStoreProfile(observation.store));
    if (step.kind !== 'changed') continue;
    offers = step.offers;
    if (step.historyPoint) history.push(toPriceHistoryPoint(step.historyPoint));
  }
  return { ...product, offers, history };
};

/** The window the product item keeps: the last 121 days (price-history.ts). */
const WINDOW_MS = 121 * DAY_MS;

interface SimulatedDay {
  readonly day: string;
  readonly before: MarketProduct;
  readonly moves: MarketMove[];
  readonly after: MarketProduct;
}

/** `days` market days from the day after the catalogue's reference date, every product. */
const simulate = (products: readonly MarketProduct[], days: number): SimulatedDay[][] => {
  const first = dayStartOf(marketDayOf(DEMO_CATALOGUE_REFERENCE_DATE)).getTime() + DAY_MS;
  return products.map((start) => {
    const log: SimulatedDay[] = [];
    let product = start;
    for (let d = 0; d < days; d += 1) {
      const day = marketDayOf(new Date(first + d * DAY_MS));
      const moves = marketDay(product, day, DEMO_CATALOGUE_SEED);
      const moved = applyMoves(product, moves);
      const edge = dayStartOf(day).getTime() - WINDOW_MS;
      const after = {
        ...moved,
        history: moved.history.filter((p) => Date.parse(p.timestamp) >= edge),
      };
      log.push({ day, before: product, moves, after });
      product = after;
    }
    return log;
  });
};

const products = generatedProducts(60);
const year = simulate(products, 365);
const offerDays = year.flat().reduce((sum, d) => sum + d.before.offers.length, 0);
const movesOf = (kind: MarketMove['kind']) =>
  year.flat().flatMap((d) => d.moves.filter((m) => m.kind === kind));

describe('marketDay (the demo market, one product and day)', () => {
  it('agrees with itself: the same product, day and seed give the very same moves', () => {
    const product = products[0]!;
    const reversed = { ...product, offers: [...product.offers].reverse() };
    const days = Array.from({ length: 40 }, (_, d) =>
      marketDayOf(new Date(Date.parse('2026-12-01T00:00:00Z') + d * DAY_MS)),
    );

    for (const day of days) {
      const moves = marketDay(product, day, SEED);
      expect(marketDay(product, day, SEED)).toEqual(moves);
      // Each offer's move is its own: the offers' order changes nothing.
      expect(marketDay(reversed, day, SEED)).toEqual(expect.arrayContaining(moves));
    }
    // Another seed is another market.
    const all = (seed: number) => days.flatMap((day) => marketDay(product, day, seed));
    expect(all(SEED + 1)).not.toEqual(all(SEED));
  });

  it('dates every observation at the day start, marks it demo, and keeps the shipping', () => {
    const moves = year.flat().flatMap((d) => d.moves.map((m) => ({ day: d.day, m })));

    expect(moves.length).toBeGreaterThan(0);
    for (const { day, m } of moves) {
      expect(m.observation.observedAt).toBe(`${day}T00:00:00.000Z`);
      expect(m.observation.source).toBe('demo');
      expect(m.observation.shipping).toEqual(
        expect.objectContaining({ free: expect.any(Boolean) }),
      );
    }
  });

  it('moves only demo offers not yet updated that day: a second run of the day does nothing', () => {
    const day = '2026-12-01';
    const start = dayStartOf(day).toISOString();
    const shopper = anOffer('Target', 30, { source: 'shopper', lastUpdated: daysAgo(3) });
    const movedToday = anOffer('Amazon', 30, { lastUpdated: start });
    const days = Array.from({ length: 200 }, (_, d) =>
      marketDayOf(new Date(dayStartOf(day).getTime() + d * DAY_MS)),
    );

    // Over 200 days, a shopper's offer and an offer already moved that day are never touched.
    for (const d of days) {
      const product: MarketProduct = {
        productId: 'p-1',
        offers: [shopper, { ...movedToday, lastUpdated: dayStartOf(d).toISOString() }],
        history: [aPoint('Target', 30, daysAgo(60)), aPoint('Amazon', 30, daysAgo(60))],
      };
      expect(marketDay(product, d, SEED)).toEqual([]);
    }
    // A day run again over its own result finds nothing left to do.
    for (const log of year.slice(0, 10)) {
      for (const { day: d, after } of log)
        expect(marketDay(after, d, DEMO_CATALOGUE_SEED)).toEqual([]);
    }
  });

  it("runs the schedule's own day, or today for an event without a time", () => {
    const now = new Date('2026-12-02T15:00:00.000Z');

    expect(scheduledDay('2026-12-01T00:05:00Z', now)).toBe('2026-12-01');
    expect(scheduledDay(undefined, now)).toBe('2026-12-02');
    expect(scheduledDay('not a time', now)).toBe('2026-12-02');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => marketDay(products[0]!, '2026-02-30', SEED)).toThrow(RangeError);
    expect(() => marketDay(products[0]!, 'tomorrow', SEED)).toThrow(RangeError);
    expect(marketDay(products[0]!, DAY, SEED)).toBeInstanceOf(Array);
  });
});

describe('the demo market over a year (60 generated products)', () => {
  it('runs stock-outs, restocks, sales and drifts at plausible rates', () => {
    const perOfferYear = (kind: MarketMove['kind']) => movesOf(kind).length / (offerDays / 365);

    // About 5 stock-outs an offer a year, each back within days; 5 to 7 sales; 20 or more drifts.
    expect(perOfferYear('stock-out')).toBeGreaterThan(3);
    expect(perOfferYear('stock-out')).toBeLessThan(8);
    expect(perOfferYear('restock')).toBeGreaterThan(3);
    expect(perOfferYear('sale')).toBeGreaterThan(3);
    expect(perOfferYear('sale')).toBeLessThan(10);
    expect(perOfferYear('sale-end')).toBeGreaterThan(3);
    expect(perOfferYear('drift')).toBeGreaterThan(12);
    expect(perOfferYear('drift')).toBeLessThan(30);
    // At any time most offers are in stock and at their regular price.
    const days = year.flat();
    const outOfStock =
      days.reduce((n, d) => n + d.after.offers.filter((o) => !o.inStock).length, 0) / offerDays;
    const onSale =
      days.reduce((n, d) => n + d.after.offers.filter((o) => o.originalPrice).length, 0) /
      offerDays;
    expect(outOfStock).toBeGreaterThan(0.03);
    expect(outOfStock).toBeLessThan(0.15);
    expect(onSale).toBeGreaterThan(0.04);
    expect(onSale).toBeLessThan(0.2);
  });

  it('claims honest and inflated was-prices, which the Omnibus check confirms and calls out', () => {
    const checks = year.flat().flatMap(({ moves, after }) =>
      moves
        .filter((m) => m.kind === 'sale')
        .map((m) => {
          const offer = after.offers.find((o) => o.name === m.observation.store)!;
          return checkDiscount(offer, after.history)?.kind;
        }),
    );
    const share = (kind: string) => checks.filter((k) => k === kind).length / checks.length;

    expect(checks.length).toBeGreaterThan(100);
    expect(share('confirmed')).toBeGreaterThan(0.5);
    expect(share('not-seen')).toBeGreaterThan(0.2);
    expect(share('confirmed') + share('not-seen')).toBeGreaterThan(0.95);
  });

  it('never prices at or below zero, and keeps each price near its level', () => {
    /** A store's usual price at the end: the median of its regular in-stock prices on record. */
    const usualPrice = (p: MarketProduct, store: string) => {
      const prices = p.history
        .filter((h) => h.store === store && h.inStock && h.originalPrice === undefined)
        .map((h) => h.price)
        .sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    const ratios: number[] = [];
    for (const log of year) {
      const start = log[0]!.before;
      const end = log.at(-1)!.after;
      for (const d of log) {
        for (const offer of d.after.offers) expect(offer.price).toBeGreaterThanOrEqual(MIN_PRICE);
      }
      for (const offer of start.offers) {
        const ratio = usualPrice(end, offer.name) / offer.price;
        ratios.push(ratio);
        // A year later, every store's usual price is within about a fifth of where it started.
        expect(ratio, `${start.productId} ${offer.name}`).toBeGreaterThan(0.8);
        expect(ratio, `${start.productId} ${offer.name}`).toBeLessThan(1.25);
      }
    }
    // And on the whole the market neither inflates nor deflates.
    const mean = ratios.reduce((s, r) => s + r, 0) / ratios.length;
    expect(mean).toBeGreaterThan(0.97);
    expect(mean).toBeLessThan(1.04);
  });
});
