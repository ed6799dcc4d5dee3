import { describe, expect, it } from 'vitest';
import {
  DIGEST_TITLE,
  digestBody,
  isLowTrust,
  lowTrustWarning,
  NAME_MAX_LENGTH,
  watchBody,
  watchTitle,
  type DigestDropFacts,
  type WatchFacts,
} from './price-watch-rules';
import { PUSH_BODY_MAX_LENGTH } from './push-rules';

const facts = (overrides: Partial<WatchFacts> = {}): WatchFacts => ({
  event: 'price_drop',
  productName: 'Steel Kettle',
  store: 'Target',
  newPrice: 18,
  oldPrice: 24,
  priceDropPercentage: 25,
  storeTrustScore: 85,
  ...overrides,
});

describe('isLowTrust', () => {
  it('is below 60, the bottom of the yellow band, and not at it', () => {
    expect([0, 59, 59.9, 60, 61, 100].map(isLowTrust)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('lowTrustWarning', () => {
  it('names the store, its score and the floor it is below, in one sentence', () => {
    expect(lowTrustWarning('Corner Shop', 42)).toBe(
      "Corner Shop's trust score is 42 (below 60): check the store before buying.",
    );
  });
});

describe('watchTitle', () => {
  it('says what happened, and to what, for each event', () => {
    // Act
    const titles = (['price_drop', 'back_in_stock', 'price_alert'] as const).map((event) =>
      watchTitle(facts({ event })),
    );

    // Assess
    expect(titles).toEqual([
      'Price drop: Steel Kettle',
      'Back in stock: Steel Kettle',
      'Price alert: Steel Kettle',
    ]);
  });

  it('cuts a long product name so the title is 80 characters, the cut marked', () => {
    // Prepare
    const productName = `Ultra Quiet Stainless Steel Electric Kettle ${'with Extras '.repeat(10)}`;

    // Act
    const title = watchTitle(facts({ productName }));

    // Assess
    expect(title).toHaveLength(NAME_MAX_LENGTH);
    expect(title.startsWith('Price drop: Ultra Quiet Stainless Steel Electric Kettle')).toBe(true);
    expect(title.endsWith('…')).toBe(true);
  });

  it('leaves a title of exactly 80 characters whole', () => {
    const productName = 'x'.repeat(NAME_MAX_LENGTH - 'Price drop: '.length);

    expect(watchTitle(facts({ productName }))).toBe(`Price drop: ${productName}`);
  });
});

describe('watchBody', () => {
  it('tells a drop against the price when added', () => {
    expect(watchBody(facts())).toBe(
      'Now $18.00 at Target, 25% below the $24.00 it cost when you added it.',
    );
  });

  it('tells a return to stock by its store and price', () => {
    expect(watchBody(facts({ event: 'back_in_stock', oldPrice: null }))).toBe(
      'Target has it in stock again, at $18.00.',
    );
  });

  it('tells an alert against its target', () => {
    expect(watchBody(facts({ event: 'price_alert', oldPrice: 20, priceDropPercentage: 10 }))).toBe(
      'Now $18.00 at Target, at or below your target of $20.00.',
    );
  });

  it('names a store below 60 as such, for every event', () => {
    // Act
    const bodies = (['price_drop', 'back_in_stock', 'price_alert'] as const).map((event) =>
      watchBody(facts({ event, store: 'CheapDeals', storeTrustScore: 42 })),
    );

    // Assess
    for (const body of bodies)
      expect(body).toMatch(
        / CheapDeals's trust score is 42 \(below 60\): check the store before buying\.$/,
      );
  });

  it('says nothing of trust for a store at 60 or above', () => {
    expect(watchBody(facts({ storeTrustScore: 60 }))).not.toContain('trust score');
  });
});

describe('the weekly digest', () => {
  const biggest: DigestDropFacts = {
    productName: 'Steel Kettle',
    store: 'Target',
    newPrice: 18,
    oldPrice: 24,
    priceDropPercentage: 25,
    storeTrustScore: 85,
  };

  it('has one title', () => {
    expect(DIGEST_TITLE).toBe("Your week's price drops");
  });

  it('counts the items that dropped and names the biggest drop', () => {
    expect(digestBody({ droppedItems: 3, backInStockItems: 0, biggest })).toBe(
      '3 items on your wishlist dropped in price this week. The biggest drop: Steel Kettle, 25% lower, now $18.00 at Target.',
    );
  });

  it('names the one item that dropped without calling it the biggest', () => {
    expect(digestBody({ droppedItems: 1, backInStockItems: 0, biggest })).toBe(
      '1 item on your wishlist dropped in price this week: Steel Kettle, 25% lower, now $18.00 at Target.',
    );
  });

  it('adds the items back in stock, or says only that when nothing dropped', () => {
    expect(digestBody({ droppedItems: 2, backInStockItems: 1, biggest })).toMatch(
      /at Target\. 1 is back in stock\.$/,
    );
    expect(digestBody({ droppedItems: 0, backInStockItems: 2, biggest: undefined })).toBe(
      '2 items on your wishlist are back in stock this week.',
    );
  });

  it('keeps the low-trust note on the biggest drop', () => {
    expect(
      digestBody({
        droppedItems: 2,
        backInStockItems: 0,
        biggest: { ...biggest, store: 'CheapDeals', storeTrustScore: 30 },
      }),
    ).toContain(
      "now $18.00 at CheapDeals. CheapDeals's trust score is 30 (below 60): check the store before buying.",
    );
  });

  it('stays within a push message body with the longest names', () => {
    // Prepare
    const long = {
      ...biggest,
      productName: 'P'.repeat(300),
      store: 'S'.repeat(300),
      newPrice: 99_999.99,
      priceDropPercentage: 99.9,
      storeTrustScore: 10,
    };

    // Act
    const body = digestBody({ droppedItems: 999, backInStockItems: 999, biggest: long });

    // Assess
    expect(body.length).toBeLessThanOrEqual(PUSH_BODY_MAX_LENGTH);
    expect(body).toContain(`${'P'.repeat(NAME_MAX_LENGTH - 1)}…,`);
  });
});
