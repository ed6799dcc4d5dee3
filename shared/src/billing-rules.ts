/**
 * Billing lists and constants the browser reads, without zod: billing.ts (the zod contracts) would
 * bring all of zod with it onto /subscription and the notifications poller of every signed-in
 * page. billing.ts re-exports everything here.
 */
import type { PlanId } from './plans';

/**
 * The bus source of verified Stripe events: the webhook puts them with it and the billing rule
 * (EventBridge in AWS, the local bus on one machine) matches on it.
 */
export const BILLING_EVENT_SOURCE = 'shop-scanner.billing';

/** The browser events that billing notifications are raised from. */
export const billingEventNames = [
  'subscription_updated',
  'subscription_canceled',
  'payment_succeeded',
  'payment_failed',
  'invoice_paid',
  'invoice_payment_failed',
  'invoice_upcoming',
] as const;
export type BillingEventName = (typeof billingEventNames)[number];

/** The billing address countries checkout accepts. */
export const billingCountries = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'IT', 'ES', 'NL'] as const;
export type BillingCountry = (typeof billingCountries)[number];

/** Plans that are paid through Stripe. */
export const paidPlanIds = ['premium', 'annual'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof paidPlanIds)[number];
export const isPaidPlan = (planId: PlanId): planId is PaidPlanId => planId !== 'free';

/**
 * What the page confirms with Stripe.js (or the local card form): a payment, or a setup for a
 * trial.
 */
export const checkoutIntentTypes = ['payment', 'setup'] as const;

export const invoiceStatuses = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The download route of an invoice's PDF, saved by the browser as invoice-{id}.pdf. */
export const invoiceDownloadPath = (invoiceId: string): string =>
  `/api/billing/invoices/${encodeURIComponent(invoiceId)}/download`;
export const invoiceFileName = (invoiceId: string): string => `invoice-${invoiceId}.pdf`;

/** Payment-intent outcomes plus failed, as recorded from Stripe's events. */
export const paymentAttemptOutcomes = [
  'succeeded',
  'processing',
  'requires_payment_method',
  'failed',
] as const;

/** Payment monitoring constants. */
export const paymentMonitoring = {
  slowCallWarningMs: 1000,
  paymentErrorAfterMs: 10_000,
  metricsFlushMs: 30_000,
  errorQueueMs: 10_000,
  statusRefreshMs: 5_000,
  /** An overdue invoice above this many dollars is a critical alert. */
  overdueCriticalAmount: 100,
  failuresForCritical: 3,
  failureWindowMs: 5 * 60_000,
  maxAlerts: 5,
  lowSeverityDismissMs: 10_000,
} as const;

/** Cents of a plan's price per period. */
export const planPriceCents = (price: number): number => Math.round(price * 100);
