import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@shop-scanner/shared/billing';
import { PRICE_DROPS_PATH } from '@shop-scanner/shared/wishlist-rules';
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
      { id: 'c', at: '2026-11-20T12:00:00.000Z', event: 'price_surge', data: {} },
      null,
    ]);
    expect(list).toEqual([
      { id: 'a', at: '2026-11-20T12:00:00.000Z', event: 'invoice_paid', data: { amount: 1000 } },
    ]);
    expect(() => parseNotifications({ items: [] })).toThrow();
  });

  it("reads a fired watch's facts, and only those of the right type", () => {
    // Act
    const [drop, back] = parseNotifications([
      {
        id: 'watch-1',
        at: '2026-11-20T12:00:00.000Z',
        event: 'price_drop',
        data: { ...kettleDrop, amount: 'lots', storeTrustScore: '85' },
      },
      {
        id: 'watch-2',
        at: '2026-11-20T12:00:00.000Z',
        event: 'back_in_stock',
        data: { ...kettleDrop, oldPrice: null },
      },
    ]);

    // Assess
    const { storeTrustScore: _dropped, ...rest } = kettleDrop;
    expect(drop?.data).toEqual(rest);
    expect(back).toMatchObject({ event: 'back_in_stock', data: { oldPrice: null } });
  });
});

const kettleDrop = {
  productId: 'kettle/1',
  productName: 'Steel Kettle',
  store: 'Target',
  newPrice: 18,
  oldPrice: 24,
  priceDropPercentage: 25,
  storeTrustScore: 85,
};

describe('notificationToast (fired watches)', () => {
  it('tells a price drop in the push words, with View to the product, and stays', () => {
    expect(notificationToast(aNotification('price_drop', kettleDrop))).toEqual({
      title: 'Price drop: Steel Kettle',
      message: 'Now $18.00 at Target, 25% below the $24.00 it cost when you added it.',
      kind: 'info',
      duration: null,
      action: { label: 'View', to: '/products/kettle%2F1' },
    });
  });

  it('tells a return to stock and a price alert the same way', () => {
    // Act
    const back = notificationToast(
      aNotification('back_in_stock', { ...kettleDrop, oldPrice: null }),
    );
    const alert = notificationToast(aNotification('price_alert', { ...kettleDrop, oldPrice: 20 }));

    // Assess
    expect(back).toMatchObject({
      title: 'Back in stock: Steel Kettle',
      message: 'Target has it in stock again, at $18.00.',
      kind: 'info',
      action: { label: 'View', to: '/products/kettle%2F1' },
    });
    expect(alert).toMatchObject({
      title: 'Price alert: Steel Kettle',
      message: 'Now $18.00 at Target, at or below your target of $20.00.',
      kind: 'info',
      action: { label: 'View', to: '/products/kettle%2F1' },
    });
  });

  it('warns when the store is below 60, keeping the low-trust note', () => {
    // Act
    const t = notificationToast(
      aNotification('price_drop', { ...kettleDrop, store: 'CheapDeals', storeTrustScore: 42 }),
    );

    // Assess
    expect(t?.kind).toBe('warning');
    expect(t?.message).toContain(
      "CheapDeals's trust score is 42 (below 60): check the store before buying.",
    );
  });

  it('opens the drops list for a drop whose product is not named', () => {
    const { productId: _none, ...unnamed } = kettleDrop;

    expect(notificationToast(aNotification('price_drop', unnamed))?.action).toEqual({
      label: 'View',
      to: PRICE_DROPS_PATH,
    });
  });

  it('shows nothing rather than guess when a fact is missing', () => {
    // Prepare
    const facts = ['productName', 'store', 'newPrice', 'priceDropPercentage', 'storeTrustScore'];

    // Act
    const toasts = facts.map((missing) =>
      notificationToast(
        aNotification(
          'price_drop',
          Object.fromEntries(Object.entries(kettleDrop).filter(([k]) => k !== missing)),
        ),
      ),
    );

    // Assess
    expect(toasts).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
