/**
 * Stripe's clock: the time of the next scheduled change, and moving time forward through every
 * change due on the way (trial ends, renewals, payment retries, cancellations at period end).
 */
import { invalidRequest } from '../errors';
import {
  addInterval,
  nextDueChange,
  scheduledChanges,
  type LifecycleChange,
  type LifecycleView,
} from '../lifecycle';
import type { Invoice, StripeState, Subscription } from '../state';
import { clockRequest, clone, type EngineCore, type StoredObjects } from './core';
import type { Invoices } from './invoices';
import type { PaymentMethods } from './payment-methods';
import type { Subscriptions } from './subscriptions';

export class Clock {
  private readonly state: StripeState;
  private readonly objects: StoredObjects;

  constructor(
    private readonly core: EngineCore,
    private readonly subscriptions: Subscriptions,
    private readonly invoices: Invoices,
    private readonly paymentMethods: PaymentMethods,
  ) {
    this.state = core.state;
    this.objects = core.objects;
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
    const start = this.core.now();
    if (target < start) throw invalidRequest('The clock only moves forward.', 'to');
    let applied = 0;
    for (;;) {
      let due: { sub: Subscription; change: LifecycleChange } | undefined;
      for (const sub of Object.values(this.state.subscriptions)) {
        const change = nextDueChange(this.lifecycleView(sub), target);
        if (change && (!due || change.at < due.change.at)) due = { sub, change };
      }
      if (!due) break;
      const { sub, change } = due;
      this.core.at(Math.max(change.at, start), () => this.applyChange(sub, change));
      applied += 1;
      if (applied > 10_000) throw new Error('The clock applied over 10000 changes: a loop?');
    }
    this.state.clockOffset = target - Math.floor(Date.now() / 1000);
    return applied;
  }

  private lifecycleView(sub: Subscription): LifecycleView {
    const internal = this.subscriptions.subscriptionInternal(sub.id);
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

  private applyChange(sub: Subscription, change: LifecycleChange): void {
    const internal = this.subscriptions.subscriptionInternal(sub.id);
    switch (change.kind) {
      case 'expire_incomplete': {
        const before = clone(sub);
        sub.status = 'incomplete_expired';
        sub.ended_at = this.core.now();
        for (const invoice of this.invoices.invoicesOf(sub.id)) {
          if (invoice.status === 'open') this.invoices.voidInvoice(invoice);
        }
        this.core.emit('customer.subscription.deleted', sub, clockRequest, before);
        return;
      }
      case 'trial_will_end':
        internal.trialNoticeFor = change.trialEnd;
        this.core.emit('customer.subscription.trial_will_end', sub, clockRequest);
        return;
      case 'invoice_upcoming':
        internal.upcomingNoticeFor = change.periodEnd;
        this.core.emit(
          'invoice.upcoming',
          this.invoices.upcomingInvoice(sub, change.periodEnd),
          clockRequest,
        );
        return;
      case 'cancel_at_period_end': {
        const before = clone(sub);
        sub.status = 'canceled';
        sub.ended_at = this.core.now();
        sub.canceled_at ??= this.core.now();
        this.core.emit('customer.subscription.deleted', sub, clockRequest, before);
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
    const invoice = this.invoices.createSubscriptionInvoice(
      sub,
      'subscription_cycle',
      clockRequest,
    );
    const paymentMethod = this.paymentMethods.defaultPaymentMethodOf(sub);
    let paid = false;
    if (paymentMethod) {
      paid =
        this.invoices.chargeInvoice(invoice, paymentMethod, clockRequest, { automatic: true }) ===
        undefined;
    } else {
      this.invoices.recordMissingPaymentMethod(invoice);
    }
    if (!paid) sub.status = 'past_due';
    else if (sub.status === 'past_due' && !this.invoices.hasOpenInvoices(sub.id))
      sub.status = 'active';
    this.core.emitIfChanged('customer.subscription.updated', sub, clockRequest, before);
  }

  private retryInvoice(sub: Subscription, invoice: Invoice): void {
    const paymentMethod = this.paymentMethods.defaultPaymentMethodOf(sub);
    const before = clone(sub);
    if (paymentMethod) {
      this.invoices.chargeInvoice(invoice, paymentMethod, clockRequest, { automatic: true });
    } else {
      this.invoices.recordMissingPaymentMethod(invoice);
    }
    if (invoice.status === 'paid') {
      if (sub.status === 'past_due' && !this.invoices.hasOpenInvoices(sub.id))
        sub.status = 'active';
    } else if (invoice.next_payment_attempt === null) {
      // Every retry failed: Stripe's default is to cancel the subscription.
      sub.status = 'canceled';
      sub.canceled_at = this.core.now();
      sub.ended_at = this.core.now();
      sub.cancellation_details.reason = 'payment_failed';
      this.core.emit('customer.subscription.deleted', sub, clockRequest, before);
      return;
    }
    this.core.emitIfChanged('customer.subscription.updated', sub, clockRequest, before);
  }
}
