/**
 * Billing lists the browser's first load reads, without zod: billing.ts (the zod contracts) would
 * bring all of zod with it, and the notifications poller runs on every signed-in page.
 * billing.ts re-exports everything here.
 */

/** Part 2 §8: the browser events that billing notifications are raised from. */
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
