import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { openOfflineDb } from '../../../lib/offline/offline-db';
import { cacheWishlist } from '../../../lib/offline/wishlist-cache';
import {
  aWishlistItem,
  aWishlistProduct,
  COLLECTIONS_ROUTE,
  ITEMS_ROUTE,
  someStats,
  STATS_ROUTE,
} from '../test/wishlist-fixtures';
import { WishlistPage } from './wishlist-page';
import { freshOfflineStoreEachTest } from '../../../test/offline-store';

const SAVED_AT = Date.UTC(2026, 10, 20, 12);

const renderWishlist = (url = '/wishlist') =>
  renderAt(url, '/wishlist', <WishlistPage />, signedIn());

freshOfflineStoreEachTest();

describe('the wishlist without a connection', () => {
  beforeEach(() => {
    onlineManager.setOnline(false);
    fakeApi({});
  });

  it('shows the items saved on this device, saying when they were saved, without Remove', async () => {
    // Prepare
    await cacheWishlist(
      'user-1',
      [aWishlistItem({ id: 'w-1', product: aWishlistProduct({ name: 'Saved Fineliner' }) })],
      SAVED_AT,
    );

    // Act
    renderWishlist();

    // Assess
    const name = await screen.findByRole('link', { name: 'Saved Fineliner' });
    expect(screen.getByTestId('saved-copy-note').textContent).toBe(
      'You are offline. This is your wishlist as saved on this device on Nov 20, 2026, newest first. Prices and stock may have changed since. Edits are sent when you are back online; removing an item needs a connection.',
    );
    const card = name.closest('li')!;
    expect(within(card).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it("says it is not available offline when nothing of this user's was saved", async () => {
    // Prepare: another user's wishlist on the device.
    await cacheWishlist('someone-else', [aWishlistItem()], SAVED_AT);

    // Act
    renderWishlist();

    // Assess
    expect(await screen.findByTestId('wishlist-not-saved')).toBeTruthy();
    expect(screen.queryByText(aWishlistProduct().name)).toBeNull();
  });
});

describe('the wishlist online', () => {
  const api = () =>
    fakeApi({
      [ITEMS_ROUTE]: () =>
        json([aWishlistItem({ id: 'w-1' }), aWishlistItem({ id: 'w-2', productId: 'p-2' })]),
      [COLLECTIONS_ROUTE]: () => json([]),
      [STATS_ROUTE]: () => json(someStats()),
    });
  const savedIds = async () => (await openOfflineDb()).getAllKeys('wishlist');

  it('saves the whole list once drawn', async () => {
    // Prepare
    api();

    // Act
    renderWishlist();
    await screen.findAllByRole('link', { name: aWishlistProduct().name });

    // Assess
    await expect.poll(savedIds).toEqual(['w-1', 'w-2']);
  });

  it('does not save a search’s part of the list as the list', async () => {
    // Prepare
    api();

    // Act
    renderWishlist('/wishlist?q=pen');
    await screen.findAllByRole('link', { name: aWishlistProduct().name });
    // The idle moment passes (a 0 ms timer in jsdom): a save would have been written by then.
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Assess
    expect(await savedIds()).toEqual([]);
  });
});
