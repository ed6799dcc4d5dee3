/**
 * Subscriptions: created (with a trial, or incomplete until the first invoice is paid),
 * updated (cancel at period end, another price, another default card) and canceled.
 */
import { invalidRequest } from '../errors';
import { newId } from '../ids';
import { addInterval } from '../lifecycle';
import type { Invoice, Metadata, Subscription, StripeState } from '../state';
import {
  clone,
  mergeMetadata,
  type RequestInfo,
  type EngineCore,
  type StoredObjects,
} from './core';
import type { Intents } from './intents';
import type { Invoices } from './invoices';
import type { PaymentMethods } from './payment-methods';
import { DAY_SECONDS } from '@shop-scanner/shared/time';

export class Subscriptions {
  private readonly state: StripeState;
  private readonly objects: StoredObjects;

  constructor(
    private readonly core: EngineCore,
    private readonly intents: Intents,
    private readonly invoices: Invoices,
    private readonly paymentMethods: PaymentMethods,
  ) {
    this.state = core.state;
    this.objects = core.objects;
  }

  subscriptionInternal(id: string) {
    return (this.state.internal.subscriptions[id] ??= {
      upcomingNoticeFor: null,
      trialNoticeFor: null,
    });
  }

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
    const customer = this.objects.customer(params.customer, 'customer');
    const price = this.objects.price(params.price, 'items[0][price]');
    if (!price.recurring) {
      throw invalidRequest(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        'items[0][price]',
      );
    }
    if (!price.active) {
      throw invalidRequest('The price specified is inactive.', 'items[0][price]');
    }
    const now = this.core.now();
    const trialEnd =
      params.trialEnd ??
      (params.trialPeriodDays ? now + params.trialPeriodDays * DAY_SECONDS : undefined);
    const periodEnd =
      trialEnd ?? addInterval(now, price.recurring.interval, price.recurring.interval_count);
    const id = newId('subscription');
    const defaultMethod = params.defaultPaymentMethod
      ? this.paymentMethods.resolvePaymentMethod(
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
    this.core.emit('customer.subscription.created', sub, request);

    const invoice = this.invoices.createSubscriptionInvoice(sub, 'subscription_create', request);
    if (trialEnd) {
      if (!this.paymentMethods.defaultPaymentMethodOf(sub)) {
        const setup = this.intents.newSetupIntent(customer.id, 'off_session', id);
        sub.pending_setup_intent = setup.id;
      }
      return sub;
    }
    // allow_incomplete: charge a saved method at once; default_incomplete waits for the page.
    const method = this.paymentMethods.defaultPaymentMethodOf(sub);
    if (params.paymentBehavior === 'allow_incomplete' && method) {
      const before = clone(sub);
      if (
        this.invoices.chargeInvoice(invoice, method, request, { automatic: false }) === undefined
      ) {
        sub.status = 'active';
      }
      this.core.emitIfChanged('customer.subscription.updated', sub, request, before);
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
    const sub = this.objects.subscription(id);
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
          : this.paymentMethods.resolvePaymentMethod(
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
      sub.canceled_at = params.cancelAtPeriodEnd ? this.core.now() : null;
      sub.cancellation_details.reason = params.cancelAtPeriodEnd ? 'cancellation_requested' : null;
    }
    let invoiceForChange: Invoice | undefined;
    if (params.item) invoiceForChange = this.switchPrice(sub, params.item, request);
    if (invoiceForChange) {
      const method = this.paymentMethods.defaultPaymentMethodOf(sub);
      const failed = method
        ? this.invoices.chargeInvoice(invoiceForChange, method, request, { automatic: true }) !==
          undefined
        : (this.invoices.recordMissingPaymentMethod(invoiceForChange), true);
      if (failed) sub.status = 'past_due';
    }
    this.core.emitIfChanged('customer.subscription.updated', sub, request, before);
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
    const price = this.objects.price(change.price, 'items[0][price]');
    if (!price.recurring)
      throw invalidRequest('The price specified is not recurring.', 'items[0][price]');
    const sameInterval =
      item.price.recurring?.interval === price.recurring.interval &&
      item.price.recurring?.interval_count === price.recurring.interval_count;
    item.price = clone(price);
    if (sameInterval || sub.status === 'trialing') return undefined;
    const now = this.core.now();
    item.current_period_start = now;
    item.current_period_end = addInterval(
      now,
      price.recurring.interval,
      price.recurring.interval_count,
    );
    sub.billing_cycle_anchor = now;
    if (sub.cancel_at_period_end) sub.cancel_at = item.current_period_end;
    return this.invoices.createSubscriptionInvoice(sub, 'subscription_update', request);
  }

  cancelSubscription(id: string, request: RequestInfo): Subscription {
    const sub = this.objects.subscription(id);
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
    sub.canceled_at = this.core.now();
    sub.ended_at = this.core.now();
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    sub.cancellation_details.reason = 'cancellation_requested';
    if (wasIncomplete) {
      for (const invoice of this.invoices.invoicesOf(id))
        if (invoice.status === 'open') this.invoices.voidInvoice(invoice);
    }
    this.core.emit('customer.subscription.deleted', sub, request, before);
    return sub;
  }
}
