import { describe, expect, it, vi } from 'vitest';
import { pushMessageSchema } from '@shop-scanner/shared/push';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';
import { PRICE_DROPS_PATH } from '@shop-scanner/shared/wishlist-rules';

// The week's key comes from the digest's keys module, which opens the table client when it loads.
vi.mock('../../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
const { digestMessage, summariseWeek, weekBefore, weekWindow } =
  await import('./weekly-digest-rules');

let n = 0;
const aDrop = (overrides: Partial<PriceDrop> = {}): PriceDrop => ({
  id: `drop-${++n}`,
  itemId: `item-${n}`,
  productId: `product-${n}`,
  productName: `Product ${n}`,
  kind: 'price-drop',
  oldPrice: 100,
  newPrice: 90,
  priceDropPercentage: 10,
  store: 'Target',
  storeTrustScore: 85,
  lowTrust: false,
  detectedAt: '2026-11-18T10:00:00.000Z',
  isRead: false,
  ...overrides,
});

describe('weekBefore', () => {
  it("is the week just gone, for Monday morning's run and for a late one that week", () => {
    // Act
    const runs = ['2026-11-23T08:00:00Z', '2026-11-23T11:00:00Z', '2026-11-29T23:59:59Z'].map(
      (at) => weekBefore(new Date(at)),
    );

    // Assess
    expect(runs).toEqual(['2026-11-16', '2026-11-16', '2026-11-16']);
  });

  it('crosses a year', () => {
    expect(weekBefore(new Date('2027-01-04T08:00:00Z'))).toBe('2026-12-28');
  });
});

describe('weekWindow', () => {
  it('runs from Monday 00:00 UTC up to the next Monday', () => {
    expect(weekWindow('2026-11-16')).toEqual({
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    });
  });
});

describe('summariseWeek', () => {
  it('is nothing for a week without drops', () => {
    expect(summariseWeek([])).toBeUndefined();
  });

  it('counts each item once and names the drop with the largest percentage', () => {
    // Prepare
    const kettle = aDrop({ itemId: 'kettle', productName: 'Kettle', priceDropPercentage: 5 });
    const kettleAgain = aDrop({ itemId: 'kettle', productName: 'Kettle', priceDropPercentage: 8 });
    const lamp = aDrop({
      itemId: 'lamp',
      productName: 'Lamp',
      store: 'Etsy',
      oldPrice: 40,
      newPrice: 30,
      priceDropPercentage: 25,
      storeTrustScore: 45,
    });
    const puzzle = aDrop({ itemId: 'puzzle', kind: 'back-in-stock', priceDropPercentage: 0 });

    // Act
    const summary = summariseWeek([kettle, lamp, kettleAgain, puzzle]);

    // Assess
    expect(summary).toEqual({
      droppedItems: 2,
      backInStockItems: 1,
      biggest: {
        productName: 'Lamp',
        store: 'Etsy',
        newPrice: 30,
        oldPrice: 40,
        priceDropPercentage: 25,
        storeTrustScore: 45,
      },
    });
  });

  it('breaks a tie in percentage by the dollars saved', () => {
    // Prepare
    const cheap = aDrop({
      productName: 'Cheap',
      oldPrice: 10,
      newPrice: 8,
      priceDropPercentage: 20,
    });
    const dear = aDrop({
      productName: 'Dear',
      oldPrice: 500,
      newPrice: 400,
      priceDropPercentage: 20,
    });

    // Act
    const summary = summariseWeek([cheap, dear]);

    // Assess
    expect(summary?.biggest?.productName).toBe('Dear');
  });

  it('names no biggest drop when items only came back in stock', () => {
    // Act
    const summary = summariseWeek([aDrop({ kind: 'back-in-stock', priceDropPercentage: 0 })]);

    // Assess
    expect(summary).toEqual({ droppedItems: 0, backInStockItems: 1, biggest: undefined });
  });
});

describe('digestMessage', () => {
  it('is a weekly digest message that opens the drops list, tagged by its week', () => {
    // Prepare
    const summary = summariseWeek([aDrop({ productName: 'Kettle', priceDropPercentage: 25 })])!;
    const now = new Date('2026-11-23T08:00:03.000Z');

    // Act
    const message = digestMessage(summary, '2026-11-16', now);

    // Assess
    expect(pushMessageSchema.parse(message)).toEqual({
      kind: 'weeklyDigest',
      title: "Your week's price drops",
      body: '1 item on your wishlist dropped in price this week: Kettle, 25% lower, now $90.00 at Target.',
      url: PRICE_DROPS_PATH,
      tag: 'weekly-digest-2026-11-16',
      sentAt: '2026-11-23T08:00:03.000Z',
    });
  });
});
