import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invoice, PaymentAttempt, PaymentMethod } from '@shop-scanner/shared/billing';
import { aSubscription, fakeApi, json, type Routes } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { formatDate } from '../../../lib/format';
import { formatDay } from '@shop-scanner/shared/en-us-format';
import { toast } from '../../../lib/toast-store';
import { SubscriptionPage } from './subscription-page';

const aMethod = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 'pm_1',
  is_default: true,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  ...overrides,
});

const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'in_1',
  number: 'SS-0001',
  status: 'paid',
  created: Date.parse('2026-11-01T00:00:00Z') / 1000,
  // Stripe's window of a first invoice starts and ends at its creation; the line bills the month.
  period_start: Date.parse('2026-11-01T00:00:00Z') / 1000,
  period_end: Date.parse('2026-11-01T00:00:00Z') / 1000,
  service_period: {
    start: Date.parse('2026-11-01T00:00:00Z') / 1000,
    end: Date.parse('2026-12-01T00:00:00Z') / 1000,
  },
  amount_paid: 1000,
  amount_due: 1000,
  currency: 'usd',
  hosted_invoice_url: 'https://invoice.example/in_1',
  invoice_pdf: '/api/billing/invoices/in_1/download',
  description: 'Premium, monthly',
  ...overrides,
});

const anAttempt = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  id: 'pa_1',
  at: new Date().toISOString(),
  outcome: 'succeeded',
  amount: 1000,
  currency: 'usd',
  failureMessage: null,
  invoiceId: null,
  ...overrides,
});

const premium = aSubscription({ planId: 'premium' });

const renderPage = (url: string, routes: Routes, download?: (id: string) => Promise<Blob>) => {
  const api = fakeApi({
    'GET /api/subscription': () => json(premium),
    'GET /api/billing/payment-attempts': () => json([]),
    'GET /api/billing/invoices': () => json([]),
    ...routes,
  });
  renderAt(
    url,
    '/subscription',
    <SubscriptionPage {...(download ? { download } : {})} />,
    signedIn(),
  );
  return api;
};

