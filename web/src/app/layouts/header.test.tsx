import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, UNSAFE_createMemoryHistory } from 'react-router';
import { aSession, aUser, WithSession } from '../../test/session-fixtures';
import { TransitionRouter } from '../transition-router';
import { Header } from './header';

const renderAt = (path: string) =>
  render(
    <WithSession session={aSession({ status: 'signed-out' })}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </WithSession>,
  );

const mobileMenu = () => screen.queryByRole('navigation', { name: 'Mobile' });
const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

describe('Header mobile menu', () => {
  it('closes when a link to another page is tapped', () => {
    // Prepare
    renderAt('/');
    openMenu();

    // Act
    fireEvent.click(within(mobileMenu()!).getByRole('link', { name: 'Pricing' }));

    // Assess
    expect(mobileMenu()).toBeNull();
  });

  it('closes when the link of the page already open is tapped', () => {
    // Prepare: on /pricing, so the tap does not change the pathname.
    renderAt('/pricing');
    openMenu();

    // Act
    fireEvent.click(within(mobileMenu()!).getByRole('link', { name: 'Pricing' }));

    // Assess
    expect(mobileMenu()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('closes when Sign in is tapped on the sign-in page', () => {
    renderAt('/login');
    openMenu();
    fireEvent.click(within(mobileMenu()!).getByRole('link', { name: 'Sign in' }));
    expect(mobileMenu()).toBeNull();
  });
});

describe('Header account menu', () => {
  it('closes when the link of the page already open is tapped', () => {
    // Prepare
    render(
      <WithSession session={aSession({ status: 'signed-in', user: aUser() })}>
        <MemoryRouter initialEntries={['/profile']}>
          <Header />
        </MemoryRouter>
      </WithSession>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));

    // Act
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));

    // Assess
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });
});

describe('Header menus while a navigation waits for its page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /**
   * The header under the app's router, on a memory history, with the browser's address set by
   * hand: the address changes at once on a navigation, the page drawn once the transition ends.
   */
  const renderWaitingFor = (drawn: string, address: string) => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: [drawn], v5Compat: true });
    window.history.replaceState(null, '', address);
    render(
      <WithSession session={aSession({ status: 'signed-in', user: aUser() })}>
        <TransitionRouter history={history} isPageReady={() => true}>
          <Header />
        </TransitionRouter>
      </WithSession>,
    );
    return history;
  };
  const accountMenu = () => screen.queryByRole('button', { name: 'Sign out' });

  it('keeps the account menu open when the page it was opened for draws, and closes it on another', async () => {
    // Prepare: signed up; the address is already the home page, the sign-up page still drawn.
    const history = renderWaitingFor('/register', '/');
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));

    // Act: the home page draws.
    await act(async () => history.push('/'));

    // Assess
    expect(accountMenu()).not.toBeNull();

    // Act: another page draws.
    window.history.replaceState(null, '', '/pricing');
    await act(async () => history.push('/pricing'));

    // Assess
    expect(accountMenu()).toBeNull();
  });

  it('keeps the mobile menu open when the page it was opened for draws', async () => {
    // Prepare
    const history = renderWaitingFor('/register', '/');
    openMenu();

    // Act
    await act(async () => history.push('/'));

    // Assess
    expect(mobileMenu()).not.toBeNull();
  });

  it('closes a menu opened on the page drawn when the next page draws (back, or a redirect)', async () => {
    // Prepare: nothing waiting; the menu opened on the page drawn.
    const history = renderWaitingFor('/pricing', '/pricing');
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));

    // Act
    window.history.replaceState(null, '', '/');
    await act(async () => history.push('/'));

    // Assess
    expect(accountMenu()).toBeNull();
  });
});
