import { describe, expect, it } from 'vitest';
import type { Stripe } from '../../lib/stripe';
import firstInvoice from '../../../test/fixtures/stripe/first-invoice-of-subscription.json';
import { servicePeriodOf } from './invoice-rules';

/** Stripe's own first invoice of a subscription (test mode), as it answered it. */
const realFirstInvoice = firstInvoice as unknown as Stripe.Invoice;

type Line = Stripe.Invoice['lines']['data'][number];

const withLines = (lines: Line[]): Pick<Stripe.Invoice, 'lines'> => ({
  lines: { ...realFirstInvoice.lines, data: lines },
});

const subscriptionLine = realFirstInvoice.lines.data[0] as Line;

const lineFor = (start: number, end: number, proration = false): Line => ({
  ...subscriptionLine,
  period: { start, end },
  parent: {
    ...subscriptionLine.parent,
    type: 'subscription_item_details',
    subscription_item_details: {
      ...(subscriptionLine.parent?.subscription_item_details as NonNullable<
        NonNullable<Line['parent']>['subscription_item_details']
      >),
      proration,
    },
  } as Line['parent'],
});

describe('servicePeriodOf', () => {
  it("reads the month billed from Stripe's real first invoice, whose own window is one instant", () => {
    // Act
    const period = servicePeriodOf(realFirstInvoice);

    // Assess: Stripe's window for adding items starts and ends when the invoice was made; the
    // line's month runs 31 days, from 2025-08-11 to 2025-09-11.
    expect(realFirstInvoice.period_start).toBe(realFirstInvoice.period_end);
    expect(period).toEqual({ start: 1_754_935_036, end: 1_757_613_436 });
    expect(new Date((period?.end ?? 0) * 1000).toISOString().slice(0, 10)).toBe('2025-09-11');
  });

  it('leaves proration lines out when the invoice bills a period too', () => {
    // Prepare
    const invoice = withLines([lineFor(100, 200, true), lineFor(200, 300)]);

    // Act + Assess
    expect(servicePeriodOf(invoice)).toEqual({ start: 200, end: 300 });
  });

  it('answers null (unknown) for an invoice without a subscription line', () => {
    // Prepare: a one-off invoice item.
    const oneOff = {
      ...subscriptionLine,
      parent: { type: 'invoice_item_details', invoice_item_details: null },
    } as unknown as Line;

    // Act + Assess
    expect(servicePeriodOf(withLines([oneOff]))).toBeNull();
    expect(servicePeriodOf(withLines([]))).toBeNull();
  });
});