describe('SubscriptionPage: Overview', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the plan, status, period and usage meters coloured by the spec', async () => {
    renderPage('/subscription', {
      'GET /api/subscription': () =>
        json(aSubscription({ used: { scan: 2, storeAnalysis: 1, crossPlatformSearch: 0 } })),
    });
    expect(await screen.findByRole('heading', { name: 'Free plan' })).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active');
    const scans = within(screen.getByTestId('usage-scan'));
    const analyses = within(screen.getByTestId('usage-storeAnalysis'));
    expect(scans.getByRole('meter').getAttribute('data-colour')).toBe('red');
    expect(analyses.getByRole('meter').getAttribute('data-colour')).toBe('normal');
    // The same words as /scan and /products.
    expect(scans.getByText('0 scans remaining this month')).toBeTruthy();
    expect(analyses.getByText('1 store analysis remaining this month')).toBeTruthy();
    // The reset date is said once for the three allowances, not under each.
    expect(screen.getByTestId('usage-resets').textContent).toBe(
      `Your allowances start again on ${formatDate('2026-12-01T00:00:00.000Z')}.`,
    );
    expect(screen.queryByText(/^Resets on/)).toBeNull();
    expect(
      within(screen.getByTestId('usage-crossPlatformSearch')).getByText(
        '2 searches or price comparisons remaining this month',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('cancels after confirmation and then shows the plan as expiring', async () => {
    // Prepare
    const api = renderPage('/subscription', {
      'POST /api/subscription/cancel': () => json({ ...premium, cancelAtPeriodEnd: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(api.count('POST /api/subscription/cancel')).toBe(0);

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    // Assess
    expect(await screen.findByTestId('expiring-note')).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Expiring');
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows 'Failed to cancel subscription.' when the cancel fails", async () => {
    renderPage('/subscription', {
      'POST /api/subscription/cancel': () => json({ message: 'Internal Server Error' }, 500),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to cancel subscription.',
    );
  });

  it('reactivates an expiring plan', async () => {
    renderPage('/subscription', {
      'GET /api/subscription': () => json({ ...premium, cancelAtPeriodEnd: true }),
      'POST /api/subscription/reactivate': () => json(premium),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active');
    // Unlimited allowances have no reset date to state.
    expect(screen.getByTestId('usage-scan').textContent).toBe('Unlimited scans');
    expect(screen.queryByTestId('usage-resets')).toBeNull();
  });

  it("downgrades after confirmation, with 'Failed to downgrade plan.' on failure", async () => {
    let fail = true;
    renderPage('/subscription', {
      'POST /api/subscription/downgrade': () =>
        fail ? json({ message: 'Boom' }, 500) : json(aSubscription()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade now' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to downgrade plan.',
    );
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade now' }));
    expect(await screen.findByRole('heading', { name: 'Free plan' })).toBeTruthy();
  });
});

describe('SubscriptionPage: Payment Methods', () => {
  it('lists cards with the default badge and sets another as default', async () => {
    // Prepare
    const second = aMethod({
      id: 'pm_2',
      is_default: false,
      card: { ...aMethod().card, brand: 'mastercard', last4: '4444' },
    });
    const api = renderPage('/subscription?tab=payment-methods', {
      'GET /api/payment-methods': () => json([aMethod(), second]),
      'POST /api/payment-methods/pm_2/set-default': () =>
        json([aMethod({ is_default: false }), { ...second, is_default: true }]),
    });
    const items = await screen.findAllByTestId('payment-method');
    expect(items[0]?.textContent).toContain('Visa ending in 4242');
    expect(items[0]?.textContent).toContain('Default');
    expect(items[1]?.textContent).not.toContain('Default');

    // Act
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Set as default' }));

    // Assess
    await waitFor(() =>
      expect(screen.getAllByTestId('payment-method')[1]?.textContent).toContain('Default'),
    );
    expect(api.count('POST /api/payment-methods/pm_2/set-default')).toBe(1);
  });

  it('deletes a card only after confirmation, and shows the refusal for the only card', async () => {
    renderPage('/subscription?tab=payment-methods', {
      'GET /api/payment-methods': () => json([aMethod()]),
      'DELETE /api/payment-methods/pm_1': () =>
        json({ message: 'This is the only payment method of your active plan.' }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this card?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This is the only payment method of your active plan.',
    );
  });

  it("shows 'Failed to load payment methods.' when the list fails", async () => {
    renderPage('/subscription?tab=payment-methods', {
      'GET /api/payment-methods': () => json({ message: 'Boom' }, 500),
    });
    // A server error is retried once (retry-policy.ts) before the message shows.
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Failed to load payment methods.',
    );
  });

  it("shows 'Failed to update default payment method.' as a toast", async () => {
    const spy = vi.spyOn(toast, 'error');
    renderPage('/subscription?tab=payment-methods', {
      'GET /api/payment-methods': () =>
        json([aMethod(), aMethod({ id: 'pm_2', is_default: false })]),
      'POST /api/payment-methods/pm_2/set-default': () => json({ message: 'x' }, 500),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('Failed to update default payment method.'),
    );
    spy.mockRestore();
  });
});

describe('SubscriptionPage: Billing History', () => {
  it('lists invoices with statuses and amounts, Pay Now only for an open one with an amount due', async () => {
    renderPage('/subscription?tab=billing-history', {
      'GET /api/billing/invoices': () =>
        json([
          anInvoice({
            id: 'in_2',
            status: 'open',
            amount_paid: 0,
            amount_due: 10200,
            hosted_invoice_url: 'https://invoice.example/in_2',
          }),
          anInvoice(),
        ]),
    });
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows[0]?.textContent).toContain('$102.00');
    expect(rows[0]?.textContent).toContain('Open');
    const pay = within(rows[0]!).getByRole('link', { name: /Pay Now/ });
    expect(pay.getAttribute('href')).toBe('https://invoice.example/in_2');
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(rows[1]?.textContent).toContain('Paid');
    expect(rows[1]?.textContent).toContain('$10.00');
    // The month the invoice bills, not Stripe's invoice window (a first invoice's is one day).
    const day = (iso: string) => formatDay(new Date(iso)).replaceAll(' ', '\u00a0');
    expect(rows[1]?.textContent).toContain(
      `Covers ${day('2026-11-01T00:00:00Z')} – ${day('2026-12-01T00:00:00Z')}`,
    );
    expect(within(rows[1]!).queryByRole('link', { name: /Pay Now/ })).toBeNull();
  });

  it('downloads an invoice as invoice-{id}.pdf', async () => {
    // Prepare
    const download = vi.fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    renderPage(
      '/subscription?tab=billing-history',
      { 'GET /api/billing/invoices': () => json([anInvoice()]) },
      download,
    );

    // Act
    fireEvent.click(await screen.findByRole('button', { name: /Download/ }));

    // Assess
    await waitFor(() => expect(clicked).toEqual(['invoice-in_1.pdf']));
    expect(download).toHaveBeenCalledWith('in_1');
    click.mockRestore();
  });

  it("shows 'Failed to download invoice.' and 'Failed to load billing history.'", async () => {
    const spy = vi.spyOn(toast, 'error');
    renderPage(
      '/subscription?tab=billing-history',
      { 'GET /api/billing/invoices': () => json([anInvoice()]) },
      () => Promise.reject(new Error('403')),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Download/ }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('Failed to download invoice.'));
    spy.mockRestore();
  });

  it("shows 'Failed to load billing history.' when the list fails", async () => {
    renderPage('/subscription?tab=billing-history', {
      'GET /api/billing/invoices': () => json({ message: 'Boom' }, 500),
    });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Failed to load billing history.',
    );
  });
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('SubscriptionPage: Monitoring and alerts', () => {
  afterEach(() => vi.useRealTimers());

  it('lists recent attempts and raises the failure alerts bottom right, dismissible', async () => {
    renderPage('/subscription?tab=monitoring', {
      'GET /api/billing/payment-attempts': () =>
        json([
          anAttempt({
            id: 'f3',
            at: minutesAgo(1),
            outcome: 'failed',
            failureMessage: 'Your card was declined.',
          }),
          anAttempt({
            id: 'f2',
            at: minutesAgo(2),
            outcome: 'failed',
            failureMessage: 'Your card was declined.',
          }),
          anAttempt({
            id: 'f1',
            at: minutesAgo(3),
            outcome: 'failed',
            failureMessage: 'Your card has insufficient funds.',
          }),
          anAttempt({ id: 'ok', at: minutesAgo(10) }),
        ]),
    });
    expect(await screen.findAllByTestId('payment-attempt')).toHaveLength(4);
    expect(screen.getByTestId('monitoring-recent-failures').textContent).toBe('3');
    const alerts = await screen.findAllByTestId('payment-alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Repeated payment failures'),
      expect.stringContaining('Your card was declined.'),
      expect.stringContaining('Your card has insufficient funds.'),
    ]);
    fireEvent.click(
      screen.getByRole('button', { name: 'Dismiss alert: Repeated payment failures' }),
    );
    expect(screen.getAllByTestId('payment-alert')).toHaveLength(2);
  });

  it('refreshes the attempts every 5 s while Monitoring is open, and auto-dismisses a low alert after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = renderPage('/subscription?tab=monitoring', {
      'GET /api/billing/payment-attempts': () =>
        json([anAttempt({ id: 'p', outcome: 'processing' })]),
    });
    expect(await screen.findByTestId('payment-alert')).toBeTruthy();
    const before = api.count('GET /api/billing/payment-attempts');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_100);
    });
    expect(api.count('GET /api/billing/payment-attempts')).toBeGreaterThanOrEqual(before + 2);
    expect(screen.queryByTestId('payment-alert')).toBeNull();
  });

  it('links to pricing, terms and privacy', async () => {
    renderPage('/subscription', {});
    expect(screen.getByRole('link', { name: 'Plans and prices' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
  });
});
