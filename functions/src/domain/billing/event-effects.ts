/**
 * What a Stripe event means for the shopper, as pure functions: which notifications it raises
 * (docs/accounts-and-billing.md#payment-alerts) and which payment attempt it records (the
 * Monitoring tab). The consumer (billing-events.ts) writes what these return; tests sit beside.
 */
import type { AppNotification, PaymentAttempt } from '@shop-scanner/shared/billing';
import type { Stripe } from '../../lib/stripe';
import { idOf, isoOfUnix } from './stripe-values';
import type { SubscriptionMirror } from './subscription-mirror';

export interface EventEffects {
  readonly notifications: readonly AppNotification[];
  readonly attempts: readonly PaymentAttempt[];
}

const none: EventEffects = { notifications: [], attempts: [] };

/**
 * Notifications of a subscription's change, from the state stored before to the state after.
 * Ids name what is announced, so the same change reported by two events is written once.
 */
export const subscriptionChangeNotifications = (
  before:
    Pick<SubscriptionMirror, 'entitled' | 'cancelAtPeriodEnd' | 'stripeSubscriptionId'> | undefined,
  after: SubscriptionMirror,
  at: string,
): AppNotification[] => {
  const sameSubscription = before?.stripeSubscriptionId === after.stripeSubscriptionId;
  const wasEntitled = sameSubscription && before.entitled;
  const out: AppNotification[] = [];
  if (!wasEntitled && after.entitled) {
    out.push({
      id: `activated-${after.stripeSubscriptionId}`,
      event: 'subscription_updated',
      at,
      data: { planId: after.planId, status: after.status },
    });
  }
  const wasCanceling = sameSubscription && before.cancelAtPeriodEnd;
  if (after.entitled && after.cancelAtPeriodEnd && !wasCanceling) {
    out.push({
      id: `canceling-${after.stripeSubscriptionId}-${after.currentPeriodEnd}`,
      event: 'subscription_canceled',
      at,
      data: { planId: after.planId, status: after.status, date: after.currentPeriodEnd },
    });
  }
  if (wasEntitled && !after.entitled) {
    out.push({
      id: `ended-${after.stripeSubscriptionId}`,
      event: 'subscription_updated',
      at,
      data: { planId: 'free', status: after.status },
    });
  }
  return out;
};

const paymentIntentEffects = (event: Stripe.Event, intent: Stripe.PaymentIntent): EventEffects => {
  const at = isoOfUnix(event.created);
  const base = { amount: intent.amount, currency: intent.currency };
  if (event.type === 'payment_intent.succeeded') {
    return {
      attempts: [
        { id: intent.id, at, outcome: 'succeeded', ...base, failureMessage: null, invoiceId: null },
      ],
      notifications: [{ id: `paid-${intent.id}`, event: 'payment_succeeded', at, data: base }],
    };
  }
  if (event.type === 'payment_intent.processing') {
    return {
      attempts: [
        {
          id: intent.id,
          at,
          outcome: 'processing',
          ...base,
          failureMessage: null,
          invoiceId: null,
        },
      ],
      notifications: [],
    };
  }
  const failureMessage = intent.last_payment_error?.message ?? null;
  return {
    // One attempt per failure: a card declined twice is two attempts, keyed by the event.
    attempts: [
      {
        id: `${intent.id}-${event.id}`,
        at,
        outcome: 'failed',
        ...base,
        failureMessage,
        invoiceId: null,
      },
    ],
    notifications: [
      {
        id: `failed-${event.id}`,
        event: 'payment_failed',
        at,
        data: { ...base, ...(failureMessage ? { failureMessage } : {}) },
      },
    ],
  };
};

const invoiceEffects = (event: Stripe.Event, invoice: Stripe.Invoice): EventEffects => {
  const at = isoOfUnix(event.created);
  const base = { currency: invoice.currency, invoiceId: invoice.id ?? undefined };
  switch (event.type) {
    case 'invoice.paid':
      // A trial's $0 invoice is paid too; nothing was charged, so nothing to announce.
      return invoice.amount_paid > 0
        ? {
            attempts: [],
            notifications: [
              {
                id: `invoice-paid-${invoice.id}`,
                event: 'invoice_paid',
                at,
                data: { ...base, amount: invoice.amount_paid },
              },
            ],
          }
        : none;
    case 'invoice.payment_failed':
      return {
        attempts: [],
        notifications: [
          {
            id: `invoice-failed-${event.id}`,
            event: 'invoice_payment_failed',
            at,
            data: { ...base, amount: invoice.amount_due },
          },
        ],
      };
    case 'invoice.upcoming': {
      const due = invoice.next_payment_attempt ?? invoice.period_end;
      return {
        attempts: [],
        notifications: [
          {
            id: `invoice-upcoming-${event.id}`,
            event: 'invoice_upcoming',
            at,
            data: { ...base, amount: invoice.amount_due, date: isoOfUnix(due) },
          },
        ],
      };
    }
    default:
      return none;
  }
};

/**
 * A card saved (a trial's checkout, or adding a card) or refused while being saved: an attempt of
 * $0 for the Monitoring tab, so that a refusal followed by a saved card reads as resolved. No
 * notification: the page that saved the card has just shown the outcome.
 */
const setupEffects = (event: Stripe.Event, intent: Stripe.SetupIntent): EventEffects => {
  const failed = event.type === 'setup_intent.setup_failed';
  return {
    attempts: [
      {
        id: `${intent.id}-${event.id}`,
        at: isoOfUnix(event.created),
        outcome: failed ? 'failed' : 'succeeded',
        amount: 0,
        currency: 'usd',
        failureMessage: failed ? (intent.last_setup_error?.message ?? null) : null,
        invoiceId: null,
      },
    ],
    notifications: [],
  };
};

/** Effects of an event that is not about the subscription itself. */
export const eventEffects = (event: Stripe.Event): EventEffects => {
  const object = event.data.object as { object?: string };
  if (event.type === 'setup_intent.setup_failed' || event.type === 'setup_intent.succeeded')
    return setupEffects(event, object as Stripe.SetupIntent);
  if (object.object === 'payment_intent' && event.type.startsWith('payment_intent.'))
    return paymentIntentEffects(event, object as Stripe.PaymentIntent);
  if (object.object === 'invoice') return invoiceEffects(event, object as Stripe.Invoice);
  return none;
};

/** The customer an event's object belongs to, if any. */
export const customerOfEvent = (event: Stripe.Event): string | undefined => {
  const object = event.data.object as {
    object?: string;
    id?: string;
    customer?: string | { id?: string } | null;
  };
  if (object.object === 'customer') return object.id;
  return idOf(object.customer) ?? undefined;
};

/** The subscription an event is about, when it is one of the subscription's own events. */
export const subscriptionOfEvent = (event: Stripe.Event): string | undefined => {
  if (!event.type.startsWith('customer.subscription.')) return undefined;
  return (event.data.object as { id?: string }).id;
};
