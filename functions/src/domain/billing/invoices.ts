/**
 * The shopper's invoices: listed from Stripe, and each PDF streamed
 * through the API, so the browser never needs Stripe's file URL and ownership is checked here.
 */
import {
  invoiceDownloadPath,
  invoiceStatuses,
  type Invoice,
  type InvoiceStatus,
} from '@shop-scanner/shared/billing';
import { NotFound } from '../../lib/errors';
import { stripeClient, type Stripe } from '../../lib/stripe';
import { findCustomer } from './customers';
import { isBill, servicePeriodOf } from './invoice-rules';
import { callStripe } from './stripe-calls';
import { idOf } from './stripe-values';

/** A PDF larger than this is not an invoice of ours; Lambda answers up to 6 MB. */
const MAX_PDF_BYTES = 4 * 1024 * 1024;
const PDF_TIMEOUT_MS = 10_000;

export const toInvoice = (invoice: Stripe.Invoice): Invoice => ({
  id: invoice.id ?? '',
  number: invoice.number ?? null,
  status: invoiceStatuses.includes(invoice.status as InvoiceStatus)
    ? (invoice.status as InvoiceStatus)
    : 'draft',
  created: invoice.created,
  period_start: invoice.period_start,
  period_end: invoice.period_end,
  service_period: servicePeriodOf(invoice),
  amount_paid: invoice.amount_paid,
  amount_due: invoice.amount_due,
  currency: invoice.currency,
  hosted_invoice_url: invoice.hosted_invoice_url ?? null,
  invoice_pdf: invoice.invoice_pdf && invoice.id ? invoiceDownloadPath(invoice.id) : null,
  description: invoice.lines?.data[0]?.description ?? invoice.description ?? null,
});

export const listInvoices = async (userId: string): Promise<Invoice[]> => {
  const customer = await findCustomer(userId);
  if (!customer) return [];
  const stripe = await stripeClient();
  const invoices = await callStripe(() => stripe.invoices.list({ customer, limit: 24 }));
  return invoices.data.filter(isBill).map(toInvoice);
};

/** The invoice's PDF, if the invoice is this user's (404 otherwise, as for a missing one). */
export const invoicePdf = async (userId: string, invoiceId: string): Promise<Buffer> => {
  const customer = await findCustomer(userId);
  if (!customer) throw new NotFound();
  const stripe = await stripeClient();
  const invoice = await callStripe(() => stripe.invoices.retrieve(invoiceId));
  if (idOf(invoice.customer) !== customer || !invoice.invoice_pdf) throw new NotFound();
  // Stripe's PDF address is its own fixed host (or the stand-in's), never one a user typed.
  const response = await fetch(invoice.invoice_pdf, {
    signal: AbortSignal.timeout(PDF_TIMEOUT_MS),
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`Invoice PDF answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.byteLength > MAX_PDF_BYTES) throw new Error('Invoice PDF too large');
  return bytes;
};
