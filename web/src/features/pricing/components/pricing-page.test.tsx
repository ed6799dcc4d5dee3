import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { aSubscription, fakeApi, json } from '../../../test/api-fixtures';
import { guest, renderAt, signedIn } from '../../../test/render-at';
import { aSession } from '../../../test/session-fixtures';
import { PricingPage, type CheckoutProps } from './pricing-page';

/** The checkout is the route's to load; here a stand-in shows which plan it was opened for. */
const FakeCheckout = ({ planId, email, onClose }: CheckoutProps) => (
  <div role="dialog" aria-label="Checkout">
    {planId} for {email}
    <button type="button" onClick={onClose}>
      Close checkout
    </button>
  </div>
);

const renderPricing = (url = '/pricing', session = guest()) =>
  renderAt(url, '/pricing', <PricingPage Checkout={FakeCheckout} />, session);

const card = (id: string) => within(screen.getByTestId(`plan-card-${id}`));

describe('PricingPage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the monthly prices, then the annual ones with the original price and the saving', () => {
    // Prepare
    fakeApi({});
    renderPricing();

    // Assess: monthly first
    expect(card('premium').getByText('$10')).toBeTruthy();
    expect(card('premium').getByText('/month')).toBeTruthy();
    expect(card('premium').getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeTruthy();

    // Act
    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));

    // Assess
    expect(card('annual').getByText('$102')).toBeTruthy();
    expect(card('annual').getByText('$120')).toBeTruthy();
    expect(card('annual').getByText('Save $18 (15%)')).toBeTruthy();
    expect(
      card('annual').getByRole('button', { name: 'Start Free Trial & Save 15%' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Annual/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('builds the comparison table, the privacy details and the FAQ', () => {
    fakeApi({});
    renderPricing();
    const table = screen.getByRole('table');
    const scans = within(table).getByRole('row', { name: /Barcode scans/ });
    expect(
      within(scans)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2 per month', 'Unlimited', 'Unlimited']);
    expect(screen.getByText('Privacy details')).toBeTruthy();
    expect(screen.getByText('Is there a money-back guarantee?')).toBeTruthy();
  });

  it('asks a guest who chooses a plan to sign in, with links that come back to that plan', () => {
    // Prepare
    fakeApi({});
    renderPricing();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));

    // Assess
    const prompt = screen.getByTestId('sign-in-to-upgrade');
    expect(prompt.textContent).toContain('Please sign in to upgrade your plan.');
    expect(within(prompt).getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('opens the checkout inside the page for a signed-in user, and closes it', async () => {
    // Prepare
    fakeApi({ 'GET /api/subscription': () => json(aSubscription()) });
    renderPricing('/pricing', signedIn());

    // Act
    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial & Save 15%' }));

    // Assess
    expect(screen.getByRole('dialog').textContent).toContain('annual for ada@example.com');
    expect(screen.getByTestId('location').textContent).toBe('/pricing?checkout=annual');
    fireEvent.click(screen.getByRole('button', { name: 'Close checkout' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Your current plan')).toBeTruthy();
    expect(card('free').getByRole('link', { name: 'Start scanning' }).getAttribute('href')).toBe(
      '/scan',
    );
  });

  it('keeps a plan chosen while the session is still loading, and opens it once signed in', () => {
    // Prepare: the page answered before the stored session was restored (a fresh page load).
    fakeApi({ 'GET /api/subscription': () => json(aSubscription()) });
    const { setSession } = renderPricing('/pricing', aSession({ status: 'loading' }));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    setSession(signedIn());

    // Assess
    expect(screen.queryByTestId('sign-in-to-upgrade')).toBeNull();
    expect(screen.getByRole('dialog').textContent).toContain('premium for ada@example.com');
  });

  it('preselects Premium from ?plan= (the limit banners link there), the choice of period still open', () => {
    fakeApi({ 'GET /api/subscription': () => json(aSubscription()) });
    renderPricing('/pricing?plan=premium', signedIn());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('plan-preselected').textContent).toContain('Switch to Annual');
    expect(screen.getByRole('button', { name: /Annual/ })).toBeTruthy();
    expect(card('premium').getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeTruthy();
  });

  it('opens the checkout from ?checkout= (a plan chosen on this page)', () => {
    fakeApi({ 'GET /api/subscription': () => json(aSubscription()) });
    renderPricing('/pricing?checkout=premium', signedIn());
    expect(screen.getByRole('dialog').textContent).toContain('premium for ada@example.com');
  });

  it('asks a guest arriving with ?checkout= to sign in first', () => {
    fakeApi({});
    renderPricing('/pricing?checkout=annual');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('sign-in-to-upgrade')).toBeTruthy();
  });

  it('offers to manage the plan the user already has', async () => {
    fakeApi({ 'GET /api/subscription': () => json(aSubscription({ planId: 'premium' })) });
    renderPricing('/pricing', signedIn());
    expect(await card('premium').findByRole('link', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('after checkout, polls the subscription until the paid plan is active and says so', async () => {
    // Prepare: the webhook lands between the first and the second read.
    let reads = 0;
    const api = fakeApi({
      'GET /api/subscription': () =>
        json(
          aSubscription(
            ++reads < 2
              ? {}
              : { planId: 'annual', status: 'trialing', trialEnd: '2026-12-08T12:00:00.000Z' },
          ),
        ),
    });

    // Act
    renderPricing('/pricing?success=true', signedIn());

    // Assess
    expect(screen.getByTestId('activation').textContent).toContain('Confirming your payment');
    const active = await screen.findByText(
      'Your Annual subscription is now active!',
      {},
      { timeout: 3000 },
    );
    expect(active).toBeTruthy();
    expect(screen.getByTestId('activation').textContent).toContain(
      'unlimited scans, store analyses, searches and price comparisons',
    );
    expect(screen.getByTestId('activation').textContent).toContain('Dec 8, 2026');
    expect(api.count('GET /api/subscription')).toBe(2);
  });

  it('says it is still confirming when no paid plan shows within 30 s', async () => {
    // Prepare
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'GET /api/subscription': () => json(aSubscription()) });
    renderPricing('/pricing?success=true', signedIn());

    // Act
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_500);
    });

    // Assess
    expect(await screen.findByText('Still confirming your payment')).toBeTruthy();
    const polls = api.count('GET /api/subscription');
    expect(polls).toBeGreaterThanOrEqual(25);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(api.count('GET /api/subscription')).toBe(polls);
  });
});
