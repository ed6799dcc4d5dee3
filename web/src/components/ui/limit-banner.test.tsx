import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { usageMessages } from '@shop-scanner/shared/messages';
import { LimitBanner } from './limit-banner';

const renderBanner = (signedIn: boolean, announce = false) =>
  render(
    <MemoryRouter initialEntries={['/products?query=pen']}>
      <LimitBanner
        feature="crossPlatformSearch"
        signedIn={signedIn}
        message={usageMessages.searchLimitShort}
        note="A note for members."
        announce={announce}
        testId="banner"
      />
    </MemoryRouter>,
  );

const link = (name: string) => within(screen.getByTestId('banner')).queryByRole('link', { name });

describe('LimitBanner', () => {
  it('leads a signed-in shopper to the checkout inside /pricing with Premium chosen', () => {
    renderBanner(true);
    const banner = screen.getByTestId('banner');
    expect(banner.textContent).toContain(usageMessages.searchLimitShort);
    expect(banner.textContent).toContain('A note for members.');
    expect(link('Upgrade to Premium')?.getAttribute('href')).toBe('/pricing?plan=premium');
    expect(link('Compare plans')?.getAttribute('href')).toBe('/pricing');
    expect(link('Sign Up Free')).toBeNull();
  });

  it('tells a guest to sign up free, with no upgrade of a plan they do not have', () => {
    renderBanner(false);
    const banner = screen.getByTestId('banner');
    expect(banner.textContent).not.toContain(usageMessages.searchLimitShort);
    expect(banner.textContent).not.toMatch(/upgrade/i);
    expect(banner.textContent).toContain('Sign up free');
    expect(link('Sign Up Free')?.getAttribute('href')).toBe('/register');
    expect(link('Log In')?.getAttribute('href')).toBe('/login');
    expect(link('Upgrade to Premium')).toBeNull();
  });

  it('is announced only as the answer to a refused action', () => {
    const { unmount } = renderBanner(true, true);
    expect(screen.getByTestId('banner').getAttribute('role')).toBe('alert');
    unmount();
    renderBanner(true, false);
    expect(screen.getByTestId('banner').getAttribute('role')).toBeNull();
  });
});
