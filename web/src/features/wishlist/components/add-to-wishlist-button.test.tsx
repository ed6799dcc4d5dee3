import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { fakeApi, json, pending } from '../../../test/api-fixtures';
import { guest, renderAt, signedIn } from '../../../test/render-at';
import { aSession } from '../../../test/session-fixtures';
import { toast } from '../../../lib/toast-store';
import {
  ADD_ROUTE,
  aWishlistItem,
  isolateEachTest,
  ITEMS_ROUTE,
  toastMessages,
} from '../test/wishlist-fixtures';
import { AddToWishlistButton } from './add-to-wishlist-button';

const renderButton = (session = signedIn()) =>
  renderAt('/products/p-1', '/products/:id', <AddToWishlistButton productId="p-1" />, session);

describe('Add to wishlist', () => {
  isolateEachTest();

  it('adds the product for a signed-in shopper, says so, and then shows it is saved', async () => {
    // Prepare
    let saved = false;
    const api = fakeApi({
      [ITEMS_ROUTE]: () => json(saved ? [aWishlistItem({ productId: 'p-1' })] : []),
      [ADD_ROUTE]: () => {
        saved = true;
        return json(aWishlistItem({ productId: 'p-1' }), 201);
      },
    });
    renderButton();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: /Add to wishlist/ }));

    // Assess
    expect(await screen.findByRole('link', { name: /In your wishlist/ })).toBeTruthy();
    expect(toastMessages()).toEqual([wishlistMessages.added]);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ productId: 'p-1' });
  });

  it("says 'Item already in wishlist' on a 409", async () => {
    // Prepare
    fakeApi({
      [ITEMS_ROUTE]: () => json([]),
      [ADD_ROUTE]: () => json({ message: 'Item already in wishlist' }, 409),
    });
    renderButton();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: /Add to wishlist/ }));

    // Assess
    await waitFor(() => expect(toastMessages()).toEqual([wishlistMessages.alreadyInWishlist]));
  });

  it("says 'Failed to add to wishlist' when the server fails", async () => {
    // Prepare
    fakeApi({
      [ITEMS_ROUTE]: () => json([]),
      [ADD_ROUTE]: () => json({ message: 'Internal error' }, 500),
    });
    renderButton();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: /Add to wishlist/ }));

    // Assess
    await waitFor(() => expect(toastMessages()).toEqual([wishlistMessages.addFailed]));
  });

  it('knows a saved product from the wishlist and links to the wishlist instead', async () => {
    // Prepare
    fakeApi({ [ITEMS_ROUTE]: () => json([aWishlistItem({ productId: 'p-1' })]) });

    // Act
    renderButton();

    // Assess
    const link = await screen.findByRole('link', { name: /In your wishlist/ });
    expect(link.getAttribute('href')).toBe('/wishlist');
    expect(screen.queryByRole('button', { name: /Add to wishlist/ })).toBeNull();
  });

  it('tells a guest to sign in, with the way to sign in, and makes no wishlist call', async () => {
    // Prepare
    const api = fakeApi({ [ITEMS_ROUTE]: () => json([]) });
    renderButton(guest());

    // Act
    fireEvent.click(screen.getByRole('button', { name: /Add to wishlist/ }));
    const signIn = toast.getSnapshot()[0]?.action;
    signIn?.run();

    // Assess
    expect(toastMessages()).toEqual([wishlistMessages.signInToAdd]);
    expect(signIn?.label).toBe('Sign in');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(api.calls).toEqual([]);
  });

  it('waits while a stored session is restored, so a press is never judged on a guess', () => {
    // Prepare
    fakeApi({ [ITEMS_ROUTE]: () => pending() });

    // Act
    renderButton(aSession({ status: 'loading' }));

    // Assess
    expect(
      (screen.getByRole('button', { name: /Add to wishlist/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
