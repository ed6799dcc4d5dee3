import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@shop-scanner/shared/billing';
import { notificationToast, parseNotifications } from './notification-rules';

const aNotification = (
  event: AppNotification['event'],
  data: AppNotification['data'] = {},
): AppNotification => ({ id: 'n-1', at: '2026-11-20T12:00:00.000Z', event, data });

describe('notificationToast (billing notifications)', () => {
  it('announces an activation for 5 s with the spec text', () => {
    expect(
      notificationToast(
        aNotification('subscription_updated', { planId: 'annual', status: 'trialing' }),
      ),
    ).toEqual({
      message: 'Your Annual subscription is now active!',
      kind: 'success',
      duration: 5000,
    });
  });

  it('says nothing for other subscription updates', () => {
    expect(
      notificationToast(
        aNotification('subscription_updated', { planId: 'premium', status: 'past_due' }),
      ),
    ).toBeUndefined();
    expect(
      notificationToast(
        aNotification('subscription_updated', { planId: 'free', status: 'active' }),
      ),
    ).toBeUndefined();
  });

  it('warns of a cancellation, access to the period end, with Reactivate', () => {
    const t = notificationToast(
      aNotification('subscription_canceled', {
        planId: 'premium',
        date: '2026-12-01T12:00:00.000Z',
      }),
    );
    expect(t).toMatchObject({
      kind: 'warning',
      action: { label: 'Reactivate', to: '/subscription' },
    });
    expect(t?.message).toContain('You keep access until Dec 1, 2026');
  });

  it('shows a payment and a paid invoice for 4 s with the amount', () => {
    expect(notificationToast(aNotification('payment_succeeded', { amount: 1000 }))).toMatchObject({
      message: 'Payment of $10.00 received. Thank you!',
      duration: 4000,
    });
    expect(notificationToast(aNotification('invoice_paid', { amount: 10200 }))).toMatchObject({
      message: 'Invoice paid: $102.00.',
      duration: 4000,
    });
  });

  it('raises the error toast with Update Payment when a payment fails', () => {
    expect(notificationToast(aNotification('payment_failed', { amount: 1000 }))).toEqual({
      message: 'Payment failed - please update your payment method',
      kind: 'error',
      duration: null,
      action: { label: 'Update Payment', to: '/subscription?tab=payment-methods' },
    });
  });

  it('offers Pay Now for a failed invoice and View Billing for an upcoming one', () => {
    expect(
      notificationToast(aNotification('invoice_payment_failed', { amount: 1000 }))?.action,
    ).toEqual({
      label: 'Pay Now',
      to: '/subscription?tab=billing-history',
    });
    const upcoming = notificationToast(
      aNotification('invoice_upcoming', { amount: 1000, date: '2026-12-08T12:00:00.000Z' }),
    );
    expect(upcoming?.message).toBe('Upcoming invoice: $10.00 due on Dec 8, 2026.');
    expect(upcoming?.action?.label).toBe('View Billing');
  });
});

describe('parseNotifications', () => {
  it('keeps well-formed entries and skips the rest', () => {
    const list = parseNotifications([
      {
        id: 'a',
        at: '2026-11-20T12:00:00.000Z',
        event: 'invoice_paid',
        data: { amount: 1000, planId: 'x' },
      },
      { id: 'b', at: 'yesterday', event: 'invoice_paid', data: {} },
      { id: 'c', at: '2026-11-20T12:00:00.000Z', event: 'price_drop', data: {} },
      null,
    ]);
    expect(list).toEqual([
      { id: 'a', at: '2026-11-20T12:00:00.000Z', event: 'invoice_paid', data: { amount: 1000 } },
    ]);
    expect(() => parseNotifications({ items: [] })).toThrow();
  });
});
