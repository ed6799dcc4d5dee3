/**
 * What the stand-in does: Stripe's objects created, changed and charged, with the events each
 * change makes. Synchronous over the in-memory state (the server saves it after each call), so
 * a request is applied whole before the next one starts.
 */
import { randomBytes } from 'node:crypto';
import { chargeOutcome, checkCard, testPaymentMethodTokens, type CardInput } from './cards';
import { invalidRequest, missingParam, noSuchObject, StripeApiError } from './errors';
import { intentIdOfSecret, newClientSecret, newId, randomToken } from './ids';
import {
  addInterval,
  DAY,
  MAX_ATTEMPTS,
  nextDueChange,
  nextRetryAt,
  scheduledChanges,
  type LifecycleChange,
  type LifecycleView,
} from './lifecycle';
import { lineDescription } from './money';
import type {
  BillingReason,
  CardError,
  Customer,
  Invoice,
  InvoicePayment,
  Metadata,
  PaymentIntent,
  PaymentMethod,
  Price,
  Product,
  SetupIntent,
  SetupIntentCancellationReason,
  StripeEvent,
  StripeList,
  StripeState,
  Subscription,
  WebhookEndpoint,
} from './state';

export const API_VERSION = '2026-10-28.endive';

/** Who caused a change: the API request (its id and idempotency key), or the clock (nulls). */
export interface RequestInfo {
  readonly id: string | null;
  readonly idempotencyKey: string | null;
}
export const clockRequest: RequestInfo = { id: null, idempotencyKey: null };

export interface EngineOptions {
  readonly state: StripeState;
  /** The stand-in's base URL, for hosted invoice pages and PDFs. */
  readonly baseUrl: () => string;
  /** Called with each event as it is made (the webhook queue). */
  readonly onEvent: (event: StripeEvent) => void;
  /** Whether an endpoint will receive events of a type (pending_webhooks). */
  readonly hasWebhookEndpoint: (type: string) => boolean;
  /** Where events are sent from now on (an endpoint made through the API). */
  readonly sendWebhooksTo: (url: string) => void;
}

export interface CardData {
  readonly card: CardInput;
  readonly email?: string | null;
  readonly name?: string | null;
  readonly country?: string | null;
}

/** How a payment or setup is confirmed: a saved method (or test token), or card details. */
export type PaymentMethodChoice =
  { readonly kind: 'id'; readonly id: string } | { readonly kind: 'data'; readonly data: CardData };

const clone = <T>(value: T): T => structuredClone(value);

/** A span of Stripe time, Unix seconds. */
interface Period {
  readonly start: number;
  readonly end: number;
}

/** Top-level fields that differ, with their values before (Stripe's previous_attributes). */
const previousAttributes = (before: object, after: object): Record<string, unknown> | undefined => {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const changed = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return changed.length ? Object.fromEntries(changed.map((k) => [k, b[k] ?? null])) : undefined;
};

const mergeMetadata = (current: Metadata, update: Metadata | '' | undefined): Metadata => {
  if (update === undefined) return current;
  // `metadata=` clears it; a key set to '' is removed (Stripe's rules).
  if (update === '') return {};
  const next = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === '') delete next[k];
    else next[k] = v;
  }
  return next;
};

export class StripeEngine {
  private readonly state: StripeState;
  /** During a clock advance: the time of the change being applied. */
  private frozenNow: number | undefined;

  constructor(private readonly options: EngineOptions) {
    this.state = options.state;
  }

  // ---- Clock ------------------------------------------------------------------------------

  /** Stripe's now, in Unix seconds: real time plus the clock's offset. */
  now(): number {
    return this.frozenNow ?? Math.floor(Date.now() / 1000) + this.state.clockOffset;
  }

  /** The time of the next scheduled change of any subscription, or null. */
  nextChangeAt(): number | null {
    let next: number | null = null;
    for (const sub of Object.values(this.state.subscriptions)) {
      const first = scheduledChanges(this.lifecycleView(sub))[0];
      if (first && (next === null || first.at < next)) next = first.at;
    }
    return next;
  }

  /**
   * Moves the clock to `target` (Unix seconds, not before now), applying every scheduled change
   * up to it in time order, each at its own time. Answers how many changes were applied.
   */
  advanceTo(target: number): number {
    const start = this.now();
    if (target < start) throw invalidRequest('The clock only moves forward.', 'to');
    let applied = 0;
    for (;;) {
      let due: { sub: Subscription; change: LifecycleChange } | undefined;
      for (const sub of Object.values(this.state.subscriptions)) {
        const change = nextDueChange(this.lifecycleView(sub), target);
        if (change && (!due || change.at < due.change.at)) due = { sub, change };
      }
      if (!due) break;
      this.frozenNow = Math.max(due.change.at, start);
      try {
        this.applyChange(due.sub, due.change);
      } finally {
        this.frozenNow = undefined;
      }
      applied += 1;
      if (applied > 10_000) throw new Error('The clock applied over 10000 changes: a loop?');
    }
    this.state.clockOffset = target - Math.floor(Date.now() / 1000);
    return applied;
  }

