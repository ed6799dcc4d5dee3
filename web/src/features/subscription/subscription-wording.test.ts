import { describe, expect, it } from 'vitest';
import { aSubscription } from '../../test/api-fixtures';
import {
  alertSeverityLabels,
  canPayNow,
  cardExpiry,
  cardLabel,
  invoiceCoversText,
  subscriptionStatusLabel,
} from './subscription-wording';

describe('subscription wording', () => {
  it("words an alert's severity for a shopper, never with the code's own name", () => {
    // Prepare + Act
    const labels = Object.entries(alertSeverityLabels);

    // Assess
    expect(alertSeverityLabels).toEqual({
      low: 'Info',
      medium: 'Warning',
      high: 'Action needed',
      critical: 'Urgent',
    });
    for (const [severity, label] of labels) expect(label).not.toBe(severity);
  });

  it('marks a paid plan set to cancel as expiring', () => {
    expect(
      subscriptionStatusLabel(aSubscription({ planId: 'premium', cancelAtPeriodEnd: true })),
    ).toBe('Expiring');
    expect(subscriptionStatusLabel(aSubscription({ planId: 'premium', status: 'trialing' }))).toBe(
      'Free trial',
    );
    expect(subscriptionStatusLabel(aSubscription({ status: 'past_due', planId: 'annual' }))).toBe(
      'Payment overdue',
    );
  });

  it('names the card and its expiry', () => {
    const method = {
      id: 'pm_1',
      is_default: true,
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
    };
    expect(cardLabel(method)).toBe('Visa ending in 4242');
    expect(cardExpiry(method)).toBe('Expires 04/2030');
  });

  it('offers Pay Now only for an open invoice with an amount due', () => {
    const base = { status: 'open' as const, amount_due: 1000, hosted_invoice_url: 'https://x' };
    expect(canPayNow(base)).toBe(true);
    expect(canPayNow({ ...base, amount_due: 0 })).toBe(false);
    expect(canPayNow({ ...base, status: 'paid' })).toBe(false);
    expect(canPayNow({ ...base, hosted_invoice_url: null })).toBe(false);
  });

  it("says what an invoice covers from its service period, and 'unknown' without one", () => {
    // Prepare: noon, so the day is the same in any time zone the test runs in.
    const period = {
      start: Date.parse('2026-11-01T12:00:00Z') / 1000,
      end: Date.parse('2026-12-01T12:00:00Z') / 1000,
    };

    // Act + Assess
    expect(invoiceCoversText(period)).toBe('Covers Nov\u00a01,\u00a02026 – Dec\u00a01,\u00a02026');
    expect(invoiceCoversText(null)).toBe('Period covered: unknown');
  });
});
