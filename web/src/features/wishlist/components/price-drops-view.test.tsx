import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';
import { fakeApi, json, type ApiCall } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import {
  COLLECTIONS_ROUTE,
  isolateEachTest,
  ITEMS_ROUTE,
  someStats,
  STATS_ROUTE,
} from '../test/wishlist-fixtures';
import { WishlistPage } from './wishlist-page';

const DROPS_ROUTE = 'GET /api/wishlist/price-drops';

const aDrop = (id: string, overrides: Partial<PriceDrop> = {}): PriceDrop => ({
  id,
  itemId: `item-${id}`,
  productId: `product-${id}`,
  productName: `Product ${id}`,
  kind: 'price-drop',
  oldPrice: 20,
  newPrice: 15,
  priceDropPercentage: 25,
  store: 'Target',
  storeTrustScore: 90,
  lowTrust: false,
  detectedAt: '2026-11-20T10:00:00.000Z',
  isRead: false,
  ...overrides,
});

const renderDrops = (query = '') =>
  renderAt(`/wishlist?show=drops${query}`, '/wishlist', <WishlistPage />, signedIn());

const hidesRead = (call: ApiCall) => call.url.searchParams.get('includeRead') === 'false';

describe('the price drops view', () => {
  isolateEachTest();

  it("says 'No alerts to show' when every drop is read and the read ones are hidden", async () => {
    // Prepare
    const api = fakeApi({
      [ITEMS_ROUTE]: () => json([]),
      [COLLECTIONS_ROUTE]: () => json([]),
      [STATS_ROUTE]: () => json(someStats()),
      [DROPS_ROUTE]: (call) => json(hidesRead(call) ? [] : [aDrop('a', { isRead: true })]),
    });

    // Act
    renderDrops('&read=hide');

    // Assess
    expect((await screen.findByTestId('price-drops-empty')).textContent).toContain(
      'No alerts to show',
    );
    expect(api.callsTo(DROPS_ROUTE).map((url) => url.search)).toEqual(['?includeRead=false', '']);
  });

  it("says 'No price drops yet' when there are none at all, read ones hidden or not", async () => {
    // Prepare
    fakeApi({
      [ITEMS_ROUTE]: () => json([]),
      [COLLECTIONS_ROUTE]: () => json([]),
      [STATS_ROUTE]: () => json(someStats()),
      [DROPS_ROUTE]: () => json([]),
    });

    // Act
    renderDrops('&read=hide');

    // Assess
    expect((await screen.findByTestId('price-drops-empty')).textContent).toContain(
      'No price drops yet',
    );
  });

  it('reads the stats again when a fresher drops list counts other unread drops than the badge', async () => {
    // Prepare: the stats (kept 15 minutes) count one unread drop; the list, read after them,
    // holds two; the server's stats now say two.
    let statsServed: () => void = () => {};
    const statsIn = new Promise<void>((resolve) => (statsServed = resolve));
    let statsCalls = 0;
    const api = fakeApi({
      [ITEMS_ROUTE]: () => json([]),
      [COLLECTIONS_ROUTE]: () => json([]),
      [STATS_ROUTE]: () => {
        statsCalls += 1;
        statsServed();
        return json(someStats({ priceDrops: statsCalls === 1 ? 1 : 2 }));
      },
      [DROPS_ROUTE]: async () => {
        await statsIn;
        return json([aDrop('a'), aDrop('b')]);
      },
    });

    // Act
    renderDrops();

    // Assess
    await waitFor(() => expect(screen.getByTestId('price-drops-badge').textContent).toBe('2'));
    expect(api.count(STATS_ROUTE)).toBe(2);
    expect(screen.getAllByTestId('price-drop')).toHaveLength(2);
  });
});
