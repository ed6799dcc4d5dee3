import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { Product } from '@shop-scanner/shared/products';
import { fakeApi } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { freshOfflineStoreEachTest } from '../../../test/offline-store';
import { cacheProduct } from '../../../lib/offline/product-cache';
import { cacheWishlist } from '../../../lib/offline/wishlist-cache';
import { openOfflineDb } from '../../../lib/offline/offline-db';
import {
  enqueueCall,
  queuedCalls,
  replayQueue,
  type NewQueuedCall,
} from '../../../lib/offline/sync-queue';
import {
  aWishlistItem,
  aWishlistProduct,
  fakeWishlistApi,
  isolateEachTest,
  ITEMS_ROUTE,
} from '../test/wishlist-fixtures';
import { WishlistPage } from './wishlist-page';

freshOfflineStoreEachTest();
isolateEachTest();

const USER = 'user-1';

const queueAdd = (productId: string, over: Partial<NewQueuedCall> = {}) =>
  enqueueCall({
    type: 'wishlist-add',
    data: { productId },
    endpoint: '/api/wishlist/items',
    method: 'POST',
    idempotencyKey: `add-${productId}`,
    userId: USER,
    ...over,
  });

const queueEdit = (itemId: string, data: unknown, over: Partial<NewQueuedCall> = {}) =>
  enqueueCall({
    type: 'wishlist-edit',
    data,
    endpoint: `/api/wishlist/items/${itemId}`,
    method: 'PUT',
    idempotencyKey: `edit-${itemId}-${JSON.stringify(data)}`,
    userId: USER,
    ...over,
  });

/** Marks a queued call as the server refused it, as a replay does. */
const refuse = async (id: number, status: number, message: string) => {
  const db = await openOfflineDb();
  const call = (await db.get('sync-queue', id))!;
  await db.put('sync-queue', { ...call, failure: { status, message, at: 5 } });
};

const aSavedProduct = (id: string, name: string) =>
  ({
    id,
    barcode: '4006381333931',
    name,
    description: 'Permanent marker',
    category: 'Office Products',
    brand: 'Sharpie',
    tags: [],
    source: 'user',
  }) as unknown as Product;

const theWishlist = (items = [aWishlistItem({ id: 'w-1' })]) => fakeWishlistApi(() => items);

const renderWishlist = () => renderAt('/wishlist', '/wishlist', <WishlistPage />, signedIn());

const itemCard = (name: string) => screen.getByRole('link', { name }).closest('article')!;

