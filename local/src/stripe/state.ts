/**
 * Everything the stand-in knows, as one JSON document: Stripe's objects in their API shapes
 * (answered as they are, after expansion), the events and their delivery queue, idempotency
 * records, and what Stripe keeps to itself (which test card a payment method is, which notices
 * were sent). Kept in `<dataDir>/state.json` (written atomically after each change) or in memory.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChargeBehaviour } from './cards';
import type { SubscriptionStatus } from './lifecycle';
import { newWebhookSecret } from './signature';

export type Metadata = Record<string, string>;
export type Interval = 'day' | 'week' | 'month' | 'year';

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
  total_count?: number;
}

export interface Customer {
  id: string;
  object: 'customer';
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  phone: null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
}

export interface Product {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: null;
  description: string | null;
  images: string[];
  livemode: false;
  metadata: Metadata;
  name: string;
  type: 'service';
  updated: number;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: {
    interval: Interval;
    interval_count: number;
    meter: null;
    trial_period_days: null;
    usage_type: 'licensed';
  } | null;
  tax_behavior: 'unspecified';
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_end: number;
  current_period_start: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  default_payment_method: string | null;
  description: null;
  ended_at: number | null;
  items: StripeList<SubscriptionItem> & { total_count: number };
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  payment_settings: {
    payment_method_options: null;
    payment_method_types: null;
    save_default_payment_method: 'off' | 'on_subscription';
  };
  pending_setup_intent: string | null;
  start_date: number;
  status: SubscriptionStatus;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } };
  trial_start: number | null;
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: {
      invoice_item: null;
      proration: false;
      subscription: string;
      subscription_item: string;
    };
  };
  period: { end: number; start: number };
  pricing: {
    price_details: { price: string; product: string };
    type: 'price_details';
    unit_amount_decimal: string;
  };
  quantity: number;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export interface Invoice {
  id: string;
  object: 'invoice';
  account_country: 'US';
  account_name: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  billing_reason: BillingReason;
  collection_method: 'charge_automatically';
  /** Includable: answered only when expanded (Stripe hides it otherwise). */
  confirmation_secret: { client_secret: string; type: 'payment_intent' } | null;
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  default_payment_method: null;
  description: null;
  due_date: null;
  effective_at: number | null;
  ending_balance: number | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  lines: StripeList<InvoiceLine> & { total_count: number };
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string | null;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  period_end: number;
  period_start: number;
  status: InvoiceStatus;
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: null;
    paid_at: number | null;
    voided_at: number | null;
  };
  subtotal: number;
  total: number;
}

/** A payment of an invoice (its `payments`, answered when expanded): here, its PaymentIntent. */
export interface InvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number | null;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  livemode: false;
  payment: { payment_intent: string; type: 'payment_intent' };
  status: 'canceled' | 'open' | 'paid';
  status_transitions: { canceled_at: number | null; paid_at: number | null };
}

export interface CardError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_method?: PaymentMethod;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: CardError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: ['card'];
  setup_future_usage: 'off_session' | null;
  status: PaymentIntentStatus;
}

export type SetupIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

export type SetupIntentCancellationReason = 'abandoned' | 'duplicate' | 'requested_by_customer';

export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  /** Absent on intents kept by an older stand-in: read as null. */
  cancellation_reason?: SetupIntentCancellationReason | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: null;
  last_setup_error: CardError | null;
  livemode: false;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: ['card'];
  status: SetupIntentStatus;
  usage: 'off_session' | 'on_session';
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  allow_redisplay: 'unspecified';
  billing_details: {
    address: {
      city: null;
      country: string | null;
      line1: null;
      line2: null;
      postal_code: null;
      state: null;
    };
    email: string | null;
    name: string | null;
    phone: null;
  };
  card: {
    brand: string;
    country: string;
    display_brand: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: string;
    last4: string;
  };
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Metadata;
  type: 'card';
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  created: number;
  currency: string;
  customer: string | null;
  failure_code: string | null;
  failure_message: string | null;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  status: 'succeeded' | 'failed';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** Where events go, and in which API version they are written (fixed when it is made). */
export interface WebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: false;
  metadata: Metadata;
  status: 'enabled';
  url: string;
}

export interface IdempotencyRecord {
  readonly method: string;
  readonly path: string;
  /** The parameters, canonical, to tell a replay from a reuse with other parameters. */
  readonly params: string;
  readonly status: number;
  readonly body: string;
  readonly requestId: string;
  readonly created: number;
}

/** What Stripe knows but does not answer. */
export interface Internal {
  subscriptions: Record<
    string,
    { upcomingNoticeFor: number | null; trialNoticeFor: number | null }
  >;
  paymentMethods: Record<string, { chargeBehaviour: ChargeBehaviour }>;
  invoices: Record<
    string,
    {
      /** Names the hosted page and PDF (unguessable, like Stripe's). */
      token: string;
      paymentIntent: string | null;
      /** When a renewal first failed: retries count from it. */
      firstFailureAt: number | null;
    }
  >;
  paymentIntents: Record<string, { invoice: string | null }>;
  setupIntents: Record<string, { subscription: string | null }>;
  customers: Record<string, { nextInvoiceNumber: number }>;
}

export interface StripeState {
  version: 1;
  webhookSecret: string;
  /** The virtual clock: now = real time + offset (seconds). */
  clockOffset: number;
  customers: Record<string, Customer>;
  products: Record<string, Product>;
  prices: Record<string, Price>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  paymentIntents: Record<string, PaymentIntent>;
  setupIntents: Record<string, SetupIntent>;
  paymentMethods: Record<string, PaymentMethod>;
  charges: Record<string, Charge>;
  /** In the order made. */
  events: Record<string, StripeEvent>;
  /** Event ids not yet delivered (or given up on), oldest first. */
  pendingWebhooks: string[];
  /** Made through the API (the local stack sets its URL directly instead). */
  webhookEndpoints: Record<string, WebhookEndpoint>;
  idempotency: Record<string, IdempotencyRecord>;
  internal: Internal;
}

export const emptyState = (): StripeState => ({
  version: 1,
  webhookSecret: newWebhookSecret(),
  clockOffset: 0,
  customers: {},
  products: {},
  prices: {},
  subscriptions: {},
  invoices: {},
  paymentIntents: {},
  setupIntents: {},
  paymentMethods: {},
  charges: {},
  events: {},
  pendingWebhooks: [],
  webhookEndpoints: {},
  idempotency: {},
  internal: {
    subscriptions: {},
    paymentMethods: {},
    invoices: {},
    paymentIntents: {},
    setupIntents: {},
    customers: {},
  },
});

export interface StateStore {
  readonly state: StripeState;
  /** Writes the state if it is kept in a folder; a no-op in memory. */
  save(): void;
}

export const stateFileIn = (dataDir: string): string => path.join(dataDir, 'state.json');

/** The state kept in `dataDir` (created on first use), or in memory without one. */
export const openStateStore = (dataDir: string | undefined): StateStore => {
  if (!dataDir) return { state: emptyState(), save: () => {} };
  mkdirSync(dataDir, { recursive: true });
  const file = stateFileIn(dataDir);
  let state: StripeState;
  try {
    state = { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as StripeState) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    state = emptyState();
  }
  const save = () => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, file);
  };
  save();
  return { state, save };
};
