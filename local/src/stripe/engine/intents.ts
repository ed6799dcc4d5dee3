/**
 * PaymentIntents and SetupIntents: confirmed with a saved card or new card details (the card
 * form and the hosted invoice page confirm them), SetupIntents also made and canceled.
 */
import { invalidRequest, missingParam } from '../errors';
import { intentIdOfSecret, newClientSecret, newId } from '../ids';
import type {
  Metadata,
  PaymentIntent,
  SetupIntent,
  SetupIntentCancellationReason,
  StripeState,
} from '../state';
import {
  cardErrorResponse,
  clone,
  mergeMetadata,
  type RequestInfo,
  type EngineCore,
  type StoredObjects,
} from './core';
import type { PaymentMethodChoice, PaymentMethods } from './payment-methods';
import type { Invoices } from './invoices';

export class Intents {
  private readonly state: StripeState;
  private readonly objects: StoredObjects;

  constructor(
    private readonly core: EngineCore,
    private readonly paymentMethods: PaymentMethods,
    private readonly invoices: Invoices,
  ) {
    this.state = core.state;
    this.objects = core.objects;
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

  newSetupIntent(
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
      created: this.core.now(),
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
    if (params.customer) this.objects.customer(params.customer, 'customer');
    const intent = this.newSetupIntent(
      params.customer ?? null,
      params.usage ?? 'off_session',
      null,
    );
    intent.metadata = mergeMetadata({}, params.metadata);
    return intent;
  }

  /** A SetupIntent still waiting for its card; any other answers Stripe's 400 for the action. */
  private awaitingCard(id: string, action: 'cancel' | 'confirm'): SetupIntent {
    const intent = this.objects.setupIntent(id);
    if (intent.status !== 'requires_payment_method') {
      throw invalidRequest(
        `You cannot ${action} this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
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
    const intent = this.awaitingCard(id, 'cancel');
    intent.status = 'canceled';
    intent.cancellation_reason = reason ?? null;
    this.core.emit('setup_intent.canceled', intent, request);
    return intent;
  }

  confirmPaymentIntent(
    id: string,
    choice: PaymentMethodChoice | undefined,
    request: RequestInfo,
  ): PaymentIntent {
    const intent = this.objects.paymentIntent(id);
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
    const invoice = invoiceId ? this.objects.invoice(invoiceId) : undefined;
    if (invoice && invoice.status !== 'open') {
      throw invalidRequest(
        `This PaymentIntent's invoice is ${invoice.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const method = this.paymentMethods.methodForConfirm(choice, intent.customer, request);
    if (!('id' in method)) {
      // Refused before any charge (number, expiry, CVC, a card declined outright).
      intent.status = 'requires_payment_method';
      intent.last_payment_error = method;
      this.core.emit('payment_intent.payment_failed', intent, request);
      throw cardErrorResponse(method, { payment_intent: intent });
    }
    if (!invoice) throw new Error(`payment intent ${id} has no invoice`);
    const error = this.invoices.chargeInvoice(invoice, method, request, { automatic: false });
    if (error) throw cardErrorResponse(error, { payment_intent: intent });
    if (intent.customer && method.customer !== intent.customer) {
      this.paymentMethods.attach(method, intent.customer, request);
    }
    this.invoices.afterInvoicePaid(invoice, method, request);
    return intent;
  }

  confirmSetupIntent(
    id: string,
    choice: PaymentMethodChoice | undefined,
    request: RequestInfo,
  ): SetupIntent {
    const intent = this.awaitingCard(id, 'confirm');
    if (!choice) throw missingParam('payment_method');
    const method = this.paymentMethods.methodForConfirm(choice, intent.customer, request);
    if (!('id' in method)) {
      intent.last_setup_error = method;
      this.core.emit('setup_intent.setup_failed', intent, request);
      throw cardErrorResponse(method, { setup_intent: intent });
    }
    if (intent.customer && method.customer !== intent.customer) {
      this.paymentMethods.attach(method, intent.customer, request);
    }
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    intent.last_setup_error = null;
    this.core.emit('setup_intent.succeeded', intent, request);
    const subscriptionId = this.state.internal.setupIntents[id]?.subscription;
    const sub = subscriptionId ? this.state.subscriptions[subscriptionId] : undefined;
    if (sub) {
      // The pending SetupIntent is done, but the card does not become the subscription's
      // default: Stripe applies save_default_payment_method when a payment succeeds, and a
      // trial has none. Whoever saved the card sets it as the default (or the trial's end finds
      // no card to charge).
      const before = clone(sub);
      sub.pending_setup_intent = null;
      this.core.emitIfChanged('customer.subscription.updated', sub, request, before);
    }
    return intent;
  }
}
