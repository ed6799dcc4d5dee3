/**
 * What raises payment alerts on the subscription page: the user's payment attempts, open
 * invoices and the subscription's status, as the API answers them (Stripe's events mirrored).
 */
import type { Invoice, PaymentAttempt } from '@shop-scanner/shared/billing';
import { paymentMonitoring } from '@shop-scanner/shared/billing-rules';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { formatUsd } from '../../lib/format';
import type { AlertsAction } from './payment-alerts';

/**
 * Failures older than this are history (the Monitoring tab lists them), not alerts: a card that
 * failed last month and was replaced since should not greet the user on every visit.
 */
export const ALERT_LOOKBACK_MS = 24 * 60 * 60_000;

const FAILED = new Set(['failed', 'requires_payment_method']);

export const alertActions = ({
  attempts = [],
  invoices = [],
  subscription,
  now,
}: {
  attempts?: readonly PaymentAttempt[];
  invoices?: readonly Invoice[];
  subscription?: Subscription | undefined;
  now: number;
}): AlertsAction[] => {
  const actions: AlertsAction[] = [];
  // Oldest first, so the newest ends on top and the failure window counts in order.
  const recent = attempts
    .map((a) => ({ ...a, ms: Date.parse(a.at) }))
    .filter((a) => now - a.ms <= ALERT_LOOKBACK_MS)
    .sort((a, b) => a.ms - b.ms);
  for (const attempt of recent) {
    if (FAILED.has(attempt.outcome)) {
      actions.push({
        type: 'payment-failed',
        id: attempt.id,
        at: attempt.ms,
        message: attempt.failureMessage ?? 'Your payment failed.',
      });
    } else if (attempt.outcome === 'processing') {
      actions.push({
        type: 'add',
        alert: {
          id: attempt.id,
          type: 'payment_processing',
          severity: 'low',
          title: 'Payment processing',
          message: `A payment of ${formatUsd(attempt.amount / 100)} is being processed.`,
          timestamp: attempt.ms,
        },
      });
    }
  }
  for (const invoice of invoices) {
    if (invoice.status !== 'open' || invoice.amount_due <= 0) continue;
    const dollars = invoice.amount_due / 100;
    actions.push({
      type: 'add',
      alert: {
        id: `invoice-${invoice.id}`,
        type: 'invoice_overdue',
        // Part 2 §9: an overdue invoice above 100 is critical.
        severity: dollars > paymentMonitoring.overdueCriticalAmount ? 'critical' : 'high',
        title: 'Invoice unpaid',
        message: `An invoice of ${formatUsd(dollars)} is waiting to be paid.`,
        timestamp: invoice.created * 1000,
        actionUrl: '/subscription?tab=billing-history',
        actionLabel: 'Pay Now',
      },
    });
  }
  if (subscription?.status === 'past_due') {
    actions.push({
      type: 'add',
      alert: {
        id: 'subscription-past-due',
        type: 'subscription_past_due',
        severity: 'high',
        title: 'Payment overdue',
        message:
          'Your last payment did not go through. Update your payment method to keep your plan.',
        timestamp: now,
        actionUrl: '/subscription?tab=payment-methods',
        actionLabel: 'Update Payment',
      },
    });
  }
  return actions;
};
