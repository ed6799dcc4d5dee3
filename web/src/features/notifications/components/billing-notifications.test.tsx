import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi, json } from '../../../test/api-fixtures';
import { LocationProbe } from '../../../test/location-probe';
import { Toaster } from '../../../components/ui/toaster';
import { createToastStore } from '../../../lib/toast-store';
import { BillingNotifications } from './billing-notifications';

const recent = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

const renderPoller = () => {
  const toasts = createToastStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/scan']}>
        <BillingNotifications userId="user-1" toasts={toasts} storage={window.localStorage} />
        <Toaster store={toasts} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return toasts;
};

describe('BillingNotifications', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.useRealTimers();
  });

  it('shows a new notification once, with its action, and polls every 30 s', async () => {
    // Prepare
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list: unknown[] = [
      { id: 'n1', at: recent(5), event: 'payment_failed', data: { amount: 1000 } },
    ];
    const api = fakeApi({ 'GET /api/notifications': () => json(list) });

    // Act
    const toasts = renderPoller();

    // Assess: shown once
    expect(
      await screen.findByText('Payment failed - please update your payment method'),
    ).toBeTruthy();
    expect(toasts.getSnapshot()).toHaveLength(1);

    // Act: the next poll brings an activation; the failure is not shown again
    list = [
      {
        id: 'n2',
        at: recent(0),
        event: 'subscription_updated',
        data: { planId: 'premium', status: 'active' },
      },
      ...list,
    ];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });

    // Assess
    expect(api.count('GET /api/notifications')).toBe(2);
    expect(await screen.findByText('Your Premium subscription is now active!')).toBeTruthy();
    expect(toasts.getSnapshot().map((t) => t.message)).toEqual([
      'Payment failed - please update your payment method',
      'Your Premium subscription is now active!',
    ]);

    // Act: the action goes where the spec says
    fireEvent.click(screen.getByRole('button', { name: 'Update Payment' }));
    expect(screen.getByTestId('location').textContent).toBe('/subscription?tab=payment-methods');
  });

  it('does not show again what this browser already showed, after a reload', async () => {
    const list = [{ id: 'n1', at: recent(5), event: 'invoice_paid', data: { amount: 1000 } }];
    fakeApi({ 'GET /api/notifications': () => json(list) });
    renderPoller();
    expect(await screen.findByText('Invoice paid: $10.00.')).toBeTruthy();

    const second = renderPoller();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(second.getSnapshot()).toEqual([]);
  });
});
