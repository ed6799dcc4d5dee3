/**
 * Invoices of a subscription: built for a period, finalized with their PaymentIntent, charged
 * to a card (paid, or failed and retried), voided; and the renewal Stripe previews.
 */
import { chargeOutcome } from '../cards';
import { invalidRequest } from '../errors';
import { newClientSecret, newId, randomToken } from '../ids';
import { addInterval, MAX_ATTEMPTS, nextRetryAt } from '../lifecycle';
import { lineDescription } from '../money';
import type {
  BillingReason,
  CardError,
  Invoice,
  InvoicePayment,
  PaymentIntent,
  PaymentMethod,
  StripeList,
  Subscription,
  StripeState,
} from '../state';
import {
  cardErrorResponse,
  clockRequest,
  clone,
  type Period,
  type RequestInfo,
  type EngineCore,
  type StoredObjects,
} from './core';
import type { PaymentMethods } from './payment-methods';

export class Invoices {
  private readonly state: StripeState;
  private readonly objects: StoredObjects;

  constructor(
    private readonly core: EngineCore,
    private readonly paymentMethods: PaymentMethods,
  ) {
    this.state = core.state;
    this.objects = core.objects;
  }

  /** With no card to charge, an automatic attempt still counts (and is retried). */
  recordMissingPaymentMethod(invoice: Invoice): void {
    invoice.attempt_count += 1;
    invoice.attempted = true;
    this.scheduleRetry(invoice);
    this.core.emit('invoice.payment_failed', invoice, clockRequest);
  }

  private scheduleRetry(invoice: Invoice): void {
    const internal = this.invoiceInternal(invoice.id);
    internal.firstFailureAt ??= this.core.now();
    invoice.next_payment_attempt =
      invoice.attempt_count >= MAX_ATTEMPTS
        ? null
        : nextRetryAt(internal.firstFailureAt, invoice.attempt_count);
  }

  hasOpenInvoices(subscriptionId: string): boolean {
    return this.invoicesOf(subscriptionId).some((inv) => inv.status === 'open');
  }

  invoicesOf(subscriptionId: string): Invoice[] {
    return Object.values(this.state.invoices).filter(
      (inv) => inv.parent.subscription_details.subscription === subscriptionId,
    );
  }

  /** The invoice Stripe previews for the coming renewal (not stored, no number). */
  upcomingInvoice(sub: Subscription, periodStart: number): Invoice {
    const item = sub.items.data[0] as Subscription['items']['data'][number];
    const recurring = item.price.recurring;
    const periodEnd = addInterval(
      periodStart,
      recurring?.interval ?? 'month',
      recurring?.interval_count ?? 1,
    );
    const invoice = this.buildInvoice(
      sub,
      'subscription_cycle',
      { start: this.invoicedUntil(sub, periodStart), end: periodStart },
      { start: periodStart, end: periodEnd },
      `upcoming_in_${randomToken()}`,
    );
    invoice.status = 'draft';
    invoice.hosted_invoice_url = null;
    invoice.invoice_pdf = null;
    invoice.next_payment_attempt = periodStart;
    return invoice;
  }

  /** An invoice by the token of its hosted page and PDF. */
  invoiceByToken(token: string): Invoice | undefined {
    const entry = Object.entries(this.state.internal.invoices).find(([, v]) => v.token === token);
    return entry ? this.state.invoices[entry[0]] : undefined;
  }

  /** The PaymentIntent an invoice is paid through (the hosted page confirms it). */
  invoicePaymentIntent(invoiceId: string): PaymentIntent | undefined {
    const id = this.state.internal.invoices[invoiceId]?.paymentIntent;
    return id ? this.state.paymentIntents[id] : undefined;
  }

  /**
   * An invoice's `payments`: the PaymentIntent it is paid through, if it has one (an invoice
   * for nothing has none), with the invoice's outcome.
   */
  invoicePayments(invoiceId: string): StripeList<InvoicePayment> {
    const invoice = this.objects.invoice(invoiceId);
    const intent = this.invoicePaymentIntent(invoiceId);
    const url = `/v1/invoices/${invoiceId}/payments`;
    if (!intent) return { object: 'list', data: [], has_more: false, url };
    const paid = invoice.status === 'paid';
    const canceled = intent.status === 'canceled';
    const payment: InvoicePayment = {
      id: `inpay_${intent.id.slice('pi_'.length)}`,
      object: 'invoice_payment',
      amount_paid: paid ? intent.amount_received : null,
      amount_requested: intent.amount,
      created: intent.created,
      currency: intent.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { payment_intent: intent.id, type: 'payment_intent' },
      status: paid ? 'paid' : canceled ? 'canceled' : 'open',
      status_transitions: {
        canceled_at: canceled ? (invoice.status_transitions.voided_at ?? null) : null,
        paid_at: paid ? invoice.status_transitions.paid_at : null,
      },
    };
    return { object: 'list', data: [payment], has_more: false, url };
  }

