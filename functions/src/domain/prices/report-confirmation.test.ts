import { describe, expect, it } from 'vitest';
import { daysAgo, anOffer, NOW } from './price-fixtures';
import { isOpenForConfirmation, judgeReport, type ShopperReportFacts } from './report-confirmation';

const offers = [anOffer('Walmart', 20), anOffer('Target', 22), anOffer('Best Buy', 24)];

const aReport = (overrides: Partial<ShopperReportFacts> = {}): ShopperReportFacts => ({
  userId: 'u-1',
  store: 'Corner Shop',
  price: 21,
  reportedAt: NOW.toISOString(),
  ...overrides,
});

describe('judgeReport', () => {
  it('counts a report near the other stores at once', () => {
    expect(judgeReport(aReport(), { offers, unconfirmed: [] })).toEqual({
      status: 'confirmed',
      reason: 'near-median',
      text: "Close to the other stores' median of $22.00",
    });
  });

  it.each([11, 44])('counts %s, on the 50 %% and 200 %% bounds, at once', (price) => {
    expect(judgeReport(aReport({ price }), { offers, unconfirmed: [] }).status).toBe('confirmed');
  });

  it('keeps a report below 50 % of the median unconfirmed, and says what would confirm it', () => {
    expect(judgeReport(aReport({ price: 10.99 }), { offers, unconfirmed: [] })).toEqual({
      status: 'unconfirmed',
      medianPrice: 22,
      text: "Unconfirmed: $10.99 is 50% below the other stores' median of $22.00. It counts once another shopper reports a price within 10% at Corner Shop within 7 days.",
    });
  });

  it('keeps a report above 200 % unconfirmed', () => {
    expect(judgeReport(aReport({ price: 50 }), { offers, unconfirmed: [] })).toMatchObject({
      status: 'unconfirmed',
      text: expect.stringContaining('$50.00 is 127% above') as unknown,
    });
  });

  it("leaves the reported store's own offer out of the median", () => {
    const report = aReport({ store: 'walmart', price: 10 });

    expect(judgeReport(report, { offers, unconfirmed: [] })).toMatchObject({
      status: 'unconfirmed',
      medianPrice: 23,
    });
  });

  it('counts a report when no other store sells the product', () => {
    expect(judgeReport(aReport({ price: 1 }), { offers: [], unconfirmed: [] })).toMatchObject({
      status: 'confirmed',
      reason: 'nothing-to-compare',
    });
  });

  it('is confirmed by a second shopper at the same store within 10 % in 7 days', () => {
    const earlier = { ...aReport({ price: 10, reportedAt: daysAgo(6) }), id: 'r-1' };

    const judgement = judgeReport(
      aReport({ userId: 'u-2', store: ' corner  shop', price: 10.99 }),
      {
        offers,
        unconfirmed: [earlier],
      },
    );

    expect(judgement).toEqual({
      status: 'confirmed',
      reason: 'second-shopper',
      confirms: earlier,
      text: 'Confirmed by a second shopper: $10.99 is within 10% of the $10.00 reported at Corner Shop on 2025-06-24',
    });
  });

  it.each([
    ['the same shopper', { userId: 'u-1' }],
    ['another store', { store: 'Other Shop' }],
    ['a price more than 10 % away', { price: 8.99 }],
    ['more than 7 days apart', { reportedAt: daysAgo(-0.01) }],
  ])('is not confirmed by %s', (_, overrides) => {
    const earlier = aReport({ price: 10, reportedAt: daysAgo(7) });
    const later = aReport({ userId: 'u-2', price: 10, ...overrides });

    expect(judgeReport(later, { offers, unconfirmed: [earlier] }).status).toBe('unconfirmed');
  });
});

describe('isOpenForConfirmation', () => {
  it('keeps a report open for 7 days', () => {
    expect(isOpenForConfirmation(aReport({ reportedAt: daysAgo(7) }), NOW)).toBe(true);
    expect(isOpenForConfirmation(aReport({ reportedAt: daysAgo(7.01) }), NOW)).toBe(false);
  });
});