describe('the wishlist with calls waiting in the sync queue', () => {
  it('shows pending adds as the queue and the saved products know them, marked Pending sync', async () => {
    // Prepare
    await cacheProduct(USER, aSavedProduct('p-2', 'Sharpie Fine Marker'));
    await cacheProduct('someone-else', aSavedProduct('p-3', 'Not Yours'));
    await queueAdd('p-2');
    await queueAdd('p-3');
    theWishlist();

    // Act
    renderWishlist();

    // Assess
    const adds = await screen.findAllByTestId('wishlist-pending-add');
    expect(adds.map((a) => a.getAttribute('data-product-id'))).toEqual(['p-2', 'p-3']);
    expect(within(adds[0]!).getByRole('link', { name: 'Sharpie Fine Marker' })).toBeTruthy();
    expect(within(adds[0]!).getByText('Pending sync')).toBeTruthy();
    // Another user's saved copy is not this shopper's: only the id is known, and said so.
    expect(
      within(adds[1]!).getByRole('link', { name: 'A product not saved on this device' }),
    ).toHaveProperty('pathname', '/products/p-3');
    expect(screen.queryByText('Not Yours')).toBeNull();
    // No price is made up for them.
    expect(within(adds[0]!).queryByText(/\$/)).toBeNull();
  });

  it('shows a pending edit on its item, as the shopper left it', async () => {
    // Prepare
    await queueEdit('w-1', { notes: 'Blue ink, not black', priority: 'high' });
    theWishlist([
      aWishlistItem({ id: 'w-1' }),
      aWishlistItem({ id: 'w-2', productId: 'p-2', product: aWishlistProduct({ name: 'Eraser' }) }),
    ]);

    // Act
    renderWishlist();

    // Assess
    const notes = await screen.findByText('Blue ink, not black');
    const card = notes.closest('article')!;
    expect(within(card).getByTestId('wishlist-item-pending').textContent).toMatch(/^Pending sync/);
    expect(within(card).getByTestId('wishlist-priority').textContent).toBe('High priority');
    expect(within(itemCard('Eraser')).queryByTestId('wishlist-item-pending')).toBeNull();
  });

  it('shows what the server refused with its words, and Dismiss forgets it', async () => {
    // Prepare
    const addId = await queueAdd('p-1');
    const editId = await queueEdit('w-1', { notes: 'x' });
    await refuse(addId, 409, 'Item already in wishlist');
    await refuse(editId, 404, 'Wishlist item not found');
    theWishlist();

    // Act
    renderWishlist();
    const add = await screen.findByTestId('wishlist-pending-add');
    const refusedEdit = await screen.findByTestId('wishlist-item-refused');

    // Assess
    expect(within(add).getByText('Not sent')).toBeTruthy();
    expect(within(add).getByText('Item already in wishlist: nothing was added.')).toBeTruthy();
    expect(refusedEdit.textContent).toContain('Your edit was not sent: Wishlist item not found');
    // The refused edit is not shown as applied.
    expect(screen.queryByText('x')).toBeNull();

    // Act
    fireEvent.click(within(add).getByRole('button', { name: 'Dismiss' }));

    // Assess
    await waitFor(() => expect(screen.queryByTestId('wishlist-pending-add')).toBeNull());
    expect((await queuedCalls()).map((c) => c.id)).toEqual([editId]);
  });

  it('reads the wishlist again once a pending add is sent, and stops showing it as pending', async () => {
    // Prepare
    await queueAdd('p-2');
    let items = [aWishlistItem({ id: 'w-1' })];
    const api = fakeWishlistApi(() => items);
    renderWishlist();
    await screen.findByTestId('wishlist-pending-add');
    const readsBefore = api.count(ITEMS_ROUTE);
    items = [
      ...items,
      aWishlistItem({ id: 'w-2', productId: 'p-2', product: aWishlistProduct({ name: 'Marker' }) }),
    ];

    // Act: the queue sends it (the server answers the new item).
    await act(() =>
      replayQueue({
        send: async () => items[1],
        callerId: USER,
        exclusive: async (task) => {
          await task();
          return true;
        },
      }),
    );

    // Assess
    expect(await screen.findByRole('link', { name: 'Marker' })).toBeTruthy();
    expect(api.count(ITEMS_ROUTE)).toBeGreaterThan(readsBefore);
    await waitFor(() => expect(screen.queryByTestId('wishlist-pending-add')).toBeNull());
  });

  it('offline, offers Edit (not Remove) on the saved copy and shows its pending edit', async () => {
    // Prepare
    await cacheWishlist(USER, [aWishlistItem({ id: 'w-1' })], Date.UTC(2026, 10, 20, 12));
    await queueEdit('w-1', { notes: 'Offline note' });
    onlineManager.setOnline(false);
    fakeApi({});

    // Act
    renderWishlist();

    // Assess
    const card = (await screen.findByText('Offline note')).closest('article')!;
    expect(within(card).getByTestId('wishlist-item-pending')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /Edit/ })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('reads nothing from the offline store while the queue is empty', async () => {
    // Prepare
    theWishlist();

    // Act
    renderWishlist();
    await screen.findByRole('link', { name: aWishlistProduct().name });

    // Assess
    expect(screen.queryByTestId('wishlist-pending-add')).toBeNull();
    expect(screen.queryByTestId('wishlist-item-pending')).toBeNull();
    expect(localStorage.getItem('shop-scanner.sync-queue.waiting')).toBeNull();
  });
});
