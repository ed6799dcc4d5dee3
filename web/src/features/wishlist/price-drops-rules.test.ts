import { describe, expect, it } from 'vitest';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';
import { dropPrices, dropsEmptyState, listAfterMarking, unreadAmong } from './price-drops-rules';

const drop = (id: string, overrides: Partial<PriceDrop> = {}): PriceDrop => ({
  id,
  itemId: `item-${id}`,
  productId: `product-${id}`,
  productName: `Product ${id}`,
  kind: 'price-drop',
  oldPrice: 27,
  newPrice: 24,
  priceDropPercentage: 11.1,
  store: 'Target',
  storeTrustScore: 85,
  lowTrust: false,
  detectedAt: '2026-11-20T10:00:00.000Z',
  isRead: false,
  ...overrides,
});

describe('dropPrices', () => {
  it('says the old and new price and how much lower', () => {
    // Act
    const prices = dropPrices(drop('a'));

    // Assess
    expect(prices).toEqual({ was: '$27.00', now: '$24.00', change: '11.1% lower' });
  });

  it('says the old price is unknown, and no change, when the product was out of stock when added', () => {
    // Act
    const prices = dropPrices({ oldPrice: null, newPrice: 30, priceDropPercentage: 0 });

    // Assess
    expect(prices).toEqual({ was: 'unknown', now: '$30.00', change: null });
  });

  it('says higher when a product is back in stock dearer than when added', () => {
    // Act
    const prices = dropPrices({ oldPrice: 40, newPrice: 42, priceDropPercentage: -5 });

    // Assess
    expect(prices.change).toBe('5% higher');
  });
});

describe('dropsEmptyState', () => {
  it.each([
    [false, undefined, 'none'],
    [false, 3, 'none'],
    [true, 0, 'none'],
    [true, 2, 'hidden'],
    [true, undefined, undefined],
  ] as const)('hiding read %s with %s drops in all: %s', (hideRead, allCount, expected) => {
    expect(dropsEmptyState(hideRead, allCount)).toBe(expected);
  });
});

describe('marking drops read in the lists the page holds', () => {
  const list = [drop('a'), drop('b', { isRead: true }), drop('c')];

  it('marks the named drop read in a list that shows the read ones, and leaves the rest', () => {
    // Act
    const after = listAfterMarking(list, ['a'], false);

    // Assess
    expect(after.map((d) => [d.id, d.isRead])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
    expect(list[0]!.isRead).toBe(false);
  });

  it('takes the marked drops out of a list that hides the read ones', () => {
    // Act
    const after = listAfterMarking([drop('a'), drop('c')], 'all', true);

    // Assess
    expect(after).toEqual([]);
  });

  it('counts each unread drop once, however many lists hold it', () => {
    // Prepare: the same drops in a newest-first list and in an unread-only one.
    const unreadOnly = [drop('c'), drop('a')];

    // Act
    const one = unreadAmong([list, unreadOnly], ['a']);
    const readAlready = unreadAmong([list], ['b']);
    const all = unreadAmong([list, unreadOnly], 'all');

    // Assess
    expect([one, readAlready, all]).toEqual([1, 0, 2]);
  });
});
