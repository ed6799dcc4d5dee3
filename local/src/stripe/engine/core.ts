/**
 * What every part of the engine shares: the one state object, Stripe's clock, the events a
 * change makes, and the stored objects by id. Each resource (customers, invoices, ...) is a
 * class of its own over this core.
 */
import { noSuchObject, StripeApiError } from '../errors';
import { newId } from '../ids';
import type {
  CardError,
  Customer,
  Invoice,
  Metadata,
  PaymentIntent,
  PaymentMethod,
  Price,
  Product,
  SetupIntent,
  StripeEvent,
  StripeState,
  Subscription,
} from '../state';

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

export const clone = <T>(value: T): T => structuredClone(value);

/** A span of Stripe time, Unix seconds. */
export interface Period {
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

export const mergeMetadata = (current: Metadata, update: Metadata | '' | undefined): Metadata => {
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

export const cardErrorResponse = (
  error: CardError,
  related: { payment_intent?: PaymentIntent; setup_intent?: SetupIntent },
): StripeApiError => {
  const { type: _type, ...rest } = error;
  return new StripeApiError(402, 'card_error', error.message, {
    ...rest,
    ...(related.payment_intent ? { payment_intent: clone(related.payment_intent) } : {}),
    ...(related.setup_intent ? { setup_intent: clone(related.setup_intent) } : {}),
  });
};

/** The stored objects by id, or Stripe's 404 naming the parameter that held the id. */
export class StoredObjects {
  constructor(private readonly state: StripeState) {}

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
}

export class EngineCore {
  readonly state: StripeState;
  readonly objects: StoredObjects;
  /** During a clock advance: the time of the change being applied. */
  private frozenNow: number | undefined;

  constructor(readonly options: EngineOptions) {
    this.state = options.state;
    this.objects = new StoredObjects(options.state);
  }

  /** Stripe's now, in Unix seconds: real time plus the clock's offset. */
  now(): number {
    return this.frozenNow ?? Math.floor(Date.now() / 1000) + this.state.clockOffset;
  }

  /** Applies a scheduled change with Stripe's now held at its time, so its objects carry it. */
  at<T>(time: number, apply: () => T): T {
    this.frozenNow = time;
    try {
      return apply();
    } finally {
      this.frozenNow = undefined;
    }
  }

  emit(type: string, object: object, request: RequestInfo, before?: object): StripeEvent {
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

  emitIfChanged(type: string, object: object, request: RequestInfo, before: object): void {
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
}
