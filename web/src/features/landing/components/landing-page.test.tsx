import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SessionState } from '../../../lib/auth/session-context';
import { freeAllowanceText } from '../../../lib/usage-wording';
import { LandingPage } from './landing-page';

const renderLanding = (session: SessionState['status']) =>
  render(
    <MemoryRouter>
      <LandingPage session={session} />
    </MemoryRouter>,
  );

describe('LandingPage', () => {
  it('has exactly the three feature cards of the spec', () => {
    const { container } = renderLanding('signed-out');
    const cards = [...container.querySelectorAll('.feature-card__title')].map((h) => h.textContent);
    expect(cards).toEqual(['Scan & Verify', 'Store Analysis', 'Smart Insights']);
  });

  it.each([
    /instant barcode scanning/i,
    /authenticity score/i,
    /price comparisons/i,
    /safety rating/i,
    /market value trends/i,
    /smart wishlist/i,
    /seller marketplace access/i,
  ])('makes the promise %s', (promise) => {
    const { container } = renderLanding('signed-out');
    expect(container.textContent).toMatch(promise);
  });

  it("states the free plan's allowance in the words /pricing uses", () => {
    // Prepare + Act
    renderLanding('signed-out');

    // Assess
    const cta = screen.getByRole('region', { name: 'Shop with more confidence' });
    expect(cta.textContent).toContain(`The free plan includes ${freeAllowanceText()}.`);
    expect(cta.textContent).toContain('searches or price comparisons a month');
    expect(cta.textContent).not.toMatch(/cross-platform searches/i);
  });

  it('says which promised features are still to come, rather than claiming them', () => {
    // Prepare + Act
    const { container } = renderLanding('signed-out');

    // Assess: the wishlist and the seller dashboard are placeholders for now.
    const points = [...container.querySelectorAll('li, p')].map((el) => el.textContent ?? '');
    expect(points.find((t) => /smart wishlist/i.test(t))).toMatch(/coming soon/i);
    expect(points.find((t) => /seller marketplace access/i.test(t))).toMatch(/coming soon/i);
  });

  it('offers a guest sign-up and pricing, and a signed-in user scanning', () => {
    renderLanding('signed-out');
    expect(screen.getAllByRole('link', { name: 'Get Started Free' }).length).toBe(2);
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    cleanup();
    renderLanding('signed-in');
    expect(screen.getAllByRole('link', { name: 'Start Scanning' }).length).toBe(2);
    expect(screen.queryByRole('link', { name: 'View Pricing' })).toBeNull();
  });

  it("holds the signed-in action's room, unseen and unreachable, while a session is restored", () => {
    // Prepare + Act
    renderLanding('loading');

    // Assess: no link to follow yet, neither the guest's nor the shopper's, but the room is held.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const held = screen.getAllByTestId('reserved-space');
    expect(held).toHaveLength(2);
    for (const room of held) {
      expect(room.getAttribute('aria-hidden')).toBe('true');
      expect(room.hasAttribute('inert')).toBe(true);
      expect(room.textContent).toBe('Start Scanning');
    }
  });
});