  private lifecycleView(sub: Subscription): LifecycleView {
    const internal = this.subscriptionInternal(sub.id);
    const item = sub.items.data[0];
    const retries = Object.values(this.state.invoices)
      .filter(
        (inv) =>
          inv.parent.subscription_details.subscription === sub.id &&
          inv.status === 'open' &&
          inv.next_payment_attempt !== null,
      )
      .map((inv) => ({ invoiceId: inv.id, at: inv.next_payment_attempt as number }));
    return {
      status: sub.status,
      created: sub.created,
      trialEnd: sub.trial_end,
      periodEnd: item?.current_period_end ?? sub.created,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      upcomingNoticeFor: internal.upcomingNoticeFor,
      trialNoticeFor: internal.trialNoticeFor,
      retries,
    };
  }

  private subscriptionInternal(id: string) {
    return (this.state.internal.subscriptions[id] ??= {
      upcomingNoticeFor: null,
      trialNoticeFor: null,
    });
  }

  private applyChange(sub: Subscription, change: LifecycleChange): void {
    const internal = this.subscriptionInternal(sub.id);
    switch (change.kind) {
      case 'expire_incomplete': {
        const before = clone(sub);
        sub.status = 'incomplete_expired';
        sub.ended_at = this.now();
        for (const invoice of this.invoicesOf(sub.id)) {
          if (invoice.status === 'open') this.voidInvoice(invoice);
        }
        this.emit('customer.subscription.deleted', sub, clockRequest, before);
        return;
      }
      case 'trial_will_end':
        internal.trialNoticeFor = change.trialEnd;
        this.emit('customer.subscription.trial_will_end', sub, clockRequest);
        return;
      case 'invoice_upcoming':
        internal.upcomingNoticeFor = change.periodEnd;
        this.emit('invoice.upcoming', this.upcomingInvoice(sub, change.periodEnd), clockRequest);
        return;
      case 'cancel_at_period_end': {
        const before = clone(sub);
        sub.status = 'canceled';
        sub.ended_at = this.now();
        sub.canceled_at ??= this.now();
        this.emit('customer.subscription.deleted', sub, clockRequest, before);
        return;
      }
      case 'trial_end':
      case 'renew':
        this.startNewPeriod(sub, change.kind === 'trial_end' ? 'trial_end' : 'renew');
        return;
      case 'retry_invoice': {
        const invoice = this.state.invoices[change.invoiceId];
        if (invoice) this.retryInvoice(sub, invoice);
        return;
      }
    }
  }

  /** Trial end or renewal: the next period on the item, its invoice, and a charge. */
  private startNewPeriod(sub: Subscription, reason: 'trial_end' | 'renew'): void {
    const before = clone(sub);
    const item = sub.items.data[0];
    if (!item) return;
    const start = item.current_period_end;
    const recurring = item.price.recurring;
    item.current_period_start = start;
    item.current_period_end = addInterval(
      start,
      recurring?.interval ?? 'month',
      recurring?.interval_count ?? 1,
    );
    if (reason === 'trial_end') {
      // The trial is over whatever the payment does.
      sub.status = 'active';
    }
    const invoice = this.createSubscriptionInvoice(sub, 'subscription_cycle', clockRequest);
    const paymentMethod = this.defaultPaymentMethodOf(sub);
    let paid = false;
    if (paymentMethod) {
      paid =
        this.chargeInvoice(invoice, paymentMethod, clockRequest, { automatic: true }) === undefined;
    } else {
      this.recordMissingPaymentMethod(invoice);
    }
    if (!paid) sub.status = 'past_due';
    else if (sub.status === 'past_due' && !this.hasOpenInvoices(sub.id)) sub.status = 'active';
    this.emitIfChanged('customer.subscription.updated', sub, clockRequest, before);
  }

  private retryInvoice(sub: Subscription, invoice: Invoice): void {
    const paymentMethod = this.defaultPaymentMethodOf(sub);
    const before = clone(sub);
    if (paymentMethod) {
      this.chargeInvoice(invoice, paymentMethod, clockRequest, { automatic: true });
    } else {
      this.recordMissingPaymentMethod(invoice);
    }
    if (invoice.status === 'paid') {
      if (sub.status === 'past_due' && !this.hasOpenInvoices(sub.id)) sub.status = 'active';
    } else if (invoice.next_payment_attempt === null) {
      // Every retry failed: Stripe's default is to cancel the subscription.
      sub.status = 'canceled';
      sub.canceled_at = this.now();
      sub.ended_at = this.now();
      sub.cancellation_details.reason = 'payment_failed';
      this.emit('customer.subscription.deleted', sub, clockRequest, before);
      return;
    }
    this.emitIfChanged('customer.subscription.updated', sub, clockRequest, before);
  }

  /** With no card to charge, an automatic attempt still counts (and is retried). */
  private recordMissingPaymentMethod(invoice: Invoice): void {
    invoice.attempt_count += 1;
    invoice.attempted = true;
    this.scheduleRetry(invoice);
    this.emit('invoice.payment_failed', invoice, clockRequest);
  }

