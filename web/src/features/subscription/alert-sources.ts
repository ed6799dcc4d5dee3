/**
 * What raises payment alerts on the subscription page: the user's payment attempts, open
 * invoices and the subscription's status, as the API answers them (Stripe's events mirrored).
 */
import type { Invoice, PaymentAttempt } from '@shop-scanner/shared/billing';
import { paymentMonitoring } from '@shop-scanner/shared/billing-rules';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { formatUsd } from '../../lib/format';
import type { AlertsAction } from './payment-alerts';
import { DAY_MS } from '@shop-scanner/shared/time';

/**
 * Failures older than this are history (the Monitoring tab lists them), not alerts: a card that
 * failed last month and was replaced since should not greet the user on every visit.
 */
export const ALERT_LOOKBACK_MS = DAY_MS;

const FAILED = new Set(['failed', 'requires_payment_method']);
const PAST_DUE_ID = 'subscription-past-due';

export const alertActions = ({
  attempts = [],
  invoices,
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
  // A failure followed by a success (the same checkout paid, a card saved) is over.
  const successes = attempts
    .filter((a) => a.outcome === 'succeeded')
    .map((a) => ({ id: a.id, ms: Date.parse(a.at) }));
  const successAfter = (ms: number) => successes.find((s) => s.ms >= ms);
  for (const attempt of recent) {
    const success = FAILED.has(attempt.outcome) ? successAfter(attempt.ms) : undefined;
    if (success) {
      actions.push({
        type: 'resolved',
        failureId: attempt.id,
        successId: success.id,
        at: success.ms,
      });
    } else if (FAILED.has(attempt.outcome)) {
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
  const unpaid = (invoices ?? []).filter((i) => i.status === 'open' && i.amount_due > 0);
  if (invoices) {
    actions.push({
      type: 'conditions',
      kind: 'invoice_overdue',
      holding: unpaid.map((i) => `invoice-${i.id}`),
    });
  }
  for (const invoice of unpaid) {
    const dollars = invoice.amount_due / 100;
    actions.push({
      type: 'add',
      alert: {
        id: `invoice-${invoice.id}`,
        type: 'invoice_overdue',
        // An overdue invoice above 100 is critical.
        severity: dollars > paymentMonitoring.overdueCriticalAmount ? 'critical' : 'high',
        title: 'Invoice unpaid',
        message: `An invoice of ${formatUsd(dollars)} is waiting to be paid.`,
        timestamp: invoice.created * 1000,
        actionUrl: '/subscription?tab=billing-history',
        actionLabel: 'Pay Now',
      },
    });
  }
  if (subscription) {
    actions.push({
      type: 'conditions',
      kind: 'subscription_past_due',
      holding: subscription.status === 'past_due' ? [PAST_DUE_ID] : [],
    });
  }
  if (subscription?.status === 'past_due') {
    actions.push({
      type: 'add',
      alert: {
        id: PAST_DUE_ID,
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
