import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SessionState } from '../../lib/auth/session-context';
import { aSession, aUser, WithSession } from '../../test/session-fixtures';
import { MobileBottomBar } from './mobile-bottom-bar';

const renderAt = (path: string, state: SessionState) =>
  render(
    <WithSession session={aSession(state)}>
      <MemoryRouter initialEntries={[path]}>
        <MobileBottomBar />
      </MemoryRouter>
    </WithSession>,
  );

const items = () =>
  within(screen.getByRole('navigation', { name: 'Quick navigation' }))
    .getAllByRole('link')
    .map((a) => `${a.textContent} ${a.getAttribute('href')}`);

describe('MobileBottomBar', () => {
  it('offers a guest Home, Search and a Profile link to /login', () => {
    renderAt('/', { status: 'signed-out' });
    expect(items()).toEqual(['Home /', 'Search /products', 'Profile /login']);
  });

  it('adds Scan and Wishlist when signed in, and Profile goes to /profile', () => {
    renderAt('/', { status: 'signed-in', user: aUser() });
    expect(items()).toEqual([
      'Home /',
      'Search /products',
      'Scan /scan',
      'Wishlist /wishlist',
      'Profile /profile',
    ]);
  });

  it("holds Scan and Wishlist's room, unseen and unreachable, while a session is restored", () => {
    // Prepare + Act
    renderAt('/', { status: 'loading' });

    // Assess: a guest's links only are reachable; the shopper's are there but hidden and inert.
    expect(items()).toEqual(['Home /', 'Search /products', 'Profile /login']);
    const held = screen.getByTestId('reserved-space');
    expect(held.getAttribute('aria-hidden')).toBe('true');
    expect(held.hasAttribute('inert')).toBe(true);
    expect(held.textContent).toBe('ScanWishlist');
  });

  it.each(['/login', '/register'])('is hidden on %s', (path) => {
    renderAt(path, { status: 'signed-out' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
