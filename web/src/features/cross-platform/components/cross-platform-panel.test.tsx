/**
 * The cross-platform search panel: the form's rules, the advanced
 * options sent, every section of an analysis, an unpriced original, no flags, the limit banner,
 * the toast, a refusal, the recent searches, and the prefill from the scan card.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { crossPlatformMessages } from '@shop-scanner/shared/cross-platform-rules';
import { usageMessages } from '@shop-scanner/shared/messages';
import { aSubscription, fakeApi, json, pending, type Routes } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { NO_CONCERNS } from './authenticity-insights';
import { CrossPlatformPanel } from './cross-platform-panel';
import type { SearchPrefill } from '../search-form-rules';
import {
  aHistory,
  anAnalysis,
  anUnpricedAnalysis,
  HISTORY_ROUTE,
  noFlags,
  ORIGINAL_URL,
  SEARCH_ROUTE,
  SUBSCRIPTION_ROUTE,
} from '../test/cross-platform-fixtures';
import {
  isolateEachTest,
  searchButton,
  searchFor,
  toastMessages,
  type,
} from '../test/panel-test-kit';

isolateEachTest();

const renderPanel = (prefill?: SearchPrefill) =>
  renderAt('/scan', '/scan', <CrossPlatformPanel prefill={prefill} />, signedIn());

const apiWith = (routes: Routes = {}) =>
  fakeApi({
    [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
    [HISTORY_ROUTE]: () => json([]),
    ...routes,
  });

const resultsFor = async () => within(await screen.findByTestId('xp-analysis'));

describe('CrossPlatformPanel: the form', () => {
  it('keeps Search Platforms disabled until both fields hold more than blanks', () => {
    // Prepare
    apiWith();
    renderPanel();
    const states: boolean[] = [];
    const record = () => states.push((searchButton() as HTMLButtonElement).disabled);

    // Act
    record();
    type(/Original Product URL/, ORIGINAL_URL);
    record();
    type(/Product Name/, '   ');
    record();
    type(/Product Name/, 'Fineliner');
    record();
    type(/Original Product URL/, ' \t ');
    record();

    // Assess
    expect(states).toEqual([true, true, true, false, true]);
  });

  it('sends both fields trimmed and nothing else when the options are left empty', async () => {
    // Prepare
    const api = apiWith({ [SEARCH_ROUTE]: () => json(anAnalysis()) });
    renderPanel();

    // Act
    searchFor(`  ${ORIGINAL_URL}  `, '  Stabilo Point 88  ');

    // Assess
    await screen.findByTestId('xp-analysis');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { originalUrl: ORIGINAL_URL, productName: 'Stabilo Point 88' },
    ]);
  });

  it('sends the advanced options: category, brand and price range', async () => {
    // Prepare
    const api = apiWith({ [SEARCH_ROUTE]: () => json(anAnalysis()) });
    renderPanel();
    const toggle = screen.getByRole('button', { name: /Advanced Options/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // Act
    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Office Products' } });
    type('Brand', ' Stabilo ');
    type('Minimum price', '5');
    type('Maximum price', '15.5');
    searchFor(ORIGINAL_URL, 'Fineliner');

    // Assess
    await screen.findByTestId('xp-analysis');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('(4 filters set)');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      originalUrl: ORIGINAL_URL,
      productName: 'Fineliner',
      category: 'Office Products',
      brand: 'Stabilo',
      minPrice: 5,
      maxPrice: 15.5,
    });
  });

  it('refuses a minimum price above the maximum under the field, and sends nothing', async () => {
    // Prepare
    const api = apiWith();
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /Advanced Options/ }));
    type('Minimum price', '20');
    type('Maximum price', '10');

    // Act
    searchFor(ORIGINAL_URL, 'Fineliner');

    // Assess
    expect((await screen.findByRole('alert')).textContent).toBe(
      crossPlatformMessages.priceRangeOrder,
    );
    expect(api.count(SEARCH_ROUTE)).toBe(0);
    type('Maximum price', '30');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's field errors under their fields", async () => {
    // Prepare
    apiWith({
      [SEARCH_ROUTE]: () =>
        json(
          { message: 'Invalid input', fieldErrors: { originalUrl: ['Invalid URL format'] } },
          400,
        ),
    });
    renderPanel();

    // Act
    searchFor('not a url', 'Fineliner');

    // Assess
    const field = screen.getByLabelText(/Original Product URL/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid URL format');
    expect(document.activeElement).toBe(field);
  });
});

describe('CrossPlatformPanel: an analysis', () => {
  it("shows every section of the analysis and says 'Found {n} matches across {m} platforms'", async () => {
    // Prepare
    apiWith({ [SEARCH_ROUTE]: () => json(anAnalysis()) });
    renderPanel();

    // Act
    searchFor(ORIGINAL_URL, 'Fineliner');

    // Assess
    const view = await resultsFor();
    expect(toastMessages()).toEqual(['Found 3 matches across 2 platforms']);
    expect(view.getByTestId('xp-original-price').textContent).toBe('Original price: $12.00');
    expect(view.getByTestId('xp-tile-found').textContent).toBe('Products found3across 2 platforms');
    expect(view.getByTestId('xp-tile-lowest').textContent).toBe(
      'Lowest price in stock$7.50$3.67 less than the average in-stock price',
    );
    expect(view.getByTestId('xp-tile-confidence').textContent).toContain('82%');
    expect(view.getByTestId('xp-tile-suspicious').textContent).toContain(
      'Suspicious prices1Under 70% of the original price, in stock or not',
    );
    expect(view.getByTestId('xp-warnings').textContent).toContain('Counterfeit risk: pens-galore');
    const recommendations = within(view.getByTestId('xp-recommendations'));
    expect(recommendations.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Best value',
      'Most trusted',
      'Fastest delivery',
      'Lowest price',
    ]);
    const lowestPick = recommendations.getByRole('heading', {
      name: 'Lowest price',
    }).parentElement!;
    expect(lowestPick.querySelector('.xp-recommendation__price')?.textContent).toBe('$7.50');
    const prices = view.getByTestId('xp-price-analysis');
    expect(within(prices).getByTestId('xp-prices-scope').textContent).toContain('in stock');
    expect([...prices.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '$7.50',
      '$16.00',
      '$11.17',
      '$8.50',
    ]);
    expect(within(prices).getAllByRole('listitem')).toHaveLength(2);
    const authenticity = within(view.getByTestId('xp-authenticity'));
    expect(authenticity.getAllByTestId('xp-risk').map((b) => b.textContent)).toEqual([
      'High risk',
      'Medium risk',
      'Medium risk',
    ]);
    expect(
      authenticity.getByText('Amazon and pens-galore show the same image file (identical content)'),
    ).toBeTruthy();
    expect(authenticity.getAllByRole('link', { name: /pens-galore on eBay/ })).toHaveLength(2);
    expect(authenticity.queryByText(NO_CONCERNS)).toBeNull();
    const rows = view.getAllByTestId('xp-match');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.querySelector('[data-testid="xp-price-rank"]')?.textContent)).toEqual([
      'Competitive',
      'Suspicious',
      'High',
    ]);
    expect(within(rows[1]!).getByText('91% match')).toBeTruthy();
    expect(within(rows[2]!).getByText('Seller not stated')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      'https://www.amazon.com/dp/B000',
    );
    const platforms = within(view.getByTestId('xp-platforms'));
    expect(platforms.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Shop Scanner catalogue: 1 matchStore offers recorded in the Shop Scanner catalogue',
      'eBay: 2 matches',
      'Etsy: not connectedSet ETSY_API_KEY to search Etsy.',
    ]);
  });

  it('shows no rank badge and says why when the original page published no price', async () => {
    // Prepare
    apiWith({ [SEARCH_ROUTE]: () => json(anUnpricedAnalysis()) });
    renderPanel();

    // Act
    searchFor(ORIGINAL_URL, 'Fineliner');

    // Assess
    const view = await resultsFor();
    expect(view.getByTestId('xp-original-price').textContent).toBe(
      'The original page published no price, so prices are not ranked',
    );
    expect(view.getAllByTestId('xp-match')).toHaveLength(3);
    expect(view.queryAllByTestId('xp-price-rank')).toHaveLength(0);
    expect(view.getByTestId('xp-tile-suspicious').textContent).toContain('Not ranked');
    expect(view.queryByTestId('xp-warnings')).toBeNull();
  });

  it("says 'No significant authenticity concerns detected' when no flag fired", async () => {
    // Prepare
    apiWith({ [SEARCH_ROUTE]: () => json(anAnalysis({ authenticityFlags: noFlags() })) });
    renderPanel();

    // Act
    searchFor(ORIGINAL_URL, 'Fineliner');

    // Assess
    const view = await resultsFor();
    expect(within(view.getByTestId('xp-authenticity')).getByText(NO_CONCERNS)).toBeTruthy();
    expect(view.queryAllByTestId('xp-risk')).toHaveLength(0);
  });

  it('shows the limit banner with the server text on a 429, and no toast', async () => {
    // Prepare
    const message = usageMessages.crossPlatformLimit(0);
    apiWith({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ used: { crossPlatformSearch: 2 } })),
      [SEARCH_ROUTE]: () => json({ message }, 429),
    });
    renderPanel();
    await screen.findByTestId('xp-usage-limit-banner');

    // Act
    searchFor(ORIGINAL_URL, 'Fineliner');

    // Assess
    const banner = await screen.findByTestId('xp-limit-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain(message);
    expect(within(banner).getByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(screen.queryByTestId('xp-usage-limit-banner')).toBeNull();
    expect(screen.queryByTestId('xp-analysis')).toBeNull();
    expect(toastMessages()).toEqual([]);
  });

  it("shows a refusal's message with its reason, and 'Failed to search across platforms' for a failure", async () => {
    // Prepare
    let answer = json(
      {
        message: crossPlatformMessages.failed,
        reason: 'private-address',
        detail: 'A private address',
      },
      400,
    );
    apiWith({ [SEARCH_ROUTE]: () => answer });
    renderPanel();

    // Act
    searchFor('http://10.0.0.1/p', 'Fineliner');
    const refused = await screen.findByTestId('xp-failure');
    const refusedText = refused.textContent;
    answer = json({ message: 'Internal error' }, 500);
    fireEvent.click(searchButton());
    await waitFor(() => expect(screen.queryByTestId('xp-failure-detail')).toBeNull());

    // Assess
    expect(refusedText).toBe(`${crossPlatformMessages.failed}A private address`);
    expect(screen.getByTestId('xp-failure').textContent).toBe(crossPlatformMessages.failed);
  });

  it('shows the allowance left this month', async () => {
    // Prepare
    apiWith({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ used: { crossPlatformSearch: 1 } })),
    });

    // Act
    renderPanel();

    // Assess
    expect((await screen.findByTestId('xp-usage')).textContent).toContain(
      '1 search or price comparison remaining this month',
    );
  });
});

describe('CrossPlatformPanel: clearing, a new search and the recent searches', () => {
  it('Clear Results keeps the form; New Search empties it and focuses the address', async () => {
    // Prepare
    apiWith({ [SEARCH_ROUTE]: () => json(anAnalysis()) });
    renderPanel({ productName: 'Fineliner', originalUrl: ORIGINAL_URL, barcode: '4006381333931' });
    fireEvent.click(searchButton());
    await screen.findByTestId('xp-analysis');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Clear Results' }));
    const afterClear = (screen.getByLabelText(/Product Name/) as HTMLInputElement).value;
    fireEvent.click(searchButton());
    await screen.findByTestId('xp-analysis');
    fireEvent.click(screen.getByRole('button', { name: 'New Search' }));

    // Assess
    expect(afterClear).toBe('Fineliner');
    expect(screen.queryByTestId('xp-analysis')).toBeNull();
    const url = screen.getByLabelText(/Original Product URL/) as HTMLInputElement;
    expect(url.value).toBe('');
    expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('xp-barcode-note')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(url));
  });

  it('lists the last 10 searches newest first and shows the one chosen without searching', async () => {
    // Prepare
    const api = apiWith({ [HISTORY_ROUTE]: () => json(aHistory(10)) });
    renderPanel();
    const list = await screen.findByTestId('xp-recent-searches');
    const items = within(list).getAllByRole('button');

    // Act
    fireEvent.click(items[2]!);

    // Assess
    expect(items.map((b) => b.querySelector('.xp-recent__name')?.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Product ${i + 1}`),
    );
    const view = await resultsFor();
    expect(view.getByRole('heading', { name: 'Product 3' })).toBeTruthy();
    expect(items[2]!.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText(/Original Product URL/) as HTMLInputElement).value).toBe(
      'https://store-3.example/p',
    );
    expect(api.count(SEARCH_ROUTE)).toBe(0);
    expect(toastMessages()).toEqual([]);
  });

  it('reads the recent searches again after a search', async () => {
    // Prepare
    const api = apiWith({ [SEARCH_ROUTE]: () => json(anAnalysis()) });
    renderPanel();
    await screen.findByText(/No searches yet/);

    // Act
    searchFor(ORIGINAL_URL, 'Fineliner');

    // Assess
    await screen.findByTestId('xp-analysis');
    await waitFor(() => expect(api.count(HISTORY_ROUTE)).toBe(2));
  });
});

describe('CrossPlatformPanel: the prefill (the scan card)', () => {
  it('fills the form, opens the options it fills, and searches with the barcode', async () => {
    // Prepare
    const api = apiWith({ [SEARCH_ROUTE]: () => pending() });

    // Act
    renderPanel({
      originalUrl: ORIGINAL_URL,
      productName: 'Stabilo Point 88',
      barcode: '4006381333931',
      category: 'Office Products',
      brand: 'Stabilo',
    });
    fireEvent.click(searchButton());

    // Assess
    expect(
      screen.getByRole('button', { name: /Advanced Options/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByTestId('xp-barcode-note').textContent).toContain('4006381333931');
    await waitFor(() => expect(api.count(SEARCH_ROUTE)).toBe(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      originalUrl: ORIGINAL_URL,
      productName: 'Stabilo Point 88',
      category: 'Office Products',
      brand: 'Stabilo',
      barcode: '4006381333931',
    });
    expect(screen.getByText('Searching other platforms')).toBeTruthy();
    expect(searchButton().getAttribute('aria-busy')).toBe('true');
  });
});
