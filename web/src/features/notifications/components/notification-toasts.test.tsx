import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi, json } from '../../../test/api-fixtures';
import { LocationProbe } from '../../../test/location-probe';
import { Toaster } from '../../../components/ui/toaster';
import { createToastStore } from '../../../lib/toast-store';
import { NotificationToasts } from './notification-toasts';

const recent = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

const renderPoller = () => {
  const toasts = createToastStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/scan']}>
        <NotificationToasts userId="user-1" toasts={toasts} storage={window.localStorage} />
        <Toaster store={toasts} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return toasts;
};

describe('NotificationToasts', () => {
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
    // The poll's last answer is read with rules loaded on demand: let it settle before the next
    // test starts from clear storage.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
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

  it('shows a price drop once, titled, and View opens the product', async () => {
    // Prepare
    const drop = {
      id: 'watch-a1',
      at: recent(5),
      event: 'price_drop',
      data: {
        productId: 'kettle-1',
        productName: 'Steel Kettle',
        store: 'Target',
        newPrice: 18,
        oldPrice: 24,
        priceDropPercentage: 25,
        storeTrustScore: 85,
      },
    };
    fakeApi({ 'GET /api/notifications': () => json([drop]) });

    // Act
    const toasts = renderPoller();

    // Assess: its title and words, once, on this device and after a reload
    expect(await screen.findByText('Price drop: Steel Kettle')).toBeTruthy();
    expect(
      screen.getByText('Now $18.00 at Target, 25% below the $24.00 it cost when you added it.'),
    ).toBeTruthy();
    expect(toasts.getSnapshot()).toMatchObject([
      { kind: 'info', title: 'Price drop: Steel Kettle' },
    ]);
    const again = renderPoller();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(again.getSnapshot()).toEqual([]);

    // Act: View
    fireEvent.click(screen.getByRole('button', { name: 'View' }));

    // Assess
    expect(screen.getAllByTestId('location')[0]!.textContent).toBe('/products/kettle-1');
  });
});
