/** Which of Stripe's invoices are the shopper's bills, and what each bills for. Pure, tested beside. */
import type { Stripe } from '../../lib/stripe';

/**
 * What Billing History lists: drafts are Stripe's work in progress, not a bill yet, and an
 * invoice voided unpaid (a checkout the shopper left) never asked them for anything.
 */
export const isBill = (invoice: Pick<Stripe.Invoice, 'status' | 'amount_paid'>): boolean =>
  invoice.status !== 'draft' && !(invoice.status === 'void' && invoice.amount_paid === 0);

export interface ServicePeriod {
  readonly start: number;
  readonly end: number;
}

type InvoiceLine = Stripe.Invoice['lines']['data'][number];

const isSubscriptionLine = (line: InvoiceLine): boolean =>
  line.parent?.type === 'subscription_item_details';

/**
 * The service an invoice bills: the period of its subscription lines. Not the invoice's own
 * `period_start`–`period_end`: on Stripe that is the window for adding invoice items, which looks
 * back one period (a first invoice's starts and ends at its creation; a renewal's is the period
 * just ended). Proration lines count only when there is nothing else. Null without a subscription
 * line: then the service is unknown.
 */
export const servicePeriodOf = (invoice: Pick<Stripe.Invoice, 'lines'>): ServicePeriod | null => {
  const lines = (invoice.lines?.data ?? []).filter(isSubscriptionLine);
  const regular = lines.filter((l) => !l.parent?.subscription_item_details?.proration);
  const chosen = regular.length ? regular : lines;
  if (!chosen.length) return null;
  return {
    start: Math.min(...chosen.map((l) => l.period.start)),
    end: Math.max(...chosen.map((l) => l.period.end)),
  };
};
