/**
 * /analyze: the standing cards, the recent analyses, the form's rules, and
 * what an analysis answers (the verdict and its toast, the limit banner, a refusal and its reason,
 * a failure). The verdict's own fields: store-verdict-view.test.tsx.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usageMessages } from '@shop-scanner/shared/messages';
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { setRuntimeConfig } from '../../../config/runtime-config';
import { aSubscription, fakeApi, json, pending, type Routes } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import {
  aHistory,
  ANALYZE_ROUTE,
  anEntry,
  HISTORY_ROUTE,
  SUBSCRIPTION_ROUTE,
} from '../test/analysis-fixtures';
import { isolateEachTest, submitUrl, toastMessages } from '../test/analyze-test-kit';
import { AnalyzePage } from './analyze-page';

isolateEachTest();

const renderPage = (url = '/analyze') => renderAt(url, '/analyze', <AnalyzePage />, signedIn());

const apiWith = (routes: Routes = {}) =>
  fakeApi({
    [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
    [HISTORY_ROUTE]: () => json([]),
    ...routes,
  });

const analyzeField = /Store URL/;
const analyzeButton = 'Analyze Store';

describe('AnalyzePage: what it always shows', () => {
  it('shows the explainer, the allowance, the score legend, the product types and the privacy card', async () => {
    // Prepare
    apiWith();

    // Act
    renderPage();

    // Assess
    expect(
      screen.getByRole('heading', { level: 1, name: 'Store Authenticity Analyzer' }),
    ).toBeTruthy();
    expect(screen.getByTestId('analyze-explainer')).toBeTruthy();
    const legend = screen.getByTestId('score-legend');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['80-100High authenticity', '60-79Good', '40-59Moderate risk', '0-39High risk']);
    const types = screen.getByTestId('product-type-guide');
    expect([...types.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Handmade',
      'Mass produced',
      'Dropshipped',
      'Print on demand',
      'Unknown',
    ]);
    const privacy = screen.getByTestId('analyze-privacy').textContent ?? '';
    expect(privacy).toContain('fetched by our server, never by your browser');
    expect(privacy).toContain('7 days on Free, 90 days on Premium, 365 days on Annual');
    expect((await screen.findByTestId('analysis-usage')).textContent).toContain(
      '2 store analyses remaining this month',
    );
  });

  it('shows the last 5 analyses of the history, newest first, and shows the one chosen', async () => {
    // Prepare
    const api = apiWith({ [HISTORY_ROUTE]: () => json(aHistory(7)) });
    renderPage();
    const recent = await screen.findByTestId('recent-analyses');
    const items = within(recent).getAllByRole('button');

    // Act
    fireEvent.click(items[1]!);

    // Assess
    expect(items.map((b) => b.querySelector('.analyze-recent__store')?.textContent)).toEqual([
      'store-1.example',
      'store-2.example',
      'store-3.example',
      'store-4.example',
      'store-5.example',
    ]);
    const verdict = await screen.findByTestId('store-verdict');
    expect(within(verdict).getByRole('heading', { name: 'store-2.example' })).toBeTruthy();
    expect(within(verdict).getByTestId('verdict-score').textContent).toContain('85');
    expect(items[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(api.count(ANALYZE_ROUTE)).toBe(0);
  });

  it('remembers a dismissed explainer, and brings it back on request', async () => {
    // Prepare
    apiWith();
    const first = renderPage();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Got it, hide this' }));
    first.unmount();
    renderPage();

    // Assess
    expect(screen.queryByTestId('analyze-explainer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'How the analyzer works' }));
    expect(screen.getByTestId('analyze-explainer')).toBeTruthy();
  });
});

describe('AnalyzePage: the form', () => {
  it("says 'Invalid URL format' for an empty field and for what is no web address, and sends nothing", async () => {
    // Prepare
    const api = apiWith();
    renderPage();

    // Act
    submitUrl(analyzeField, '   ', analyzeButton);
    const empty = await screen.findByRole('alert');
    const emptyText = empty.textContent;
    submitUrl(analyzeField, 'ftp://shop.example', analyzeButton);
    const scheme = (await screen.findByRole('alert')).textContent;

    // Assess
    expect(emptyText).toBe(storeAnalysisMessages.invalidUrl);
    expect(scheme).toBe(storeAnalysisMessages.invalidUrl);
    expect(screen.getByLabelText(analyzeField).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(analyzeField).getAttribute('type')).toBe('url');
    expect(api.count(ANALYZE_ROUTE)).toBe(0);
  });

  it('clears the error when the field is edited', async () => {
    // Prepare
    apiWith();
    renderPage();
    submitUrl(analyzeField, 'not a url', analyzeButton);
    await screen.findByText(storeAnalysisMessages.invalidUrl);

    // Act
    fireEvent.change(screen.getByLabelText(analyzeField), { target: { value: 'shop.exa' } });

    // Assess
    await waitFor(() => expect(screen.queryByText(storeAnalysisMessages.invalidUrl)).toBeNull());
  });

  it('sends a bare domain as https://, as the server reads it', async () => {
    // Prepare
    const api = apiWith({ [ANALYZE_ROUTE]: () => pending() });
    renderPage();

    // Act
    submitUrl(analyzeField, '  shop.example  ', analyzeButton);

    // Assess
    await waitFor(() => expect(api.count(ANALYZE_ROUTE)).toBe(1));
    expect(api.calls.find((c) => c.path === '/api/store-analysis')?.body).toEqual({
      url: 'https://shop.example',
    });
    expect((await screen.findByText('Analyzing the store')).closest('[role=status]')).toBeTruthy();
  });

  it('prefills the address from ?url= without analyzing it', async () => {
    // Prepare
    const api = apiWith();

    // Act
    renderPage(`/analyze?url=${encodeURIComponent('https://offer.example/item')}`);

    // Assess
    expect((screen.getByLabelText(analyzeField) as HTMLInputElement).value).toBe(
      'https://offer.example/item',
    );
    await screen.findByTestId('analysis-usage');
    expect(api.count(ANALYZE_ROUTE)).toBe(0);
  });
});

describe('AnalyzePage: opened on an address of its recent analyses', () => {
  it('shows that analysis at once, without analyzing or counting anything', async () => {
    // Prepare: the history holds the linked address (a seller's dashboard links to its store's).
    const api = apiWith({ [HISTORY_ROUTE]: () => json(aHistory(3)) });

    // Act
    renderPage(`/analyze?url=${encodeURIComponent('https://store-2.example/')}`);

    // Assess
    const verdict = await screen.findByTestId('store-verdict');
    expect(within(verdict).getByRole('heading', { name: 'store-2.example' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Is this your store? Ask for a review' }),
    ).toBeTruthy();
    expect(api.count(ANALYZE_ROUTE)).toBe(0);
  });

  it('shows nothing yet for an address the history does not hold', async () => {
    // Prepare
    const api = apiWith({ [HISTORY_ROUTE]: () => json(aHistory(3)) });

    // Act
    renderPage(`/analyze?url=${encodeURIComponent('https://elsewhere.example/')}`);

    // Assess
    await screen.findByTestId('recent-analyses');
    expect(screen.queryByTestId('store-verdict')).toBeNull();
    expect(api.count(ANALYZE_ROUTE)).toBe(0);
  });
});

describe('AnalyzePage: what an analysis answers', () => {
  it("shows the verdict, says 'Store analysis completed' and reads the allowance and history again", async () => {
    // Prepare
    const api = apiWith({ [ANALYZE_ROUTE]: () => json(anEntry(), 201) });
    renderPage();
    await screen.findByTestId('analysis-usage');

    // Act
    submitUrl(analyzeField, 'https://brand.example/', analyzeButton);

    // Assess
    const verdict = await screen.findByTestId('store-verdict');
    expect(within(verdict).getByRole('heading', { name: 'brand.example' })).toBeTruthy();
    expect(toastMessages()).toEqual([storeAnalysisMessages.completed]);
    await waitFor(() => expect(api.count(SUBSCRIPTION_ROUTE)).toBe(2));
    await waitFor(() => expect(api.count(HISTORY_ROUTE)).toBe(2));
  });

  it("shows the limit banner with the server's text at the plan's limit, once", async () => {
    // Prepare
    const limit = usageMessages.storeAnalysisLimit(0);
    apiWith({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ used: { storeAnalysis: 2 } })),
      [ANALYZE_ROUTE]: () => json({ message: limit }, 429),
    });
    renderPage();
    await screen.findByTestId('analysis-usage-limit-banner');

    // Act
    submitUrl(analyzeField, 'https://third.example/', analyzeButton);

    // Assess
    const banner = await screen.findByTestId('analysis-limit-banner');
    expect(banner.textContent).toContain(limit);
    expect(banner.getAttribute('role')).toBe('alert');
    expect(within(banner).getByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(screen.queryByTestId('analysis-usage-limit-banner')).toBeNull();
    expect(screen.queryByTestId('store-verdict')).toBeNull();
    expect(toastMessages()).toEqual([]);
  });

  it('shows a refusal with the reason the server gave', async () => {
    // Prepare
    apiWith({
      [ANALYZE_ROUTE]: () =>
        json(
          {
            message: storeAnalysisMessages.failedUrl,
            reason: 'private-address',
            detail: 'intranet.example resolves to 10.0.0.5, a private address',
          },
          400,
        ),
    });
    renderPage();

    // Act
    submitUrl(analyzeField, 'intranet.example', analyzeButton);

    // Assess
    const failure = await screen.findByTestId('analysis-failure');
    expect(failure.querySelector('.analyze-failure__message')?.textContent).toBe(
      storeAnalysisMessages.failedUrl,
    );
    expect(within(failure).getByTestId('analysis-failure-detail').textContent).toBe(
      'intranet.example resolves to 10.0.0.5, a private address',
    );
  });

  it("says 'Failed to analyze store' for any other failure", async () => {
    // Prepare
    apiWith({ [ANALYZE_ROUTE]: () => json({ message: 'Internal Server Error' }, 500) });
    renderPage();

    // Act
    submitUrl(analyzeField, 'shop.example', analyzeButton);

    // Assess
    const failure = await screen.findByTestId('analysis-failure');
    expect(failure.textContent).toBe(storeAnalysisMessages.failedStore);
  });
});

describe('AnalyzePage: demo stores', () => {
  const config: RuntimeConfig = {
    apiBaseUrl: '',
    region: 'local',
    userPoolId: 'pool',
    userPoolClientId: 'client',
    stage: 'local',
  };
  afterEach(() => setRuntimeConfig(config));

  it('offers the demo stores of /config.json and analyzes the one chosen', async () => {
    // Prepare
    setRuntimeConfig({
      ...config,
      demoStores: [{ label: 'A brand shop', url: 'http://127.0.0.1:4101/' }],
    });
    const api = apiWith({ [ANALYZE_ROUTE]: () => json(anEntry()) });
    renderPage();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'A brand shop' }));

    // Assess
    await screen.findByTestId('store-verdict');
    expect(api.calls.find((c) => c.path === '/api/store-analysis')?.body).toEqual({
      url: 'http://127.0.0.1:4101/',
    });
    expect((screen.getByLabelText(analyzeField) as HTMLInputElement).value).toBe(
      'http://127.0.0.1:4101/',
    );
  });

  it('offers none when the configuration lists none', () => {
    setRuntimeConfig(config);
    apiWith();
    renderPage();
    expect(screen.queryByTestId('url-examples')).toBeNull();
  });
});
