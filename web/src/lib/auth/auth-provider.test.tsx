import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS, authMessages } from '@shop-scanner/shared/messages';
import { setRuntimeConfig } from '../../config/runtime-config';
import { readReturnTo } from '../../app/return-to';
import { aBackend, aJwt, aUser, testRuntimeConfig } from '../../test/session-fixtures';
import { apiRequest } from '../api-client';
import { lastAuthUserKey } from '../storage';
import { toast } from '../toast-store';
import { installApiClient } from './api-session';
import { AuthProvider, type SessionBackend } from './auth-provider';
import { useSession } from './session-context';
import { freshStoredIdToken } from './stored-id-token';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const config = testRuntimeConfig;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API: GET /auth/me answers `me`; any other path answers `other`. */
const fakeApi = ({ me = json(200, aUser()), other = json(200, {}) } = {}) =>
  vi.fn<typeof fetch>(async (url) => (String(url) === '/auth/me' ? me.clone() : other.clone()));

/** Shows the session and the location; a button makes an API call like any page would. */
const Probe = () => {
  const { state, leave } = useSession();
  const location = useLocation();
  const from = readReturnTo(location.state);
  return (
    <>
      <p data-testid="probe">
        {state.status} at {location.pathname}
        {from ? ` from ${from}` : ''}
      </p>
      <button type="button" onClick={() => void apiRequest('/api/wishlist').catch(() => undefined)}>
        Load wishlist
      </button>
      <button type="button" onClick={() => void leave('/account-deleted')}>
        Leave
      </button>
    </>
  );
};

/** The provider under a router at `path`, with a stored session, a fake backend and a clock. */
const renderProvider = ({
  path = '/wishlist',
  backend,
  api,
  clock = { now: NOW },
  storedToken,
  backendLoaded = true,
}: {
  path?: string;
  backend: SessionBackend;
  api: typeof fetch;
  clock?: { now: number };
  /** An ID token stored as Amplify stores it, read by the provider and the API client. */
  storedToken?: string;
  /** Whether the backend counts as already loaded (as after signing in on this page). */
  backendLoaded?: boolean;
}) => {
  let loaded = backendLoaded;
  const loadBackend = vi.fn(() => {
    loaded = true;
    return Promise.resolve(backend);
  });
  const loadedBackend = () => (loaded ? Promise.resolve(backend) : undefined);
  setRuntimeConfig(config);
  installApiClient(config, { loaded: loadedBackend, load: loadBackend });
  vi.stubGlobal('fetch', api);
  localStorage.setItem(lastAuthUserKey(config.userPoolClientId), 'ada');
  if (storedToken) {
    localStorage.setItem(`CognitoIdentityServiceProvider.client-1.ada.idToken`, storedToken);
  }
  const deps = {
    loadBackend,
    loadedBackend,
    now: () => clock.now,
    ...(storedToken
      ? { storedIdToken: (nowMs: number) => freshStoredIdToken(config.userPoolClientId, nowMs) }
      : {}),
  };
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider deps={deps}>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: '*', element: <Probe /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, loadBackend };
};

const probe = () => screen.getByTestId('probe').textContent;
const toastMessages = () => toast.getSnapshot().map((t) => t.message);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.getSnapshot().forEach((t) => toast.dismiss(t.id));
});

