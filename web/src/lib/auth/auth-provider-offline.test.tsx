import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setRuntimeConfig } from '../../config/runtime-config';
import { aProduct } from '../../test/api-fixtures';
import { aBackend, aUser, testRuntimeConfig } from '../../test/session-fixtures';
import { lastAuthUserKey } from '../storage';
import { openOfflineDb } from '../offline/offline-db';
import { freshOfflineStoreEachTest } from '../../test/offline-store';
import { cacheProduct } from '../offline/product-cache';
import { installApiClient } from './api-session';
import { AuthProvider } from './auth-provider';
import { useSession } from './session-context';

const NOW = Date.now();
const config = testRuntimeConfig;

const Probe = () => {
  const { state, signIn, signOut } = useSession();
  return (
    <>
      <p data-testid="probe">{state.status === 'signed-in' ? state.user.id : state.status}</p>
      <button
        type="button"
        onClick={() => void signIn({ email: 'b@example.com', password: 'x', remember: true })}
      >
        Sign in
      </button>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
};

/** The provider with a stored session for `storedUser` (none: a visitor) and a fake backend. */
const renderProvider = ({ storedUser, signsIn }: { storedUser?: string; signsIn?: string }) => {
  const backend = aBackend(NOW, { signInUser: () => Promise.resolve(aUser({ id: signsIn })) });
  const loadBackend = () => Promise.resolve(backend);
  setRuntimeConfig(config);
  installApiClient(config, { loaded: loadBackend, load: loadBackend });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(aUser({ id: storedUser })))),
  );
  if (storedUser) localStorage.setItem(lastAuthUserKey(config.userPoolClientId), storedUser);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider deps={{ loadBackend, loadedBackend: loadBackend, now: () => NOW }}>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: '*', element: <Probe /> }],
      },
    ],
    { initialEntries: ['/products'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

/** A product cached for each of these users, its id the user's name ('' is a visitor). */
const cacheFor = async (...users: string[]) => {
  for (const user of users) {
    await cacheProduct(user, aProduct({ id: `of-${user}`, barcode: `b-${user}` }), NOW);
  }
};

const cachedIds = async () => (await openOfflineDb()).getAllKeys('products');

freshOfflineStoreEachTest();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the session and the offline copies', () => {
  it('a restored session keeps only its own user’s copies', async () => {
    // Prepare
    await cacheFor('ann', 'bob', '');

    // Act
    renderProvider({ storedUser: 'ann' });
    await screen.findByText('ann');

    // Assess
    await vi.waitFor(async () => expect(await cachedIds()).toEqual(['of-ann']));
  });

  it('signing in as someone else starts clean', async () => {
    // Prepare: a visitor's copies, then bob signs in on the same device.
    await cacheFor('', 'ann');
    renderProvider({ signsIn: 'bob' });
    await screen.findByText('signed-out');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('bob');

    // Assess
    await vi.waitFor(async () => expect(await cachedIds()).toEqual([]));
  });

  it('signing out clears the copies and leaves the queue', async () => {
    // Prepare
    await cacheFor('ann');
    await (
      await openOfflineDb()
    ).add('sync-queue', {
      type: 'wishlist-add',
      data: {},
      endpoint: '/api/wishlist/items',
      method: 'POST',
      timestamp: NOW,
      retries: 0,
      idempotencyKey: 'k',
      userId: 'ann',
    });
    renderProvider({ storedUser: 'ann' });
    await screen.findByText('ann');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('signed-out');

    // Assess
    await vi.waitFor(async () => expect(await cachedIds()).toEqual([]));
    expect(await (await openOfflineDb()).count('sync-queue')).toBe(1);
  });

  it("a visitor's start removes nobody's fresh copies", async () => {
    // Prepare: ann's session could not be restored (say, offline): her copy must survive.
    await cacheFor('ann');
    await cacheProduct('ann', aProduct({ id: 'stale', barcode: 'stale' }), 0);

    // Act
    renderProvider({});
    await screen.findByText('signed-out');

    // Assess: the stale copy goes, hers stays.
    await vi.waitFor(async () => expect(await cachedIds()).toEqual(['of-ann']));
  });
});
