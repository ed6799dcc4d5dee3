import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usageMessages } from '@shop-scanner/shared/messages';
import { plans } from '@shop-scanner/shared/plans';
import { aSearchResult, aSubscription, json, pending } from '../../../test/api-fixtures';
import { guest, signedIn } from '../../../test/render-at';
import { aSession } from '../../../test/session-fixtures';
import { api, renderPage } from '../test/products-page-kit';
import { SEARCH_STILL_FREE_NOTE } from './search-notices';

describe('ProductsPage and the plan', () => {
  const limitReached = () => json({ message: usageMessages.searchLimitShort }, 429);

  it('tells a guest at the limit to sign up free, never to upgrade a plan they do not have', async () => {
    api({ '/api/products/search': limitReached });
    renderPage('/products?query=pen', guest());
    const banner = await screen.findByTestId('search-limit-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain(
      "You have used this month's free searches or price comparisons.",
    );
    expect(banner.textContent).toContain(
      `${plans.free.limits.crossPlatformSearches} searches or price comparisons a month`,
    );
    expect(banner.textContent).not.toMatch(/upgrade your plan/i);
    expect(within(banner).getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(banner).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(banner).queryByRole('link', { name: /Upgrade/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Search error' })).toBeNull();
  });

  it('leads a signed-in user at the limit to the checkout with Premium chosen', async () => {
    api({ '/api/products/search': limitReached });
    renderPage('/products?query=pen', signedIn());
    const banner = await screen.findByTestId('search-limit-banner');
    expect(banner.textContent).toContain('Search limit reached. Please upgrade your plan.');
    expect(
      within(banner).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).toBe('/pricing?plan=premium');
    expect(within(banner).queryByRole('link', { name: 'Sign Up Free' })).toBeNull();
  });

  it('shows guests the sign-up call to action and no counter', async () => {
    const { callsTo } = api();
    renderPage('/products', guest());
    const cta = await screen.findByRole('complementary', { name: 'Get more from Shop Scanner' });
    expect(within(cta).getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(cta).getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.queryByTestId('searches-remaining')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Scan Product' })).toBeNull();
    expect(callsTo('/api/subscription')).toHaveLength(0);
  });

  it("shows a signed-in user 'Searches remaining', the usage bar and 'Scan Product', and no call to action", async () => {
    api({
      '/api/subscription': () =>
        json(
          aSubscription({
            usage: { ...aSubscription().usage, crossPlatformSearchesUsed: 1 },
            remaining: { scan: 2, storeAnalysis: 2, crossPlatformSearch: 1 },
          }),
        ),
    });
    renderPage('/products', signedIn());
    const counter = await screen.findByTestId('searches-remaining');
    expect(counter.textContent).toContain('1 search or price comparison remaining this month');
    expect(within(counter).getByRole('meter').getAttribute('aria-valuetext')).toBe('1 of 2 used');
    expect(screen.getByRole('link', { name: 'Scan Product' }).getAttribute('href')).toBe('/scan');
    expect(screen.queryByRole('complementary', { name: 'Get more from Shop Scanner' })).toBeNull();
  });

  it("holds the counter's box while the plan loads", async () => {
    // Prepare
    let answer: (r: Response) => void = () => {};
    api({ '/api/subscription': () => new Promise<Response>((r) => (answer = r)) });
    renderPage('/products', signedIn());

    // Act + Assess
    const skeleton = await screen.findByTestId('usage-allowance-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Scan Product' })).toBeTruthy();
    answer(json(aSubscription()));
    expect(await screen.findByTestId('searches-remaining')).toBeTruthy();
    expect(screen.queryByTestId('usage-allowance-skeleton')).toBeNull();
  });

  it("holds a shopper's counter and 'Scan Product', unseen, while a session is restored", async () => {
    // Prepare + Act
    const { callsTo } = api();
    const { setSession } = renderPage('/products', aSession({ status: 'loading' }));
    await screen.findByRole('heading', { name: 'Product Database', level: 1 });

    // Assess: nothing to reach yet, and no plan asked for without the session.
    const held = screen.getByTestId('reserved-space');
    expect(held.hasAttribute('inert')).toBe(true);
    expect(held.textContent).toContain('Scan Product');
    expect(screen.queryByRole('link', { name: 'Scan Product' })).toBeNull();
    expect(callsTo('/api/subscription')).toHaveLength(0);

    // Act: the session is restored.
    setSession(signedIn());

    // Assess
    expect(await screen.findByTestId('searches-remaining')).toBeTruthy();
    expect(screen.queryByTestId('reserved-space')).toBeNull();
  });

  it("says 'unlimited' on a paid plan, without a usage bar", async () => {
    api({
      '/api/subscription': () =>
        json(
          aSubscription({
            planId: 'premium',
            remaining: { scan: null, storeAnalysis: null, crossPlatformSearch: null },
          }),
        ),
    });
    renderPage('/products', signedIn());
    const counter = await screen.findByTestId('searches-remaining');
    expect(counter.textContent).toBe('Unlimited searches or price comparisons');
    expect(within(counter).queryByRole('meter')).toBeNull();
  });

  it('refreshes the counter after a search reached the server', async () => {
    // Prepare
    let remaining = 2;
    const { callsTo } = api({
      '/api/products/search': () => {
        remaining -= 1;
        return json(aSearchResult());
      },
      '/api/subscription': () =>
        json(
          aSubscription({
            remaining: { scan: 2, storeAnalysis: 2, crossPlatformSearch: remaining },
          }),
        ),
    });
    renderPage('/products', signedIn());
    await waitFor(() =>
      expect(screen.getByTestId('searches-remaining').textContent).toContain(
        '2 searches or price comparisons remaining',
      ),
    );

    // Act
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'pen' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    // Assess
    await waitFor(() =>
      expect(screen.getByTestId('searches-remaining').textContent).toContain(
        '1 search or price comparison remaining',
      ),
    );
    expect(callsTo('/api/subscription')).toHaveLength(2);
  });

  it('leaves the counter alone after a search without words: browsing by filters is free', async () => {
    // Prepare
    const { callsTo } = api();
    renderPage('/products', signedIn());
    await screen.findByTestId('searches-remaining');
    await screen.findByRole('option', { name: 'Books' });

    // Act: browse a category, then narrow and re-sort it.
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Books' } });
    await waitFor(() => expect(callsTo('/api/products/search')).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('In stock only'));
    await waitFor(() => expect(callsTo('/api/products/search')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('sort-price'));
    await waitFor(() => expect(callsTo('/api/products/search')).toHaveLength(3));
    await screen.findByTestId('results-count');

    // Assess: the counter was read once, when the page opened.
    expect(callsTo('/api/subscription')).toHaveLength(1);
  });

  it('tells a signed-in user with no searches left before they search', async () => {
    api({
      '/api/subscription': () =>
        json(aSubscription({ remaining: { scan: 0, storeAnalysis: 0, crossPlatformSearch: 0 } })),
    });
    renderPage('/products', signedIn());
    const banner = await screen.findByTestId('search-limit-banner');
    expect(banner.textContent).toContain(usageMessages.searchLimit(0));
    expect(banner.getAttribute('role')).toBeNull();
    expect(
      within(banner).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).toBe('/pricing?plan=premium');
    // The counter says the same thing in the words of every page.
    expect(screen.getByTestId('searches-remaining').textContent).toContain(
      '0 searches or price comparisons remaining this month',
    );
    // What is still free at the limit: only new words count.
    expect(banner.textContent).toContain(SEARCH_STILL_FREE_NOTE);
  });

  it('shows a busy indicator while the first search is pending', async () => {
    api({ '/api/products/search': pending });
    renderPage('/products?query=pen');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Search Results' });
    expect(within(results).getByRole('status').textContent).toBe('Searching');
    expect(screen.queryByTestId('results-count')).toBeNull();
  });
});
