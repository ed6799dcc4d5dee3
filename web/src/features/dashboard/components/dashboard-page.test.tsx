/**
 * The seller dashboard page against a fake API: its loading place, a failure with Try Again, a
 * brand-new business told what to do first, its products with their edits and the history one
 * click away, the weekly charts (or the honest empty state) and the store's latest analysis.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, pending } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import {
  aDashboard,
  aDashboardProduct,
  anAnalysis,
  aStore,
  DASHBOARD_ROUTE,
  twelveWeeks,
} from '../test/dashboard-fixtures';
import { DashboardPage } from './dashboard-page';

const renderDashboard = () =>
  renderAt('/dashboard', '/dashboard', <DashboardPage businessName="Corner Shop" />, signedIn());

describe('DashboardPage: its states', () => {
  it("holds each card's place while it loads, and says it is loading", () => {
    // Prepare
    fakeApi({ [DASHBOARD_ROUTE]: pending });

    // Act
    renderDashboard();

    // Assess
    expect(screen.getByRole('heading', { level: 1, name: 'Corner Shop' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-skeleton')).toBeTruthy();
    expect(screen.getByText('Loading your dashboard').getAttribute('role')).toBe('status');
  });

  it('says it could not load, and Try Again asks again', async () => {
    // Prepare: the first answer is not a dashboard at all (a proxy's page, say).
    let calls = 0;
    const api = fakeApi({
      [DASHBOARD_ROUTE]: () => (++calls === 1 ? json({ nope: 1 }) : json(aDashboard())),
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');

    // Act
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    // Assess
    await screen.findByRole('heading', { name: 'Your products' });
    expect(api.count(DASHBOARD_ROUTE)).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a brand-new business what to do first, and invents nothing', async () => {
    // Prepare
    fakeApi({ [DASHBOARD_ROUTE]: () => json(aDashboard()) });

    // Act
    renderDashboard();

    // Assess
    const start = await screen.findByRole('region', { name: 'Start here' });
    expect(within(start).getByRole('link', { name: 'Scan' }).getAttribute('href')).toBe('/scan');
    expect(screen.getByTestId('dashboard-no-products')).toBeTruthy();
    expect(screen.getByTestId('dashboard-no-activity').textContent).toContain(
      'Once you add products',
    );
    expect(screen.queryByTestId('line-chart')).toBeNull();
    expect(screen.getByTestId('store-analysis-state').textContent).toContain(
      "Add your store's web address",
    );
  });
});

describe('DashboardPage: your products', () => {
  it('lists each product with its edits, and its edit history one click away', async () => {
    // Prepare
    fakeApi({
      [DASHBOARD_ROUTE]: () =>
        json(
          aDashboard({
            products: [
              aDashboardProduct({
                id: 'p-teapot',
                name: 'Glass Teapot',
                lowestPrice: 24.5,
                edits: { count: 3, latestAt: '2026-11-20T12:00:00.000Z', byOthers: 2 },
              }),
              aDashboardProduct(),
            ],
          }),
        ),
    });

    // Act
    renderDashboard();

    // Assess
    const rows = await screen.findAllByTestId('dashboard-product');
    expect(rows).toHaveLength(2);
    const [teapot, kettle] = rows as [HTMLElement, HTMLElement];
    expect(within(teapot).getByTestId('dashboard-product-edits').textContent).toBe(
      '3 edits · latest Nov 20, 2026 · 2 by other people',
    );
    expect(teapot.textContent).toContain('From $24.50');
    expect(within(kettle).getByTestId('dashboard-product-edits').textContent).toBe(
      'No edits since you added it',
    );
    expect(kettle.textContent).toContain('No price yet');
    const history = within(teapot).getByRole('link', { name: 'Edit history of Glass Teapot' });
    expect(history.getAttribute('href')).toBe('/products/p-teapot#recent-edits');
    expect(screen.queryByRole('region', { name: 'Start here' })).toBeNull();
  });
});

describe('DashboardPage: how shoppers found your products', () => {
  it('says plainly when no shopper activity is recorded yet', async () => {
    // Prepare: products, but no weeks from analytics, and then twelve weeks of zeros.
    const products = [aDashboardProduct()];
    fakeApi({ [DASHBOARD_ROUTE]: () => json(aDashboard({ products, activity: [] })) });

    // Act
    renderDashboard();

    // Assess
    expect((await screen.findByTestId('dashboard-no-activity')).textContent).toContain(
      'No shopper activity recorded for your products in the last 12 weeks yet',
    );
    expect(screen.queryByTestId('line-chart')).toBeNull();
  });

  it('draws a weekly chart per measure with the same chart as the price trend, figures as text too', async () => {
    // Prepare
    const views = [0, 1, 0, 2, 3, 0, 5, 4, 6, 3, 2, 7];
    fakeApi({
      [DASHBOARD_ROUTE]: () =>
        json(aDashboard({ products: [aDashboardProduct()], activity: twelveWeeks(views) })),
    });

    // Act
    renderDashboard();

    // Assess: four charts (each loaded lazily), each with its total.
    await waitFor(() => expect(screen.getAllByTestId('line-chart')).toHaveLength(4));
    const viewsCard = screen.getByTestId('activity-views');
    expect(within(viewsCard).getByRole('heading').textContent).toBe('Views');
    expect(viewsCard.textContent).toContain('33 in 12 weeks');
    expect(within(viewsCard).getByRole('img').getAttribute('aria-label')).toBe(
      'Views per week: 0 on Sep 7 to 7 on Nov 23; low 0, high 7, 12 points.',
    );
    expect(screen.getByTestId('activity-scans').textContent).toContain('2 in 12 weeks');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '2', '0', '0']);
    expect(within(rows[12]!).getByRole('rowheader').textContent).toBe('Nov 23');
  });
});

describe('DashboardPage: your store', () => {
  it('shows the latest analysis of a verified store, with the way to open it and to ask for a review', async () => {
    // Prepare
    fakeApi({
      [DASHBOARD_ROUTE]: () => json(aDashboard({ store: aStore(), latestAnalysis: anAnalysis() })),
    });

    // Act
    renderDashboard();

    // Assess
    const analysis = await screen.findByTestId('store-analysis');
    expect(analysis.textContent).toContain('82/100 · High authenticity');
    expect(analysis.textContent).toContain('Latest analysis of corner-shop.example, Nov 20, 2026');
    const analyzer = '/analyze?url=https%3A%2F%2Fcorner-shop.example%2F';
    expect(
      within(analysis).getByRole('link', { name: 'Open the analysis' }).getAttribute('href'),
    ).toBe(analyzer);
    expect(
      within(analysis)
        .getByRole('link', { name: 'Is this your store? Ask for a review' })
        .getAttribute('href'),
    ).toBe(analyzer);
  });

  it('says unknown for a verdict that could not be scored, never a score', async () => {
    // Prepare
    fakeApi({
      [DASHBOARD_ROUTE]: () =>
        json(
          aDashboard({
            store: aStore(),
            latestAnalysis: anAnalysis({ verdict: 'unknown', authenticityScore: null, band: null }),
          }),
        ),
    });

    // Act
    renderDashboard();

    // Assess
    const analysis = await screen.findByTestId('store-analysis');
    expect(analysis.textContent).toContain('Verdict unknown');
    expect(analysis.textContent).not.toMatch(/\/100/);
  });

  it('tells only the state of a store waiting for verification', async () => {
    // Prepare
    fakeApi({
      [DASHBOARD_ROUTE]: () =>
        json(aDashboard({ store: aStore({ verified: false }), latestAnalysis: null })),
    });

    // Act
    renderDashboard();

    // Assess
    expect((await screen.findByTestId('store-analysis-state')).textContent).toContain(
      'corner-shop.example is waiting for verification',
    );
    expect(screen.queryByRole('link', { name: 'Open the analysis' })).toBeNull();
  });

  it('offers to analyse a verified store nobody has analysed yet', async () => {
    // Prepare
    fakeApi({ [DASHBOARD_ROUTE]: () => json(aDashboard({ store: aStore() })) });

    // Act
    renderDashboard();

    // Assess
    const state = await screen.findByTestId('store-analysis-state');
    expect(state.textContent).toContain('corner-shop.example has not been analysed yet.');
    expect(
      within(state).getByRole('link', { name: 'Analyze your store' }).getAttribute('href'),
    ).toBe('/analyze?url=https%3A%2F%2Fcorner-shop.example%2F');
  });
});
