import { describe, expect, it } from 'vitest';
import type { PriceReport } from '@shop-scanner/shared/prices';
import type { PriceReportRecord } from '../../data/price-reports';
import { anOffer, daysAgo, NOW } from './price-fixtures';
import { planReport, unconfirmedReportsOf } from './report-plan';

/** The other stores' median is $22. */
const offers = [anOffer('Walmart', 20), anOffer('Target', 22), anOffer('Best Buy', 24)];

const aReport = (overrides: Partial<PriceReport> = {}): PriceReport => ({
  storeName: 'Corner Shop',
  price: 21,
  inStock: true,
  ...overrides,
});

const aRecord = (overrides: Partial<PriceReportRecord> = {}): PriceReportRecord => ({
  productId: 'p-1',
  userId: 'u-1',
  store: 'Corner Shop',
  price: 10,
  inStock: true,
  reportedAt: daysAgo(1),
  medianPrice: 22,
  text: 'Unconfirmed: far below',
  ...overrides,
});

const request = (report: PriceReport, userId = 'u-2') => ({
  productId: 'p-1',
  userId,
  report,
  now: NOW,
});

describe('planReport', () => {
  it('lets a price near the median count, as a shopper observation of now', () => {
    const plan = planReport(request(aReport({ url: 'https://corner.example/kettle' })), offers, []);

    expect(plan).toEqual({
      kind: 'accept',
      reason: 'near-median',
      text: "Close to the other stores' median of $22.00",
      observations: [
        {
          productId: 'p-1',
          store: 'Corner Shop',
          price: 21,
          inStock: true,
          // A store new to the product: the price was seen in the shop, nothing is shipped.
          shipping: { free: true, cost: 0, estimatedDays: 0 },
          url: 'https://corner.example/kettle',
          source: 'shopper',
          observedAt: NOW.toISOString(),
        },
      ],
      settles: [],
    });
  });

  it("never carries the store's claimed was-price into a shopper's report; keeps its shipping", () => {
    // Prepare: Walmart claims a was-price of $25.99; the shopper reports $19.49 and no was-price.
    const shipping = { free: false, cost: 4.5, estimatedDays: 2 };
    const walmart = anOffer('Walmart', 20, { shipping, originalPrice: 25.99 });

    // Act
    const plan = planReport(
      request(aReport({ storeName: 'walmart', price: 19.49 })),
      [walmart, ...offers.slice(1)],
      [],
    );

    // Assess
    expect(plan.kind).toBe('accept');
    const [observation] = plan.kind === 'accept' ? plan.observations : [];
    expect(observation).toEqual(
      expect.objectContaining({ price: 19.49, shipping, source: 'shopper' }),
    );
    expect(observation).not.toHaveProperty('originalPrice');
  });

  it('keeps a price far from the median apart, with the numbers', () => {
    const plan = planReport(request(aReport({ price: 9.999 })), offers, []);

    expect(plan).toEqual({
      kind: 'hold',
      record: {
        productId: 'p-1',
        userId: 'u-2',
        store: 'Corner Shop',
        price: 10,
        inStock: true,
        reportedAt: NOW.toISOString(),
        medianPrice: 22,
        text: "Unconfirmed: $10.00 is 55% below the other stores' median of $22.00. It counts once another shopper reports a price within 10% at Corner Shop within 7 days.",
      },
    });
  });

  it("is confirmed by another shopper's open report: both prices go in, oldest first, and it is settled", () => {
    const earlier = aRecord({ price: 10, reportedAt: daysAgo(2), url: 'https://corner.example' });

    const plan = planReport(request(aReport({ price: 10.5 })), offers, [earlier]);

    expect(plan).toMatchObject({
      kind: 'accept',
      reason: 'second-shopper',
      observations: [
        { price: 10, observedAt: daysAgo(2), url: 'https://corner.example', source: 'shopper' },
        { price: 10.5, observedAt: NOW.toISOString(), source: 'shopper' },
      ],
      settles: [earlier],
    });
  });

  it('is not confirmed by the same shopper reporting again', () => {
    const earlier = aRecord({ userId: 'u-2' });

    expect(planReport(request(aReport({ price: 10 })), offers, [earlier]).kind).toBe('hold');
  });

  it('is not confirmed by a report closed more than 7 days ago', () => {
    const closed = aRecord({ reportedAt: daysAgo(7.5) });

    expect(planReport(request(aReport({ price: 10 })), offers, [closed]).kind).toBe('hold');
  });

  it("counts a price that agrees with the store's own current price, however far from the others", () => {
    // The Corner Shop's $10 was confirmed earlier; a retry of that confirmation, or a third
    // shopper, reports it again.
    const corner = anOffer('Corner Shop', 10, { source: 'shopper' });

    const plan = planReport(request(aReport({ price: 10.5 })), [...offers, corner], []);

    expect(plan).toMatchObject({
      kind: 'accept',
      reason: 'matches-store',
      text: "Within 10% of Corner Shop's current price of $10.00",
    });
  });

  it("settles the shopper's own earlier report of the store when their new one counts", () => {
    const own = aRecord({ userId: 'u-2', price: 5 });
    const others = aRecord({ userId: 'u-3', store: 'Other Shop' });

    const plan = planReport(request(aReport()), offers, [own, others]);

    expect(plan).toMatchObject({ kind: 'accept', settles: [own] });
  });
});

describe('unconfirmedReportsOf', () => {
  it('lists the open reports newest first, without who made them', () => {
    const older = aRecord({ reportedAt: daysAgo(3), url: 'https://corner.example' });
    const newer = aRecord({ store: 'Other Shop', reportedAt: daysAgo(1) });
    const closed = aRecord({ reportedAt: daysAgo(8) });

    expect(unconfirmedReportsOf([older, closed, newer], NOW)).toEqual([
      {
        store: 'Other Shop',
        price: 10,
        inStock: true,
        reportedAt: daysAgo(1),
        text: 'Unconfirmed: far below',
      },
      {
        store: 'Corner Shop',
        price: 10,
        inStock: true,
        url: 'https://corner.example',
        reportedAt: daysAgo(3),
        text: 'Unconfirmed: far below',
      },
    ]);
  });
});
