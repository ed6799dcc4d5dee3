/**
 * What the stand-in does: Stripe's objects created, changed and charged, with the events each
 * change makes. Synchronous over the in-memory state (the server saves it after each call), so
 * a request is applied whole before the next one starts.
 *
 * Each resource is a class of its own in `engine/`, all over one shared core (the state, the
 * clock's now, the events); this class puts them together in the order they depend on each other.
 */
import { Clock } from './engine/clock';
import { EngineCore, type EngineOptions, type StoredObjects } from './engine/core';
import { Customers } from './engine/customers';
import { Intents } from './engine/intents';
import { Invoices } from './engine/invoices';
import { PaymentMethods } from './engine/payment-methods';
import { Prices } from './engine/prices';
import { Subscriptions } from './engine/subscriptions';
import { WebhookEndpoints } from './engine/webhook-endpoints';

export { API_VERSION, clockRequest, type EngineOptions, type RequestInfo } from './engine/core';
export type { CardData, PaymentMethodChoice } from './engine/payment-methods';

export class StripeEngine {
  private readonly core: EngineCore;
  /** The stored objects by id, or Stripe's 404. */
  readonly objects: StoredObjects;
  readonly paymentMethods: PaymentMethods;
  readonly customers: Customers;
  readonly prices: Prices;
  readonly invoices: Invoices;
  readonly intents: Intents;
  readonly subscriptions: Subscriptions;
  readonly clock: Clock;
  readonly webhookEndpoints: WebhookEndpoints;

  constructor(options: EngineOptions) {
    this.core = new EngineCore(options);
    this.objects = this.core.objects;
    this.paymentMethods = new PaymentMethods(this.core);
    this.customers = new Customers(this.core, this.paymentMethods);
    this.prices = new Prices(this.core);
    this.invoices = new Invoices(this.core, this.paymentMethods);
    this.intents = new Intents(this.core, this.paymentMethods, this.invoices);
    this.subscriptions = new Subscriptions(
      this.core,
      this.intents,
      this.invoices,
      this.paymentMethods,
    );
    this.clock = new Clock(this.core, this.subscriptions, this.invoices, this.paymentMethods);
    this.webhookEndpoints = new WebhookEndpoints(this.core);
  }

  /** Stripe's now, in Unix seconds: real time plus the clock's offset. */
  now(): number {
    return this.core.now();
  }
}
