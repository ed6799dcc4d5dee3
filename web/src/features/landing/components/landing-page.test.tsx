import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LandingPage } from './landing-page';

const renderLanding = (signedIn: boolean) =>
  render(
    <MemoryRouter>
      <LandingPage signedIn={signedIn} />
    </MemoryRouter>,
  );

describe('LandingPage', () => {
  it('has exactly the three feature cards of the spec', () => {
    const { container } = renderLanding(false);
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
  ])('makes the promise %s of part 1 §1', (promise) => {
    const { container } = renderLanding(false);
    expect(container.textContent).toMatch(promise);
  });

  it('offers a guest sign-up and pricing, and a signed-in user scanning', () => {
    renderLanding(false);
    expect(screen.getAllByRole('link', { name: 'Get Started Free' }).length).toBe(2);
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    cleanup();
    renderLanding(true);
    expect(screen.getAllByRole('link', { name: 'Start Scanning' }).length).toBe(2);
    expect(screen.queryByRole('link', { name: 'View Pricing' })).toBeNull();
  });
});
