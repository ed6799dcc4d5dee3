import { describe, expect, it } from 'vitest';
import type { Invoice, PaymentAttempt } from '@shop-scanner/shared/billing';
import { alertActions } from './alert-sources';
import { alertsReducer, initialAlertsState } from './payment-alerts';

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
});
