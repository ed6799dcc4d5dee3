/**
 * Payment methods: cards made from card details or Stripe's test tokens (`pm_card_visa`),
 * attached to and detached from customers, and the card a subscription is charged to.
 */
import { checkCard, testPaymentMethodTokens, type CardInput } from '../cards';
import { invalidRequest, StripeApiError } from '../errors';
import { newId } from '../ids';
import type { CardError, PaymentMethod, Subscription, StripeState } from '../state';
import { clone, type RequestInfo, type EngineCore, type StoredObjects } from './core';

export interface CardData {
  readonly card: CardInput;
  readonly email?: string | null;
  readonly name?: string | null;
  readonly country?: string | null;
}

/** How a payment or setup is confirmed: a saved method (or test token), or card details. */
export type PaymentMethodChoice =
  { readonly kind: 'id'; readonly id: string } | { readonly kind: 'data'; readonly data: CardData };

export class PaymentMethods {
  private readonly state: StripeState;
  private readonly objects: StoredObjects;

  constructor(private readonly core: EngineCore) {
    this.state = core.state;
    this.objects = core.objects;
  }

  /** A new PaymentMethod from card details, or the card's error. */
  private createCardPaymentMethod(data: CardData): PaymentMethod | CardError {
    const checked = checkCard(data.card, new Date(this.core.now() * 1000));
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
      created: this.core.now(),
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
  resolvePaymentMethod(
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
          exp_year: new Date(this.core.now() * 1000).getUTCFullYear() + 3,
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
    const method = this.objects.paymentMethod(id, param);
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

  attach(method: PaymentMethod, customerId: string, request: RequestInfo): void {
    method.customer = customerId;
    this.core.emit('payment_method.attached', method, request);
  }

  listPaymentMethods(customerId: string): PaymentMethod[] {
    this.objects.customer(customerId, 'customer');
    return Object.values(this.state.paymentMethods).filter((m) => m.customer === customerId);
  }

  detachPaymentMethod(id: string, request: RequestInfo): PaymentMethod {
    const method = this.objects.paymentMethod(id);
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
        this.core.emit('customer.subscription.updated', sub, request, subBefore);
      }
    }
    if (customer && before) this.core.emitIfChanged('customer.updated', customer, request, before);
    this.core.emit('payment_method.detached', method, request);
    return method;
  }

  defaultPaymentMethodOf(sub: Subscription): PaymentMethod | undefined {
    const id =
      sub.default_payment_method ??
      this.state.customers[sub.customer]?.invoice_settings.default_payment_method ??
      null;
    return id ? this.state.paymentMethods[id] : undefined;
  }

  /** The method a confirmation names: saved (or a test token), or new from the card details. */
  methodForConfirm(
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
          exp_year: new Date(this.core.now() * 1000).getUTCFullYear() + 3,
          cvc: '123',
        },
      });
    }
    const method = this.objects.paymentMethod(choice.id);
    if (method.customer && customerId && method.customer !== customerId) {
      throw invalidRequest(
        `The payment method \`${choice.id}\` belongs to another customer.`,
        'payment_method',
      );
    }
    void request;
    return method;
  }
}
