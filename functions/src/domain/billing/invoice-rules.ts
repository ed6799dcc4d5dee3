/** Which of Stripe's invoices are the shopper's bills. Pure, tested in checkout-rules.test.ts. */
import type { Stripe } from '../../lib/stripe';

/**
 * What Billing History lists: drafts are Stripe's work in progress, not a bill yet, and an
 * invoice voided unpaid (a checkout the shopper left) never asked them for anything.
 */
export const isBill = (invoice: Pick<Stripe.Invoice, 'status' | 'amount_paid'>): boolean =>
  invoice.status !== 'draft' && !(invoice.status === 'void' && invoice.amount_paid === 0);