  private scheduleRetry(invoice: Invoice): void {
    const internal = this.invoiceInternal(invoice.id);
    internal.firstFailureAt ??= this.now();
    invoice.next_payment_attempt =
      invoice.attempt_count >= MAX_ATTEMPTS
        ? null
        : nextRetryAt(internal.firstFailureAt, invoice.attempt_count);
  }

  private hasOpenInvoices(subscriptionId: string): boolean {
    return this.invoicesOf(subscriptionId).some((inv) => inv.status === 'open');
  }

  private invoicesOf(subscriptionId: string): Invoice[] {
    return Object.values(this.state.invoices).filter(
      (inv) => inv.parent.subscription_details.subscription === subscriptionId,
    );
  }

  /** The invoice Stripe previews for the coming renewal (not stored, no number). */
  private upcomingInvoice(sub: Subscription, periodStart: number): Invoice {
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

  // ---- Events ------------------------------------------------------------------------------

  private emit(type: string, object: object, request: RequestInfo, before?: object): StripeEvent {
    const previous = before ? previousAttributes(before, object) : undefined;
    const event: StripeEvent = {
      id: newId('event'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(),
      data: {
        object: this.present(clone(object)),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: this.options.hasWebhookEndpoint(type) ? 1 : 0,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type,
    };
    this.state.events[event.id] = event;
    this.options.onEvent(event);
    return event;
  }

  private emitIfChanged(type: string, object: object, request: RequestInfo, before: object): void {
    if (previousAttributes(before, object)) this.emit(type, object, request, before);
  }

  /** An object as answered: includable fields left out unless expanded. */
  present<T>(object: T): T {
    if (
      object &&
      typeof object === 'object' &&
      (object as { object?: string }).object === 'invoice'
    ) {
      const { confirmation_secret: _hidden, ...rest } = object as unknown as Invoice;
      return rest as T;
    }
    return object;
  }

  // ---- Lookups -----------------------------------------------------------------------------

  customer(id: string, param = 'id'): Customer {
    const customer = this.state.customers[id];
    if (!customer) throw noSuchObject('customer', id, param);
    return customer;
  }
  product(id: string, param = 'id'): Product {
    const product = this.state.products[id];
    if (!product) throw noSuchObject('product', id, param);
    return product;
  }
  price(id: string, param = 'price'): Price {
    const price = this.state.prices[id];
    if (!price) throw noSuchObject('price', id, param);
    return price;
  }
  subscription(id: string): Subscription {
    const sub = this.state.subscriptions[id];
    if (!sub) throw noSuchObject('subscription', id);
    return sub;
  }
  invoice(id: string): Invoice {
    const invoice = this.state.invoices[id];
    if (!invoice) throw noSuchObject('invoice', id);
    return invoice;
  }
  paymentIntent(id: string): PaymentIntent {
    const intent = this.state.paymentIntents[id];
    if (!intent) throw noSuchObject('payment_intent', id, 'intent');
    return intent;
  }
  setupIntent(id: string): SetupIntent {
    const intent = this.state.setupIntents[id];
    if (!intent) throw noSuchObject('setup_intent', id, 'intent');
    return intent;
  }
  paymentMethod(id: string, param = 'payment_method'): PaymentMethod {
    const method = this.state.paymentMethods[id];
    if (!method) throw noSuchObject('PaymentMethod', id, param);
    return method;
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
    const invoice = this.invoice(invoiceId);
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

  /** The intent a client secret names, if the secret is its own. */
  intentBySecret(clientSecret: string): PaymentIntent | SetupIntent | undefined {
    const id = intentIdOfSecret(clientSecret);
    if (!id) return undefined;
    const intent = id.startsWith('pi_')
      ? this.state.paymentIntents[id]
      : this.state.setupIntents[id];
    return intent?.client_secret === clientSecret ? intent : undefined;
  }

  // ---- Customers, products, prices ----------------------------------------------------------

  createCustomer(
    params: { email?: string; name?: string; metadata?: Metadata | '' },
    request: RequestInfo,
  ): Customer {
    const customer: Customer = {
      id: newId('customer'),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: params.email ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name: params.name ?? null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
    };
    this.state.customers[customer.id] = customer;
    this.state.internal.customers[customer.id] = { nextInvoiceNumber: 1 };
    this.emit('customer.created', customer, request);
    return customer;
  }

  updateCustomer(
    id: string,
    params: {
      email?: string | null;
      name?: string | null;
      metadata?: Metadata | '';
      defaultPaymentMethod?: string | null;
    },
    request: RequestInfo,
  ): Customer {
    const customer = this.customer(id);
    const before = clone(customer);
    if (params.email !== undefined) customer.email = params.email;
    if (params.name !== undefined) customer.name = params.name;
    customer.metadata = mergeMetadata(customer.metadata, params.metadata);
    if (params.defaultPaymentMethod !== undefined) {
      if (params.defaultPaymentMethod === null) {
        customer.invoice_settings.default_payment_method = null;
      } else {
        const method = this.resolvePaymentMethod(
          params.defaultPaymentMethod,
          customer.id,
          'invoice_settings[default_payment_method]',
          request,
        );
        customer.invoice_settings.default_payment_method = method.id;
      }
    }
    this.emitIfChanged('customer.updated', customer, request, before);
    return customer;
  }

  createProduct(params: { name: string; description?: string; metadata?: Metadata | '' }): Product {
    const product: Product = {
      id: newId('product'),
      object: 'product',
      active: true,
      created: this.now(),
      default_price: null,
      description: params.description ?? null,
      images: [],
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name: params.name,
      type: 'service',
      updated: this.now(),
    };
    this.state.products[product.id] = product;
    return product;
  }

  createPrice(params: {
    product: string;
    unit_amount: number;
    currency: string;
    recurring?: { interval: 'day' | 'week' | 'month' | 'year'; interval_count?: number };
    lookup_key?: string;
    transfer_lookup_key?: boolean;
    nickname?: string;
    metadata?: Metadata | '';
  }): Price {
    this.product(params.product, 'product');
    if (params.lookup_key) {
      const holder = Object.values(this.state.prices).find(
        (p) => p.lookup_key === params.lookup_key,
      );
      if (holder && !params.transfer_lookup_key) {
        throw invalidRequest(
          `A price (\`${holder.id}\`) already uses that lookup key.`,
          'lookup_key',
          'lookup_key_already_exists',
        );
      }
      if (holder) holder.lookup_key = null;
    }
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: this.now(),
      currency: params.currency.toLowerCase(),
      livemode: false,
      lookup_key: params.lookup_key ?? null,
      metadata: mergeMetadata({}, params.metadata),
      nickname: params.nickname ?? null,
      product: params.product,
      recurring: params.recurring
        ? {
            interval: params.recurring.interval,
            interval_count: params.recurring.interval_count ?? 1,
            meter: null,
            trial_period_days: null,
            usage_type: 'licensed',
          }
        : null,
      tax_behavior: 'unspecified',
      type: params.recurring ? 'recurring' : 'one_time',
      unit_amount: params.unit_amount,
      unit_amount_decimal: String(params.unit_amount),
    };
    this.state.prices[price.id] = price;
    return price;
  }

  // ---- Payment methods ---------------------------------------------------------------------

  /** A new PaymentMethod from card details, or the card's error. */
  private createCardPaymentMethod(data: CardData): PaymentMethod | CardError {
    const checked = checkCard(data.card, new Date(this.now() * 1000));
    if (!checked.ok) return { type: 'card_error', ...checked.error };
    const method: PaymentMethod = {
      id: newId('payment_method'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: {
        address: {
          city: null,
          country: data.country ?? null,
          line1: null,
          line2: null,
          postal_code: null,
          state: null,
        },
        email: data.email ?? null,
        name: data.name ?? null,
        phone: null,
      },
      card: {
        brand: checked.card.brand,
        country: checked.card.country,
        display_brand: checked.card.brand,
        exp_month: checked.card.exp_month,
        exp_year: checked.card.exp_year,
        fingerprint: checked.card.fingerprint,
        funding: checked.card.funding,
        last4: checked.card.last4,
      },
      created: this.now(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    this.state.paymentMethods[method.id] = method;
    this.state.internal.paymentMethods[method.id] = { chargeBehaviour: checked.chargeBehaviour };
    return method;
  }

  /** A payment method by id, or a new one from a test token (`pm_card_visa`), for `customer`. */
  private resolvePaymentMethod(
    id: string,
    customerId: string | null,
    param: string,
    request: RequestInfo,
  ): PaymentMethod {
    const tokenNumber = testPaymentMethodTokens[id];
    if (tokenNumber) {
      const created = this.createCardPaymentMethod({
        card: {
          number: tokenNumber,
          exp_month: 12,
          exp_year: new Date(this.now() * 1000).getUTCFullYear() + 3,
          cvc: '123',
        },
      });
      if ('type' in created && created.type === 'card_error') {
        throw new StripeApiError(402, 'card_error', created.message, {
          code: created.code,
          ...(created.decline_code ? { decline_code: created.decline_code } : {}),
        });
      }
      const method = created as PaymentMethod;
      if (customerId) this.attach(method, customerId, request);
      return method;
    }
    const method = this.paymentMethod(id, param);
    if (customerId && method.customer !== customerId) {
      if (method.customer) {
        throw invalidRequest(
          `The payment method \`${id}\` belongs to another customer.`,
          param,
          'resource_missing',
        );
      }
      this.attach(method, customerId, request);
    }
    return method;
  }

  private attach(method: PaymentMethod, customerId: string, request: RequestInfo): void {
    method.customer = customerId;
    this.emit('payment_method.attached', method, request);
  }

  listPaymentMethods(customerId: string): PaymentMethod[] {
    this.customer(customerId, 'customer');
    return Object.values(this.state.paymentMethods).filter((m) => m.customer === customerId);
  }

  detachPaymentMethod(id: string, request: RequestInfo): PaymentMethod {
    const method = this.paymentMethod(id);
    if (!method.customer) {
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        undefined,
        'payment_method_unexpected_state',
      );
    }
    const customer = this.state.customers[method.customer];
    const before = customer ? clone(customer) : undefined;
    method.customer = null;
    // Stripe forgets a detached method wherever it was the default.
    if (customer && customer.invoice_settings.default_payment_method === id) {
      customer.invoice_settings.default_payment_method = null;
    }
    for (const sub of Object.values(this.state.subscriptions)) {
      if (sub.default_payment_method === id) {
        const subBefore = clone(sub);
        sub.default_payment_method = null;
        this.emit('customer.subscription.updated', sub, request, subBefore);
      }
    }
    if (customer && before) this.emitIfChanged('customer.updated', customer, request, before);
    this.emit('payment_method.detached', method, request);
    return method;
  }

  private defaultPaymentMethodOf(sub: Subscription): PaymentMethod | undefined {
    const id =
      sub.default_payment_method ??
      this.state.customers[sub.customer]?.invoice_settings.default_payment_method ??
      null;
    return id ? this.state.paymentMethods[id] : undefined;
  }

  // ---- Subscriptions -----------------------------------------------------------------------

  createSubscription(
    params: {
      customer: string;
      price: string;
      paymentBehavior: 'default_incomplete' | 'allow_incomplete';
      saveDefaultPaymentMethod: 'off' | 'on_subscription';
      trialPeriodDays?: number;
      trialEnd?: number;
      defaultPaymentMethod?: string;
      metadata?: Metadata | '';
    },
    request: RequestInfo,
  ): Subscription {
    const customer = this.customer(params.customer, 'customer');
    const price = this.price(params.price, 'items[0][price]');
    if (!price.recurring) {
      throw invalidRequest(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        'items[0][price]',
      );
    }
    if (!price.active) {
      throw invalidRequest('The price specified is inactive.', 'items[0][price]');
    }
    const now = this.now();
    const trialEnd =
      params.trialEnd ?? (params.trialPeriodDays ? now + params.trialPeriodDays * DAY : undefined);
    const periodEnd =
      trialEnd ?? addInterval(now, price.recurring.interval, price.recurring.interval_count);
    const id = newId('subscription');
    const defaultMethod = params.defaultPaymentMethod
      ? this.resolvePaymentMethod(
          params.defaultPaymentMethod,
          customer.id,
          'default_payment_method',
          request,
        )
      : undefined;
    const sub: Subscription = {
      id,
      object: 'subscription',
      // Renewals fall on this date: the trial's end, else the start.
      billing_cycle_anchor: trialEnd ?? now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      customer: customer.id,
      default_payment_method: defaultMethod?.id ?? null,
      description: null,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('subscription_item'),
            object: 'subscription_item',
            created: now,
            current_period_end: periodEnd,
            current_period_start: now,
            metadata: {},
            price: clone(price),
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: params.saveDefaultPaymentMethod,
      },
      pending_setup_intent: null,
      start_date: now,
      status: trialEnd ? 'trialing' : 'incomplete',
      trial_end: trialEnd ?? null,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: trialEnd ? now : null,
    };
    this.state.subscriptions[id] = sub;
    this.subscriptionInternal(id);
    this.emit('customer.subscription.created', sub, request);

    const invoice = this.createSubscriptionInvoice(sub, 'subscription_create', request);
    if (trialEnd) {
      if (!this.defaultPaymentMethodOf(sub)) {
        const setup = this.newSetupIntent(customer.id, 'off_session', id);
        sub.pending_setup_intent = setup.id;
      }
      return sub;
    }
    // allow_incomplete: charge a saved method at once; default_incomplete waits for the page.
    const method = this.defaultPaymentMethodOf(sub);
    if (params.paymentBehavior === 'allow_incomplete' && method) {
      const before = clone(sub);
      if (this.chargeInvoice(invoice, method, request, { automatic: false }) === undefined) {
        sub.status = 'active';
      }
      this.emitIfChanged('customer.subscription.updated', sub, request, before);
    }
    return sub;
  }

  updateSubscription(
    id: string,
    params: {
      cancelAtPeriodEnd?: boolean;
      item?: { id: string; price: string };
      prorationBehavior?: 'none';
      defaultPaymentMethod?: string | null;
      metadata?: Metadata | '';
    },
    request: RequestInfo,
  ): Subscription {
    const sub = this.subscription(id);
    const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
    if (
      ended &&
      (params.cancelAtPeriodEnd !== undefined ||
        params.item ||
        params.defaultPaymentMethod !== undefined)
    ) {
      throw invalidRequest(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const before = clone(sub);
    sub.metadata = mergeMetadata(sub.metadata, params.metadata);
    if (params.defaultPaymentMethod !== undefined) {
      sub.default_payment_method =
        params.defaultPaymentMethod === null
          ? null
          : this.resolvePaymentMethod(
              params.defaultPaymentMethod,
              sub.customer,
              'default_payment_method',
              request,
            ).id;
    }
    if (params.cancelAtPeriodEnd !== undefined) {
      const item = sub.items.data[0];
      sub.cancel_at_period_end = params.cancelAtPeriodEnd;
      sub.cancel_at = params.cancelAtPeriodEnd
        ? sub.status === 'trialing' && sub.trial_end
          ? sub.trial_end
          : (item?.current_period_end ?? null)
        : null;
      sub.canceled_at = params.cancelAtPeriodEnd ? this.now() : null;
      sub.cancellation_details.reason = params.cancelAtPeriodEnd ? 'cancellation_requested' : null;
    }
    let invoiceForChange: Invoice | undefined;
    if (params.item) invoiceForChange = this.switchPrice(sub, params.item, request);
    if (invoiceForChange) {
      const method = this.defaultPaymentMethodOf(sub);
      const failed = method
        ? this.chargeInvoice(invoiceForChange, method, request, { automatic: true }) !== undefined
        : (this.recordMissingPaymentMethod(invoiceForChange), true);
      if (failed) sub.status = 'past_due';
    }
    this.emitIfChanged('customer.subscription.updated', sub, request, before);
    return sub;
  }

  /**
   * A new price on the item, without proration. Same interval: the period goes on. Another
   * interval (monthly → annual): the period restarts now with an invoice for the new price, as
   * Stripe resets the billing cycle. In a trial the trial goes on.
   */
  private switchPrice(
    sub: Subscription,
    change: { id: string; price: string },
    request: RequestInfo,
  ): Invoice | undefined {
    const item = sub.items.data[0];
    if (!item || item.id !== change.id) {
      throw invalidRequest(
        `Invalid subscription_item id: ${change.id}`,
        'items[0][id]',
        'resource_missing',
      );
    }
    if (sub.status === 'incomplete') {
      throw invalidRequest(
        'The stand-in does not change the price of an incomplete subscription: pay or cancel it first.',
        'items[0][price]',
      );
    }
    const price = this.price(change.price, 'items[0][price]');
    if (!price.recurring)
      throw invalidRequest('The price specified is not recurring.', 'items[0][price]');
    const sameInterval =
      item.price.recurring?.interval === price.recurring.interval &&
      item.price.recurring?.interval_count === price.recurring.interval_count;
    item.price = clone(price);
    if (sameInterval || sub.status === 'trialing') return undefined;
    const now = this.now();
    item.current_period_start = now;
    item.current_period_end = addInterval(
      now,
      price.recurring.interval,
      price.recurring.interval_count,
    );
    sub.billing_cycle_anchor = now;
    if (sub.cancel_at_period_end) sub.cancel_at = item.current_period_end;
    return this.createSubscriptionInvoice(sub, 'subscription_update', request);
  }

  cancelSubscription(id: string, request: RequestInfo): Subscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw invalidRequest(
        `No such subscription: '${id}'; it has already been canceled.`,
        'id',
        'resource_missing',
      );
    }
    const before = clone(sub);
    const wasIncomplete = sub.status === 'incomplete';
    sub.status = 'canceled';
    sub.canceled_at = this.now();
    sub.ended_at = this.now();
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    sub.cancellation_details.reason = 'cancellation_requested';
    if (wasIncomplete) {
      for (const invoice of this.invoicesOf(id))
        if (invoice.status === 'open') this.voidInvoice(invoice);
    }
    this.emit('customer.subscription.deleted', sub, request, before);
    return sub;
  }

  // ---- Invoices ----------------------------------------------------------------------------

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
    const customer = this.customer(sub.customer);
    const item = sub.items.data[0] as Subscription['items']['data'][number];
    const product = this.state.products[item.price.product];
    const productName = product?.name ?? item.price.product;
    // A trial's first invoice is for nothing (Stripe: "Trial period for <product>").
    const trialInvoice = sub.status === 'trialing' && reason === 'subscription_create';
    const amount = trialInvoice ? 0 : item.price.unit_amount * item.quantity;
    const token = this.invoiceInternal(id).token;
    const base = this.options.baseUrl();
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
  private createSubscriptionInvoice(
    sub: Subscription,
    reason: BillingReason,
    request: RequestInfo,
  ): Invoice {
    const item = sub.items.data[0] as Subscription['items']['data'][number];
    const now = this.now();
    const invoice = this.buildInvoice(
      sub,
      reason,
      { start: this.invoicedUntil(sub, now), end: now },
      { start: item.current_period_start, end: item.current_period_end },
    );
    this.state.invoices[invoice.id] = invoice;
    sub.latest_invoice = invoice.id;
    this.emit('invoice.created', invoice, request);
    const counter = (this.state.internal.customers[sub.customer] ??= { nextInvoiceNumber: 1 });
    const customer = this.customer(sub.customer);
    invoice.number = `${customer.invoice_prefix}-${String(counter.nextInvoiceNumber).padStart(4, '0')}`;
    counter.nextInvoiceNumber += 1;
    invoice.status = 'open';
    invoice.status_transitions.finalized_at = this.now();
    invoice.effective_at = this.now();
    if (invoice.amount_due > 0) {
      const intent = this.newPaymentIntent(invoice, sub);
      invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    }
    this.emit('invoice.finalized', invoice, request);
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
      created: this.now(),
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
    invoice.status_transitions.paid_at = this.now();
    this.emit('invoice.paid', invoice, request);
    this.emit('invoice.payment_succeeded', invoice, request);
  }

  private voidInvoice(invoice: Invoice): void {
    invoice.status = 'void';
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.voided_at = this.now();
    const intent = this.invoicePaymentIntent(invoice.id);
    if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
  }

  /**
   * Charges an open invoice to a saved payment method: its PaymentIntent succeeds (invoice paid)
   * or fails (invoice open, retried later when the charge was automatic). Answers the card's
   * error, or undefined when paid.
   */
  private chargeInvoice(
    invoice: Invoice,
    method: PaymentMethod,
    request: RequestInfo,
    options: { automatic: boolean },
  ): CardError | undefined {
    const intent = this.invoicePaymentIntent(invoice.id);
    if (!intent) throw new Error(`invoice ${invoice.id} has no PaymentIntent`);
    const behaviour = this.state.internal.paymentMethods[method.id]?.chargeBehaviour ?? 'succeeds';
    const outcome = chargeOutcome(behaviour, method.card, new Date(this.now() * 1000));
    const charge = {
      id: newId('charge'),
      object: 'charge' as const,
      amount: intent.amount,
      created: this.now(),
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
      this.emit('payment_intent.payment_failed', intent, request);
      this.emit('invoice.payment_failed', invoice, request);
      return error;
    }
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    this.emit('payment_intent.succeeded', intent, request);
    this.markPaid(invoice, request);
    return undefined;
  }

  /** After a first or overdue invoice is paid: the subscription is active again. */
  private afterInvoicePaid(invoice: Invoice, method: PaymentMethod, request: RequestInfo): void {
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
    this.emitIfChanged('customer.subscription.updated', sub, request, before);
  }

  /** `POST /v1/invoices/:id/pay`: with the given method, else the subscription's or customer's default. */
  payInvoice(id: string, paymentMethodId: string | undefined, request: RequestInfo): Invoice {
    const invoice = this.invoice(id);
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
      ? this.resolvePaymentMethod(paymentMethodId, invoice.customer, 'payment_method', request)
      : sub
        ? this.defaultPaymentMethodOf(sub)
        : undefined;
    if (!method) {
      throw invalidRequest(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'invoice_no_customer_line_items',
      );
    }
    const error = this.chargeInvoice(invoice, method, request, { automatic: false });
    if (error)
      throw this.cardErrorResponse(error, { payment_intent: this.invoicePaymentIntent(id) });
    this.afterInvoicePaid(invoice, method, request);
    return invoice;
  }

  private cardErrorResponse(
    error: CardError,
    related: { payment_intent?: PaymentIntent; setup_intent?: SetupIntent },
  ): StripeApiError {
    const { type: _type, ...rest } = error;
    return new StripeApiError(402, 'card_error', error.message, {
      ...rest,
      ...(related.payment_intent ? { payment_intent: clone(related.payment_intent) } : {}),
      ...(related.setup_intent ? { setup_intent: clone(related.setup_intent) } : {}),
    });
  }

  // ---- Intents -----------------------------------------------------------------------------

  private newSetupIntent(
    customerId: string | null,
    usage: 'off_session' | 'on_session',
    subscriptionId: string | null,
  ): SetupIntent {
    const id = newId('setup_intent');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      cancellation_reason: null,
      client_secret: newClientSecret(id),
      created: this.now(),
      customer: customerId,
      description: null,
      last_setup_error: null,
      livemode: false,
      metadata: {},
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage,
    };
    this.state.setupIntents[id] = intent;
    this.state.internal.setupIntents[id] = { subscription: subscriptionId };
    return intent;
  }

  createSetupIntent(params: {
    customer?: string;
    usage?: 'off_session' | 'on_session';
    metadata?: Metadata | '';
  }): SetupIntent {
    if (params.customer) this.customer(params.customer, 'customer');
    const intent = this.newSetupIntent(
      params.customer ?? null,
      params.usage ?? 'off_session',
      null,
    );
    intent.metadata = mergeMetadata({}, params.metadata);
    return intent;
  }

  /**
   * Stripe cancels a SetupIntent that is not succeeded (nor processing); one that succeeded
   * answers 400 `setup_intent_unexpected_state`, and so does one canceled already.
   */
  cancelSetupIntent(
    id: string,
    reason: SetupIntentCancellationReason | undefined,
    request: RequestInfo,
  ): SetupIntent {
    const intent = this.setupIntent(id);
    if (intent.status !== 'requires_payment_method') {
      throw invalidRequest(
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.cancellation_reason = reason ?? null;
    this.emit('setup_intent.canceled', intent, request);
    return intent;
  }

  /** The method a confirmation names: saved (or a test token), or new from the card details. */
  private methodForConfirm(
    choice: PaymentMethodChoice,
    customerId: string | null,
    request: RequestInfo,
  ): PaymentMethod | CardError {
    if (choice.kind === 'data') return this.createCardPaymentMethod(choice.data);
    if (testPaymentMethodTokens[choice.id]) {
      // Not attached yet: a failed confirmation leaves the customer without it.
      const number = testPaymentMethodTokens[choice.id] as string;
      return this.createCardPaymentMethod({
        card: {
          number,
          exp_month: 12,
          exp_year: new Date(this.now() * 1000).getUTCFullYear() + 3,
          cvc: '123',
        },
      });
    }
    const method = this.paymentMethod(choice.id);
    if (method.customer && customerId && method.customer !== customerId) {
      throw invalidRequest(
        `The payment method \`${choice.id}\` belongs to another customer.`,
        'payment_method',
      );
    }
    void request;
    return method;
  }

  confirmPaymentIntent(
    id: string,
    choice: PaymentMethodChoice | undefined,
    request: RequestInfo,
  ): PaymentIntent {
    const intent = this.paymentIntent(id);
    if (intent.status === 'succeeded') {
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    if (intent.status === 'canceled') {
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it has a status of canceled.',
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    if (!choice) throw missingParam('payment_method');
    const invoiceId = this.state.internal.paymentIntents[id]?.invoice ?? null;
    const invoice = invoiceId ? this.invoice(invoiceId) : undefined;
    if (invoice && invoice.status !== 'open') {
      throw invalidRequest(
        `This PaymentIntent's invoice is ${invoice.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const method = this.methodForConfirm(choice, intent.customer, request);
    if (!('id' in method)) {
      // Refused before any charge (number, expiry, CVC, a card declined outright).
      intent.status = 'requires_payment_method';
      intent.last_payment_error = method;
      this.emit('payment_intent.payment_failed', intent, request);
      throw this.cardErrorResponse(method, { payment_intent: intent });
    }
    if (!invoice) throw new Error(`payment intent ${id} has no invoice`);
    const error = this.chargeInvoice(invoice, method, request, { automatic: false });
    if (error) throw this.cardErrorResponse(error, { payment_intent: intent });
    if (intent.customer && method.customer !== intent.customer) {
      this.attach(method, intent.customer, request);
    }
    this.afterInvoicePaid(invoice, method, request);
    return intent;
  }

  confirmSetupIntent(
    id: string,
    choice: PaymentMethodChoice | undefined,
    request: RequestInfo,
  ): SetupIntent {
    const intent = this.setupIntent(id);
    if (intent.status !== 'requires_payment_method') {
      throw invalidRequest(
        `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    if (!choice) throw missingParam('payment_method');
    const method = this.methodForConfirm(choice, intent.customer, request);
    if (!('id' in method)) {
      intent.last_setup_error = method;
      this.emit('setup_intent.setup_failed', intent, request);
      throw this.cardErrorResponse(method, { setup_intent: intent });
    }
    if (intent.customer && method.customer !== intent.customer) {
      this.attach(method, intent.customer, request);
    }
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    intent.last_setup_error = null;
    this.emit('setup_intent.succeeded', intent, request);
    const subscriptionId = this.state.internal.setupIntents[id]?.subscription;
    const sub = subscriptionId ? this.state.subscriptions[subscriptionId] : undefined;
    if (sub) {
      // The pending SetupIntent is done, but the card does not become the subscription's
      // default: Stripe applies save_default_payment_method when a payment succeeds, and a
      // trial has none. Whoever saved the card sets it as the default (or the trial's end finds
      // no card to charge).
      const before = clone(sub);
      sub.pending_setup_intent = null;
      this.emitIfChanged('customer.subscription.updated', sub, request, before);
    }
    return intent;
  }

  // ---- Webhook endpoints -------------------------------------------------------------------

  /**
   * A webhook endpoint, and its signing secret (answered only now, as Stripe does). The stand-in
   * writes events in its one version, so it refuses to promise another; without `api_version`
   * Stripe uses the account's default version, which the endpoint answers as null. Events go to
   * the newest endpoint's URL (the stand-in sends to one), those it enables only.
   */
  createWebhookEndpoint(params: {
    url: string;
    enabled_events: string[];
    api_version?: string;
    description?: string;
    metadata?: Metadata | '';
  }): WebhookEndpoint & { secret: string } {
    if (params.api_version !== undefined && params.api_version !== API_VERSION) {
      throw invalidRequest(
        `The local Stripe stand-in writes events only in API version ${API_VERSION}, not ${params.api_version}.`,
        'api_version',
      );
    }
    const endpoint: WebhookEndpoint = {
      id: newId('webhook_endpoint'),
      object: 'webhook_endpoint',
      api_version: params.api_version ?? null,
      application: null,
      created: this.now(),
      description: params.description ?? null,
      enabled_events: params.enabled_events,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      status: 'enabled',
      url: params.url,
    };
    this.state.webhookEndpoints[endpoint.id] = endpoint;
    this.options.sendWebhooksTo(endpoint.url);
    return { ...clone(endpoint), secret: this.state.webhookSecret };
  }

  webhookEndpoint(id: string): WebhookEndpoint {
    const endpoint = this.state.webhookEndpoints[id];
    if (!endpoint) throw noSuchObject('webhook_endpoint', id);
    return endpoint;
  }

  deleteWebhookEndpoint(id: string): { id: string; object: 'webhook_endpoint'; deleted: true } {
    this.webhookEndpoint(id);
    delete this.state.webhookEndpoints[id];
    return { id, object: 'webhook_endpoint', deleted: true };
  }
}