  private invoiceInternal(id: string) {
    return (this.state.internal.invoices[id] ??= {
      token: randomToken(32),
      paymentIntent: null,
      firstFailureAt: null,
    });
  }

  /**
   * Where the subscription's next invoice window starts: the end of its last invoice's window,
   * or `fallback` for its first invoice.
   */
  private invoicedUntil(sub: Subscription, fallback: number): number {
    const ends = this.invoicesOf(sub.id).map((inv) => inv.period_end);
    return ends.length ? Math.max(...ends) : fallback;
  }

  /**
   * An invoice of the subscription's item. Its `period_start`–`period_end` is Stripe's window for
   * adding invoice items, which looks back one period (a first invoice's starts and ends at its
   * creation; a renewal's is the period just ended); the line's `period` is the service it bills.
   */
  private buildInvoice(
    sub: Subscription,
    reason: BillingReason,
    window: Period,
    service: Period,
    id = newId('invoice'),
  ): Invoice {
    const customer = this.objects.customer(sub.customer);
    const item = sub.items.data[0] as Subscription['items']['data'][number];
    const product = this.state.products[item.price.product];
    const productName = product?.name ?? item.price.product;
    // A trial's first invoice is for nothing (Stripe: "Trial period for <product>").
    const trialInvoice = sub.status === 'trialing' && reason === 'subscription_create';
    const amount = trialInvoice ? 0 : item.price.unit_amount * item.quantity;
    const token = this.invoiceInternal(id).token;
    const base = this.core.options.baseUrl();
    return {
      id,
      object: 'invoice',
      account_country: 'US',
      account_name: 'Shop Scanner',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      confirmation_secret: null,
      // A subscription's invoice is made when its window closes.
      created: window.end,
      currency: item.price.currency,
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      default_payment_method: null,
      description: null,
      due_date: null,
      effective_at: null,
      ending_balance: null,
      hosted_invoice_url: `${base}/i/${token}`,
      invoice_pdf: `${base}/i/${token}/pdf`,
      lines: {
        object: 'list',
        data: [
          {
            id: newId('line_item'),
            object: 'line_item',
            amount,
            currency: item.price.currency,
            description: trialInvoice
              ? `Trial period for ${productName}`
              : lineDescription(
                  item.quantity,
                  productName,
                  item.price.unit_amount,
                  item.price.currency,
                  item.price.recurring?.interval ?? null,
                ),
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                subscription: sub.id,
                subscription_item: item.id,
              },
            },
            period: { start: service.start, end: service.end },
            pricing: {
              price_details: { price: item.price.id, product: item.price.product },
              type: 'price_details',
              unit_amount_decimal: String(trialInvoice ? 0 : item.price.unit_amount),
            },
            quantity: item.quantity,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: clone(sub.metadata), subscription: sub.id },
      },
      period_end: window.end,
      period_start: window.start,
      status: 'draft',
      status_transitions: {
        finalized_at: null,
        marked_uncollectible_at: null,
        paid_at: null,
        voided_at: null,
      },
      subtotal: amount,
      total: amount,
    };
  }

  /**
   * The invoice for the subscription's current period: created, finalized (numbered, with its
   * PaymentIntent), or paid at once when it is for nothing.
   */
  createSubscriptionInvoice(
    sub: Subscription,
    reason: BillingReason,
    request: RequestInfo,
  ): Invoice {
    const item = sub.items.data[0] as Subscription['items']['data'][number];
    const now = this.core.now();
    const invoice = this.buildInvoice(
      sub,
      reason,
      { start: this.invoicedUntil(sub, now), end: now },
      { start: item.current_period_start, end: item.current_period_end },
    );
    this.state.invoices[invoice.id] = invoice;
    sub.latest_invoice = invoice.id;
    this.core.emit('invoice.created', invoice, request);
    const counter = (this.state.internal.customers[sub.customer] ??= { nextInvoiceNumber: 1 });
    const customer = this.objects.customer(sub.customer);
    invoice.number = `${customer.invoice_prefix}-${String(counter.nextInvoiceNumber).padStart(4, '0')}`;
    counter.nextInvoiceNumber += 1;
    invoice.status = 'open';
    invoice.status_transitions.finalized_at = this.core.now();
    invoice.effective_at = this.core.now();
    if (invoice.amount_due > 0) {
      const intent = this.newPaymentIntent(invoice, sub);
      invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    }
    this.core.emit('invoice.finalized', invoice, request);
    if (invoice.amount_due === 0) this.markPaid(invoice, request);
    return invoice;
  }

  private newPaymentIntent(invoice: Invoice, sub: Subscription): PaymentIntent {
    const id = newId('payment_intent');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount: invoice.amount_due,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: 'automatic',
      client_secret: newClientSecret(id),
      confirmation_method: 'automatic',
      created: this.core.now(),
      currency: invoice.currency,
      customer: invoice.customer,
      description: `Subscription ${invoice.billing_reason === 'subscription_create' ? 'creation' : 'update'}`,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      payment_method: null,
      payment_method_types: ['card'],
      setup_future_usage:
        sub.payment_settings.save_default_payment_method === 'on_subscription'
          ? 'off_session'
          : null,
      status: 'requires_payment_method',
    };
    this.state.paymentIntents[id] = intent;
    this.state.internal.paymentIntents[id] = { invoice: invoice.id };
    this.invoiceInternal(invoice.id).paymentIntent = id;
    return intent;
  }

  private markPaid(invoice: Invoice, request: RequestInfo): void {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = this.core.now();
    this.core.emit('invoice.paid', invoice, request);
    this.core.emit('invoice.payment_succeeded', invoice, request);
  }

  voidInvoice(invoice: Invoice): void {
    invoice.status = 'void';
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.voided_at = this.core.now();
    const intent = this.invoicePaymentIntent(invoice.id);
    if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
  }

  /**
   * Charges an open invoice to a saved payment method: its PaymentIntent succeeds (invoice paid)
   * or fails (invoice open, retried later when the charge was automatic). Answers the card's
   * error, or undefined when paid.
   */
  chargeInvoice(
    invoice: Invoice,
    method: PaymentMethod,
    request: RequestInfo,
    options: { automatic: boolean },
  ): CardError | undefined {
    const intent = this.invoicePaymentIntent(invoice.id);
    if (!intent) throw new Error(`invoice ${invoice.id} has no PaymentIntent`);
    const behaviour = this.state.internal.paymentMethods[method.id]?.chargeBehaviour ?? 'succeeds';
    const outcome = chargeOutcome(behaviour, method.card, new Date(this.core.now() * 1000));
    const charge = {
      id: newId('charge'),
      object: 'charge' as const,
      amount: intent.amount,
      created: this.core.now(),
      currency: intent.currency,
      customer: intent.customer,
      failure_code: outcome?.code ?? null,
      failure_message: outcome?.message ?? null,
      paid: !outcome,
      payment_intent: intent.id,
      payment_method: method.id,
      status: outcome ? ('failed' as const) : ('succeeded' as const),
    };
    this.state.charges[charge.id] = charge;
    intent.latest_charge = charge.id;
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (outcome) {
      const error: CardError = { type: 'card_error', ...outcome, payment_method: clone(method) };
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.last_payment_error = error;
      if (options.automatic) this.scheduleRetry(invoice);
      this.core.emit('payment_intent.payment_failed', intent, request);
      this.core.emit('invoice.payment_failed', invoice, request);
      return error;
    }
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    this.core.emit('payment_intent.succeeded', intent, request);
    this.markPaid(invoice, request);
    return undefined;
  }

  /** After a first or overdue invoice is paid: the subscription is active again. */
  afterInvoicePaid(invoice: Invoice, method: PaymentMethod, request: RequestInfo): void {
    const sub = this.state.subscriptions[invoice.parent.subscription_details.subscription];
    if (!sub) return;
    const before = clone(sub);
    if (
      invoice.billing_reason === 'subscription_create' &&
      sub.payment_settings.save_default_payment_method === 'on_subscription'
    ) {
      sub.default_payment_method = method.id;
    }
    if (
      (sub.status === 'incomplete' || sub.status === 'past_due') &&
      !this.hasOpenInvoices(sub.id)
    ) {
      sub.status = 'active';
    }
    this.core.emitIfChanged('customer.subscription.updated', sub, request, before);
  }

  /**
   * `POST /v1/invoices/:id/pay`: with the given method, else the subscription's or customer's
   * default.
   */
  payInvoice(id: string, paymentMethodId: string | undefined, request: RequestInfo): Invoice {
    const invoice = this.objects.invoice(id);
    if (invoice.status === 'paid') {
      throw invalidRequest('Invoice is already paid', undefined, 'invoice_already_paid');
    }
    if (invoice.status !== 'open') {
      throw invalidRequest(
        `You cannot pay an invoice with status ${invoice.status}.`,
        undefined,
        'invoice_not_editable',
      );
    }
    const sub = this.state.subscriptions[invoice.parent.subscription_details.subscription];
    const method = paymentMethodId
      ? this.paymentMethods.resolvePaymentMethod(
          paymentMethodId,
          invoice.customer,
          'payment_method',
          request,
        )
      : sub
        ? this.paymentMethods.defaultPaymentMethodOf(sub)
        : undefined;
    if (!method) {
      throw invalidRequest(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'invoice_no_customer_line_items',
      );
    }
    const error = this.chargeInvoice(invoice, method, request, { automatic: false });
    if (error) throw cardErrorResponse(error, { payment_intent: this.invoicePaymentIntent(id) });
    this.afterInvoicePaid(invoice, method, request);
    return invoice;
  }
}
