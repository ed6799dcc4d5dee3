/** Labels of the subscription page: statuses, invoice statuses, cards. */
import type { Invoice, InvoiceStatus, PaymentMethod } from '@shop-scanner/shared/billing';
import { formatDay } from '@shop-scanner/shared/en-us-format';
import type { Subscription } from '@shop-scanner/shared/subscription';
import type { AlertSeverity } from './payment-alerts';

/** An active plan set to cancel is "expiring": access continues to the period end. */
export const subscriptionStatusLabel = (s: Subscription): string => {
  if (s.planId !== 'free' && s.cancelAtPeriodEnd && s.status !== 'canceled') return 'Expiring';
  switch (s.status) {
    case 'active':
      return 'Active';
    case 'trialing':
      return 'Free trial';
    case 'past_due':
      return 'Payment overdue';
    case 'canceled':
      return 'Canceled';
    case 'incomplete':
      return 'Awaiting payment';
  }
};

export const invoiceStatusLabels: Readonly<Record<InvoiceStatus, string>> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

/** An alert's severity as a badge says it, not as the code names it ('critical'). */
export const alertSeverityLabels: Readonly<Record<AlertSeverity, string>> = {
  low: 'Info',
  medium: 'Warning',
  high: 'Action needed',
  critical: 'Urgent',
};

const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const cardLabel = (method: PaymentMethod): string =>
  `${brands[method.card.brand] ?? method.card.brand} ending in ${method.card.last4}`;

export const cardExpiry = (method: PaymentMethod): string =>
  `Expires ${String(method.card.exp_month).padStart(2, '0')}/${method.card.exp_year}`;

/** An open invoice with an amount due shows Pay Now. */
export const canPayNow = (invoice: {
  status: InvoiceStatus;
  amount_due: number;
  hosted_invoice_url: string | null;
}): invoice is { status: 'open'; amount_due: number; hosted_invoice_url: string } =>
  invoice.status === 'open' && invoice.amount_due > 0 && invoice.hosted_invoice_url !== null;

/** A day that a narrow row never breaks across two lines (non-breaking spaces inside it). */
const day = (seconds: number) => formatDay(new Date(seconds * 1000)).replaceAll(' ', '\u00a0');

/**
 * What an invoice pays for: the service period of its subscription line (the month billed, or
 * the trial), never Stripe's invoice window, which looks back one period. Without it: unknown.
 */
export const invoiceCoversText = (period: Invoice['service_period']): string =>
  period ? `Covers ${day(period.start)} – ${day(period.end)}` : 'Period covered: unknown';
