import { describe, expect, it } from 'vitest';
import type { Invoice, PaymentAttempt } from '@shop-scanner/shared/billing';
import { alertActions } from './alert-sources';
import type { Subscription } from '@shop-scanner/shared/subscription';
import {
  alertsReducer,
  initialAlertsState,
  RESOLVED_MESSAGE,
  RESOLVED_TITLE,
} from './payment-alerts';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const anAttempt = (id: string, minutesAgo: number, outcome: PaymentAttempt['outcome']) => ({
  id,
  at: new Date(NOW - minutesAgo * 60_000).toISOString(),
  outcome,
  amount: 1000,
  currency: 'usd',
  failureMessage: outcome === 'failed' ? 'Your card was declined.' : null,
  invoiceId: null,
});
const anInvoice = (overrides: Partial<Invoice>): Invoice => ({
  id: 'in_1',
  number: 'A-0001',
  status: 'open',
  created: NOW / 1000,
  period_start: NOW / 1000,
  period_end: NOW / 1000,
  service_period: null,
  amount_paid: 0,
  amount_due: 1000,
  currency: 'usd',
  hosted_invoice_url: 'https://pay.example/in_1',
  invoice_pdf: null,
  description: null,
  ...overrides,
});

const alertsOf = (input: Parameters<typeof alertActions>[0]) =>
  alertActions(input).reduce(alertsReducer, initialAlertsState).alerts;

describe('alertActions', () => {
  it('turns three recent failures into a failure alert and a critical one, newest on top', () => {
    const alerts = alertsOf({
      attempts: [
        anAttempt('p3', 1, 'failed'),
        anAttempt('p2', 2, 'failed'),
        anAttempt('p1', 3, 'failed'),
      ],
      now: NOW,
    });
    expect(alerts.map((a) => [a.type, a.severity])).toEqual([
      ['repeated_failures', 'critical'],
      ['payment_failed', 'high'],
    ]);
  });

  it('leaves failures older than a day to the Monitoring tab', () => {
    expect(alertsOf({ attempts: [anAttempt('old', 60 * 25, 'failed')], now: NOW })).toEqual([]);
  });

  it('raises a low alert for a processing payment and none for a success', () => {
    const alerts = alertsOf({
      attempts: [anAttempt('ok', 1, 'succeeded'), anAttempt('wait', 1, 'processing')],
      now: NOW,
    });
    expect(alerts.map((a) => a.severity)).toEqual(['low']);
  });

  it('flags an open invoice with an amount due, critical above $100', () => {
    const alerts = alertsOf({
      invoices: [
        anInvoice({ id: 'small', amount_due: 1000 }),
        anInvoice({ id: 'big', amount_due: 10200 }),
        anInvoice({ id: 'paid', status: 'paid', amount_due: 0 }),
      ],
      now: NOW,
    });
    expect(alerts.map((a) => [a.id, a.severity])).toEqual([
      ['invoice-big', 'critical'],
      ['invoice-small', 'high'],
    ]);
  });

  it('resolves a failure that a later success followed, on every tab: the failure goes, a note says so', () => {
    // Prepare: the decline seen first, as the page read it then.
    const declined = [anAttempt('declined', 5, 'failed')];
    const seen = alertActions({ attempts: declined, now: NOW }).reduce(
      alertsReducer,
      initialAlertsState,
    );

    // Act: the next read has the success after it (the same checkout paid with another card).
    const after = alertActions({
      attempts: [anAttempt('paid', 1, 'succeeded'), ...declined],
      now: NOW,
    }).reduce(alertsReducer, seen);

    // Assess
    expect(seen.alerts.map((a) => a.type)).toEqual(['payment_failed']);
    expect(after.alerts).toEqual([
      expect.objectContaining({
        type: 'payment_resolved',
        severity: 'low',
        title: RESOLVED_TITLE,
        message: RESOLVED_MESSAGE,
      }),
    ]);
  });

  it('shows nothing at all for a failure already followed by a success when first read', () => {
    const alerts = alertsOf({
      attempts: [anAttempt('paid', 1, 'succeeded'), anAttempt('declined', 2, 'failed')],
      now: NOW,
    });
    expect(alerts).toEqual([]);
  });

  it('keeps a failure that came after the last success', () => {
    const alerts = alertsOf({
      attempts: [anAttempt('declined', 1, 'failed'), anAttempt('paid', 2, 'succeeded')],
      now: NOW,
    });
    expect(alerts.map((a) => a.type)).toEqual(['payment_failed']);
  });

  it('takes back the unpaid-invoice and past-due alerts once the invoice is paid and the plan active', () => {
    const overdue = alertActions({
      invoices: [anInvoice({ id: 'in_9' })],
      subscription: { status: 'past_due' } as Subscription,
      now: NOW,
    }).reduce(alertsReducer, initialAlertsState);

    const paid = alertActions({
      invoices: [anInvoice({ id: 'in_9', status: 'paid', amount_paid: 1000, amount_due: 0 })],
      subscription: { status: 'active' } as Subscription,
      now: NOW,
    }).reduce(alertsReducer, overdue);

    expect(overdue.alerts.map((a) => a.type).sort()).toEqual([
      'invoice_overdue',
      'subscription_past_due',
    ]);
    expect(paid.alerts).toEqual([]);
  });
});
