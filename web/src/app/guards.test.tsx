import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionState } from '../lib/auth/session-context';
import { aSession, aUser, WithSession } from '../test/session-fixtures';
import { GuestOnly, RequireAuth, RequireBusiness } from './guards';

const ShowLocation = ({ name }: { name: string }) => {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return (
    <p>
      {name} at {location.pathname}
      {from ? ` from ${from}` : ''}
    </p>
  );
};

const renderAt = (path: string, state: SessionState, locationState?: unknown) => {
  const tree = (session: SessionState) => (
    <WithSession session={aSession(session)}>
      <MemoryRouter initialEntries={[{ pathname: path, state: locationState }]}>
        <Routes>
          <Route path="/" element={<ShowLocation name="home" />} />
          <Route element={<GuestOnly />}>
            <Route path="/login" element={<ShowLocation name="login" />} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route path="/wishlist" element={<ShowLocation name="wishlist" />} />
          </Route>
          <Route element={<RequireBusiness />}>
            <Route path="/dashboard" element={<ShowLocation name="dashboard" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </WithSession>
  );
  const view = render(tree(state));
  // The same router (its history kept) under another session.
  const rerenderWith = (next: SessionState) => view.rerender(tree(next));
  return { rerenderWith };
};

const signedIn = (type: 'consumer' | 'business' = 'consumer'): SessionState => ({
  status: 'signed-in',
  user: aUser({ type }),
});

describe('route guards', () => {
  it('shows a full-page spinner while the auth state loads', () => {
    // Prepare + Act
    renderAt('/wishlist', { status: 'loading' });

    // Assess
    expect(screen.getByTestId('full-page-spinner')).toBeTruthy();
    expect(screen.queryByText(/wishlist at/)).toBeNull();
  });

  it('sends a guest from a protected page to /login, remembering the origin', async () => {
    // Prepare + Act
    renderAt('/wishlist', { status: 'signed-out' });

    // Assess
    expect(await screen.findByText('login at /login from /wishlist')).toBeTruthy();
  });

  it('returns the user to the remembered origin once signed in', async () => {
    // Prepare: a guest was sent to /login from /wishlist.
    const { rerenderWith } = renderAt('/wishlist', { status: 'signed-out' });
    await screen.findByText('login at /login from /wishlist');

    // Act: the login succeeds.
    rerenderWith(signedIn());

    // Assess
    expect(await screen.findByText('wishlist at /wishlist')).toBeTruthy();
  });

  it('sends a signed-in user away from /login to / when there is no origin', async () => {
    renderAt('/login', signedIn());
    expect(await screen.findByText('home at /')).toBeTruthy();
  });

  it('lets a signed-in user see a protected page', async () => {
    renderAt('/wishlist', signedIn());
    expect(await screen.findByText('wishlist at /wishlist')).toBeTruthy();
  });

  it('tells a consumer at /dashboard that it is for business accounts, with a way on', async () => {
    // Act
    renderAt('/dashboard', signedIn('consumer'));

    // Assess: still at /dashboard, told why, not shown the dashboard.
    expect(
      await screen.findByRole('heading', {
        name: 'The seller dashboard is for business accounts',
      }),
    ).toBeTruthy();
    expect(screen.queryByText('dashboard at /dashboard')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('shows the dashboard to a business account', async () => {
    renderAt('/dashboard', signedIn('business'));
    expect(await screen.findByText('dashboard at /dashboard')).toBeTruthy();
  });

  it('sends a guest from the dashboard to /login, remembering it', async () => {
    renderAt('/dashboard', { status: 'signed-out' });
    expect(await screen.findByText('login at /login from /dashboard')).toBeTruthy();
  });
});
