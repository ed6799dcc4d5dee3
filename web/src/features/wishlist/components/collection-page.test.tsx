import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { fakeApi, json } from '../../../test/api-fixtures';
import { guest, renderAt, signedIn } from '../../../test/render-at';
import {
  aCollection,
  aWishlistItem,
  isolateEachTest,
  toastMessages,
} from '../test/wishlist-fixtures';
import { CollectionPage } from './collection-page';

const PAGE_ROUTE = 'GET /api/wishlist/collections/c-1';

const renderPage = (session = signedIn()) =>
  renderAt('/wishlist/collections/c-1', '/wishlist/collections/:id', <CollectionPage />, session);

describe("a collection's page", () => {
  isolateEachTest();

  it("opens a public collection read-only for a visitor, with none of the owner's own business", async () => {
    // Prepare
    const { id, productId, product, priority, tags, addedAt } = aWishlistItem({ tags: ['gift'] });
    fakeApi({
      [PAGE_ROUTE]: () =>
        json({
          access: 'public',
          collection: aCollection({ isPublic: true, itemCount: 1 }),
          items: [{ id, productId, product, priority, tags, addedAt }],
        }),
    });

    // Act
    renderPage(guest());

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Birthday gifts' })).toBeTruthy();
    const card = screen.getByTestId('wishlist-item');
    expect(within(card).queryByText('When added')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit collection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete collection' })).toBeNull();
  });

  it("says 'Not found' for a collection it may not see", async () => {
    // Prepare
    fakeApi({ [PAGE_ROUTE]: () => json({ message: 'Collection not found' }, 404) });

    // Act
    renderPage(guest());

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
  });

  it("lets its owner delete it after asking, says 'Collection deleted' and goes back to the collections", async () => {
    // Prepare
    fakeApi({
      [PAGE_ROUTE]: () => json({ access: 'owner', collection: aCollection(), items: [] }),
      'DELETE /api/wishlist/collections/c-1': () => new Response(null, { status: 204 }),
    });
    renderPage();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Delete collection' }));
    const confirm = screen.getByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete collection' }));

    // Assess
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/wishlist?show=collections'),
    );
    expect(toastMessages()).toEqual([wishlistMessages.collectionDeleted]);
  });
});