describe('AuthProvider', () => {
  it('restores a stored session and loads the profile', async () => {
    // Prepare + Act
    renderProvider({ backend: aBackend(NOW), api: fakeApi() });

    // Assess
    expect(probe()).toBe('loading at /wishlist');
    expect(await screen.findByText('signed-in at /wishlist')).toBeTruthy();
  });

  it('restores with a fresh stored token without loading the auth backend, and sends it', async () => {
    // Prepare: the token Amplify stored is valid for an hour (the API client reads the real clock).
    const stored = aJwt({ exp: Math.floor(Date.now() / 1000) + 3600, sub: 'stored' });
    const api = fakeApi();
    const { loadBackend } = renderProvider({
      backend: aBackend(NOW),
      api,
      storedToken: stored,
      backendLoaded: false,
    });

    // Act
    expect(await screen.findByText('signed-in at /wishlist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load wishlist' }));

    // Assess
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    const headers = api.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers.map((h) => h.get('Authorization'))).toEqual([
      `Bearer ${stored}`,
      `Bearer ${stored}`,
    ]);
    expect(loadBackend).not.toHaveBeenCalled();
  });

  it('loads the auth backend to refresh when the stored token is stale', async () => {
    // Prepare: the stored token has expired.
    const { loadBackend } = renderProvider({
      backend: aBackend(NOW),
      api: fakeApi(),
      storedToken: aJwt({ exp: Math.floor(NOW / 1000) - 10 }),
      backendLoaded: false,
    });

    // Assess
    expect(await screen.findByText('signed-in at /wishlist')).toBeTruthy();
    expect(loadBackend).toHaveBeenCalled();
  });

  it('loads the auth backend to sign out a session restored from a stored token', async () => {
    // Prepare
    const signOutUser = vi.fn(() => Promise.resolve());
    renderProvider({
      backend: aBackend(NOW, { signOutUser }),
      api: fakeApi({ other: json(401, { message: 'Unauthorized' }) }),
      storedToken: aJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }),
      backendLoaded: false,
    });
    await screen.findByText('signed-in at /wishlist');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Load wishlist' }));

    // Assess
    expect(await screen.findByText('signed-out at /login from /wishlist')).toBeTruthy();
    expect(signOutUser).toHaveBeenCalledOnce();
  });

  it('signs out with "Session expired" when the 5-minute check finds the token expired', async () => {
    // Prepare: signed in with a token valid for an hour; only the interval timer is faked.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = { now: NOW };
    const signOutUser = vi.fn(() => Promise.resolve());
    renderProvider({ backend: aBackend(NOW, { signOutUser }), api: fakeApi(), clock });
    await screen.findByText('signed-in at /wishlist');
    expect(signOutUser).not.toHaveBeenCalled();

    // Act: an hour and a bit later (no refresh possible), the periodic check runs.
    clock.now = NOW + 3601_000;
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));

    // Assess
    expect(await screen.findByText('signed-out at /wishlist')).toBeTruthy();
    expect(signOutUser).toHaveBeenCalled();
    expect(toastMessages()).toEqual([authMessages.sessionExpired]);
  });

  it('on an API 401 clears the session and goes to /login, remembering the origin', async () => {
    // Prepare
    const signOutUser = vi.fn(() => Promise.resolve());
    const { router } = renderProvider({
      backend: aBackend(NOW, { signOutUser }),
      api: fakeApi({ other: json(401, { message: 'Unauthorized' }) }),
    });
    await screen.findByText('signed-in at /wishlist');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Load wishlist' }));

    // Assess
    expect(await screen.findByText('signed-out at /login from /wishlist')).toBeTruthy();
    expect(signOutUser).toHaveBeenCalledOnce();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves for the page given, ends the session there without a message, and a late 401 stays there', async () => {
    // Prepare: the account is gone, so every API call now answers 401.
    const signOutUser = vi.fn(() => Promise.resolve());
    renderProvider({
      backend: aBackend(NOW, { signOutUser }),
      api: fakeApi({ other: json(401, { message: 'Unauthorized' }) }),
    });
    await screen.findByText('signed-in at /wishlist');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByText('signed-out at /account-deleted');
    fireEvent.click(screen.getByRole('button', { name: 'Load wishlist' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    // Assess
    expect(probe()).toBe('signed-out at /account-deleted');
    expect(signOutUser).toHaveBeenCalledOnce();
    expect(toastMessages()).toEqual([]);
  });

  it('on a 401 while restoring goes to /login without a second "could not restore" toast', async () => {
    // Prepare: signing out takes a moment (it is a network call), as in the browser.
    let finishSignOut = () => {};
    const signOutUser = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishSignOut = resolve;
        }),
    );

    // Act
    renderProvider({
      backend: aBackend(NOW, { signOutUser }),
      api: fakeApi({ me: json(401, { message: 'Unauthorized' }) }),
    });
    await vi.waitFor(() => expect(signOutUser).toHaveBeenCalled());
    await act(async () => finishSignOut());

    // Assess
    expect(await screen.findByText('signed-out at /login from /wishlist')).toBeTruthy();
    expect(toastMessages()).toEqual([]);
  });

  it('says once when the session cannot be restored for another reason', async () => {
    renderProvider({
      backend: aBackend(NOW),
      api: fakeApi({ me: json(503, { message: 'Service Unavailable' }) }),
    });
    expect(await screen.findByText('signed-out at /wishlist')).toBeTruthy();
    expect(toastMessages()).toEqual(['Could not restore your session: Service Unavailable']);
  });

  describe('without a connection', () => {
    const keepProfile = (name: string) =>
      localStorage.setItem(
        `shop-scanner.session-user.${config.userPoolClientId}`,
        JSON.stringify(aUser({ name })),
      );
    const noNetwork = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));

    afterEach(() => onlineManager.setOnline(true));

    it('restores the session with the profile kept with it, asking no server', async () => {
      // Prepare: signed in earlier as Ada; the device is offline now and the token cannot refresh.
      keepProfile('Ada Offline');
      onlineManager.setOnline(false);

      // Act
      renderProvider({ backend: aBackend(NOW), api: noNetwork });

      // Assess
      expect(await screen.findByText('signed-in at /wishlist')).toBeTruthy();
      expect(noNetwork).not.toHaveBeenCalled();
      expect(toastMessages()).toEqual([]);
    });

    it('restores with the kept profile when the profile cannot be fetched for want of a network', async () => {
      // Prepare
      keepProfile('Ada Offline');

      // Act
      renderProvider({ backend: aBackend(NOW), api: noNetwork });

      // Assess
      expect(await screen.findByText('signed-in at /wishlist')).toBeTruthy();
      expect(toastMessages()).toEqual([]);
    });

    it('keeps no session it cannot name: without a kept profile it says so and signs out', async () => {
      // Prepare + Act
      renderProvider({ backend: aBackend(NOW), api: noNetwork });

      // Assess
      expect(await screen.findByText('signed-out at /wishlist')).toBeTruthy();
      expect(toastMessages()).toHaveLength(1);
    });

    it('does not end a session it could not check: the token refresh failing offline keeps it', async () => {
      // Prepare: the stored token is stale and its refresh fails for want of a network.
      keepProfile('Ada Offline');
      onlineManager.setOnline(false);
      const signOutUser = vi.fn(() => Promise.resolve());
      const backend = aBackend(NOW, {
        getIdToken: () => Promise.reject(new TypeError('Failed to fetch')),
        signOutUser,
      });

      // Act
      renderProvider({ backend, api: noNetwork });

      // Assess
      expect(await screen.findByText('signed-in at /wishlist')).toBeTruthy();
      expect(signOutUser).not.toHaveBeenCalled();
    });

    it('reads the profile again when the connection returns', async () => {
      // Prepare
      keepProfile('Ada Offline');
      onlineManager.setOnline(false);
      const api = fakeApi({ me: json(200, aUser({ name: 'Ada Online' })) });
      renderProvider({ backend: aBackend(NOW), api });
      expect(await screen.findByText('signed-in at /wishlist')).toBeTruthy();

      // Act
      onlineManager.setOnline(true);
      act(() => void window.dispatchEvent(new Event('online')));

      // Assess
      await vi.waitFor(() =>
        expect(api.mock.calls.map(([url]) => String(url))).toContain('/auth/me'),
      );
      await vi.waitFor(() =>
        expect(
          JSON.parse(
            localStorage.getItem(`shop-scanner.session-user.${config.userPoolClientId}`) ?? '{}',
          ),
        ).toMatchObject({ name: 'Ada Online' }),
      );
    });

    it('keeps the signed-in profile with the session, and forgets it on signing out', async () => {
      // Prepare
      renderProvider({ backend: aBackend(NOW), api: fakeApi() });
      expect(await screen.findByText('signed-in at /wishlist')).toBeTruthy();
      const key = `shop-scanner.session-user.${config.userPoolClientId}`;
      await vi.waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());

      // Act: the server says the session is over.
      vi.stubGlobal('fetch', fakeApi({ other: json(401, { message: 'Unauthorized' }) }));
      fireEvent.click(screen.getByText('Load wishlist'));

      // Assess
      expect(await screen.findByText(/signed-out at \/login/)).toBeTruthy();
      expect(localStorage.getItem(key)).toBeNull();
    });
  });
});
