/**
 * The price trend panel and its glance under the section header: asked for
 * once, 30d first, the trend icon and change, the chart of the last 30 points, the last 5 listed
 * newest first, period tabs that ask nothing more, the empty state, and the error with Try Again.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import { json } from '../../../test/api-fixtures';
import {
  ALLOWANCE_ROUTE,
  anAllowance,
  aTrendEntry,
  aTrendList,
  COMPARISON_ROUTE,
  points,
  TREND_ROUTE,
} from '../test/price-fixtures';
import { isolateEachTest, pricesApi, renderSection, storeCards } from '../test/section-test-kit';

isolateEachTest();

const openTrend = () => fireEvent.click(screen.getByRole('tab', { name: 'Price trend' }));

describe('PriceTrendPanel', () => {
  it('asks for the trend once, for the glance and every period of its panel', async () => {
    // Prepare
    const api = pricesApi({ [TREND_ROUTE]: () => json(aTrendList()) });
    renderSection();
    await storeCards();
    await screen.findByTestId('trend-glance-summary');

    // Act
    openTrend();
    await screen.findByTestId('trend-summary');
    fireEvent.click(screen.getByRole('tab', { name: '90d' }));
    fireEvent.click(screen.getByRole('tab', { name: '24h' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Stores' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Price trend' }));

    // Assess
    await screen.findByTestId('trend-summary');
    expect(api.count(TREND_ROUTE)).toBe(1);
    expect(api.callsTo(TREND_ROUTE)[0]!.search).toBe('');
  });

  it('shows 30d first: the trend icon and change, the chart of the last 30 points, and the last 5 listed newest first', async () => {
    // Prepare: 45 daily points, the newest at $54.
    pricesApi({
      [TREND_ROUTE]: () =>
        json(
          aTrendList({
            '30d': {
              trend: 'down',
              changeAmount: -1.25,
              changePercentage: -2.4,
              data: points(45, (i) => 10 + i),
            },
          }),
        ),
    });
    renderSection();
    await storeCards();

    // Act
    openTrend();

    // Assess
    const summary = await screen.findByTestId('trend-summary');
    expect(screen.getByRole('tab', { name: '30d' }).getAttribute('aria-selected')).toBe('true');
    expect(summary.textContent).toBe('↓ Price falling · −$1.25 (−2.4%) over 30 days');
    expect(within(summary).getByText('↓').dataset.trend).toBe('down');
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Daily lowest in-stock price among the stores, last 30 days: $25.00 on Mar 16, 2026 to $54.00 on Apr 14, 2026; low $25.00, high $54.00, 30 points.',
    );
    expect(chart.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(30);
    const rows = screen.getAllByTestId('trend-point');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Apr 14, 2026$54.00Amazon · Demo data',
      'Apr 13, 2026$53.00Amazon · Demo data',
      'Apr 12, 2026$52.00Amazon · Demo data',
      'Apr 11, 2026$51.00Amazon · Demo data',
      'Apr 10, 2026$50.00Amazon · Demo data',
    ]);
  });

  it('switches periods without asking again, and shows the rising and stable icons', async () => {
    pricesApi({
      [TREND_ROUTE]: () =>
        json([
          aTrendEntry('24h', { trend: 'stable', changeAmount: 0, changePercentage: 0 }),
          aTrendEntry('7d'),
          aTrendEntry('30d'),
          aTrendEntry('90d', { trend: 'up', changeAmount: 3, changePercentage: 30 }),
        ]),
    });
    renderSection();
    await storeCards();
    openTrend();
    await screen.findByTestId('trend-summary');

    fireEvent.click(screen.getByRole('tab', { name: '90d' }));
    expect(screen.getByTestId('trend-summary').textContent).toBe(
      '↑ Price rising · +$3.00 (+30%) over 90 days',
    );
    fireEvent.click(screen.getByRole('tab', { name: '24h' }));
    expect(screen.getByTestId('trend-summary').textContent).toBe(
      '→ Price stable · No change over 24 hours',
    );
  });

  it("says 'No Price History Available' for a period without prices", async () => {
    pricesApi({
      [TREND_ROUTE]: () =>
        json(
          aTrendList({
            '30d': { data: [], trend: 'stable', changeAmount: null, changePercentage: null },
          }),
        ),
    });
    renderSection();
    await storeCards();
    openTrend();
    const empty = await screen.findByTestId('no-history');
    expect(within(empty).getByRole('heading').textContent).toBe(priceMessages.noHistory);
    expect(screen.queryByTestId('price-chart')).toBeNull();
  });

  it('holds the chart and list place while loading, and Try Again asks again after a failure', async () => {
    // Prepare
    let calls = 0;
    const api = pricesApi({
      [TREND_ROUTE]: () => (++calls === 1 ? json({ nope: 1 }) : json(aTrendList())),
    });
    renderSection();

    // Act: opened while the trend is still on its way.
    openTrend();

    // Assess
    expect(screen.getByTestId('trend-skeleton')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    // Told once, in the panel with its Try Again; the glance above it says nothing.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByTestId('trend-glance').textContent?.trim()).toBe('');
    expect(alert.textContent).toContain('Failed to load the price trend.');
    fireEvent.click(within(alert).getByRole('button', { name: priceMessages.tryAgain }));
    await screen.findByTestId('trend-summary');
    await waitFor(() => expect(api.count(TREND_ROUTE)).toBe(2));
  });
});

describe('TrendGlance', () => {
  it('says how the price moved over 30 days under the header, before any comparison, in the panel’s words', async () => {
    // Prepare: a product never compared this month (the comparison waits for Compare prices).
    const api = pricesApi({
      [ALLOWANCE_ROUTE]: () => json(anAllowance({ compared: false })),
      [TREND_ROUTE]: () =>
        json(aTrendList({ '30d': { trend: 'down', changeAmount: -1, changePercentage: -5.9 } })),
    });

    // Act
    renderSection();

    // Assess
    const glance = await screen.findByTestId('trend-glance-summary');
    expect(glance.textContent).toBe('↓ Price falling · −$1.00 (−5.9%) over 30 days');
    expect(glance.getAttribute('aria-live')).toBeNull();
    expect(api.count(COMPARISON_ROUTE)).toBe(0);
    openTrend();
    expect((await screen.findByTestId('trend-summary')).textContent).toBe(glance.textContent);
  });

  it('says there is no history when the 30 days hold no price', async () => {
    // Prepare
    pricesApi({ [TREND_ROUTE]: () => json(aTrendList({ '30d': { data: [] } })) });

    // Act
    renderSection();

    // Assess
    const glance = await screen.findByTestId('trend-glance');
    await waitFor(() => expect(glance.textContent).toBe(priceMessages.noHistory));
  });
});
