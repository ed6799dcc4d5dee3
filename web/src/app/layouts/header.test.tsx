import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { aSession, aUser, WithSession } from '../../test/session-fixtures';
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
