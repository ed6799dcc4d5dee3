/**
 * The in-app notifications: which toast each event the server recorded becomes, a billing event
 * (the spec's table) or a fired watch (a price drop, a return to stock, a price alert).
 * Pure, so each row of the table is tested without a page.
 */
import type { AppNotification } from '@shop-scanner/shared/billing';
import { billingEventNames } from '@shop-scanner/shared/billing-rules';
import { billingMessages } from '@shop-scanner/shared/messages';
import { plans, planIds, type PlanId } from '@shop-scanner/shared/plans';
import { PRICE_DROPS_PATH } from '@shop-scanner/shared/wishlist-rules';
import {
  isLowTrust,
  watchBody,
  watchEventNames,
  watchTitle,
  type WatchEventName,
  type WatchFacts,
} from '@shop-scanner/shared/price-watch-rules';
import { formatDate, formatUsd } from '../../lib/format';
import { durationFor, type ToastKind } from '../../lib/toast-store';

export interface NotificationToast {
  /** A first line in bold: what happened (a watch's title). */
  readonly title?: string;
  readonly message: string;
  readonly kind: ToastKind;
  /** ms; null: it stays until dismissed or acted on. */
  readonly duration: number | null;
  readonly action?: { readonly label: string; readonly to: string };
}

const money = (n: AppNotification) =>
  n.data.amount === undefined ? undefined : formatUsd(n.data.amount / 100);
const planName = (n: AppNotification) => (n.data.planId ? plans[n.data.planId].name : 'Premium');

const isWatchEvent = (event: AppNotification['event']): event is WatchEventName =>
  watchEventNames.some((e) => e === event);

/** The watch's facts as the server wrote them; undefined when any of them is missing. */
const watchFactsOf = (event: WatchEventName, n: AppNotification): WatchFacts | undefined => {
  const { productName, store, newPrice, oldPrice, priceDropPercentage, storeTrustScore } = n.data;
  if (
    productName === undefined ||
    store === undefined ||
    newPrice === undefined ||
    priceDropPercentage === undefined ||
    storeTrustScore === undefined
  )
    return undefined;
  return {
    event,
    productName,
    store,
    newPrice,
    oldPrice: oldPrice ?? null,
    priceDropPercentage,
    storeTrustScore,
  };
};

/**
 * A fired watch, in the push message's words. View opens the product (a drop is also on the
 * drops list, where View goes when the product is not named). A store below 60 makes it a
 * warning, its note kept in the body. It stays until closed, as every toast with an action does.
 * Facts missing: no toast, rather than one that guesses.
 */
const watchToast = (event: WatchEventName, n: AppNotification): NotificationToast | undefined => {
  const facts = watchFactsOf(event, n);
  if (!facts) return undefined;
  const to = n.data.productId
    ? `/products/${encodeURIComponent(n.data.productId)}`
    : event === 'price_alert'
      ? undefined
      : PRICE_DROPS_PATH;
  return {
    title: watchTitle(facts),
    message: watchBody(facts),
    kind: isLowTrust(facts.storeTrustScore) ? 'warning' : 'info',
    duration: to ? null : durationFor('info'),
    ...(to ? { action: { label: 'View', to } } : {}),
  };
};

/*
 * The table gives durations for three rows only. The others carry an action the shopper has to
 * be able to reach (WCAG 2.2.1: no time limit on what needs doing), so they stay until closed.
 * "Reactivate" goes to /subscription rather than the spec's /pricing: reactivating happens there
 * (the pricing page would offer a new checkout instead of resuming the plan already paid for).
 */
export const notificationToast = (n: AppNotification): NotificationToast | undefined => {
  if (isWatchEvent(n.event)) return watchToast(n.event, n);
  const amount = money(n);
  switch (n.event) {
    case 'subscription_updated':
      // Only an activation is announced; other status changes have their own events.
      return n.data.planId &&
        n.data.planId !== 'free' &&
        (n.data.status === 'active' || n.data.status === 'trialing')
        ? { message: billingMessages.activated(planName(n)), kind: 'success', duration: 5000 }
        : undefined;
    case 'subscription_canceled':
      return {
        message: n.data.date
          ? `Your ${planName(n)} subscription is canceled. You keep access until ${formatDate(n.data.date)}, the end of the billing period.`
          : `Your ${planName(n)} subscription is canceled. You keep access until the end of the billing period.`,
        kind: 'warning',
        duration: null,
        action: { label: 'Reactivate', to: '/subscription' },
      };
    case 'payment_succeeded':
      return {
        message: amount
          ? `Payment of ${amount} received. Thank you!`
          : 'Payment received. Thank you!',
        kind: 'success',
        duration: 4000,
      };
    case 'payment_failed':
      return {
        message: billingMessages.paymentFailedToast,
        kind: 'error',
        duration: null,
        action: { label: 'Update Payment', to: '/subscription?tab=payment-methods' },
      };
    case 'invoice_paid':
      return {
        message: amount ? `Invoice paid: ${amount}.` : 'Invoice paid.',
        kind: 'success',
        duration: 4000,
      };
    case 'invoice_payment_failed':
      return {
        message: amount
          ? `Payment of your ${amount} invoice failed.`
          : 'Payment of your invoice failed.',
        kind: 'error',
        duration: null,
        action: { label: 'Pay Now', to: '/subscription?tab=billing-history' },
      };
    case 'invoice_upcoming':
      return {
        message: `Upcoming invoice: ${amount ?? 'your next payment'}${n.data.date ? ` due on ${formatDate(n.data.date)}` : ''}.`,
        kind: 'default',
        duration: null,
        action: { label: 'View Billing', to: '/subscription?tab=billing-history' },
      };
  }
};

const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : undefined;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

const notificationEvents = [...billingEventNames, ...watchEventNames] as const;

/**
 * `GET /api/notifications`, checked by hand: this runs on every signed-in page, where zod would
 * add to the first load (as runtime-config.ts explains). An entry it cannot read is skipped.
 */
export const parseNotifications = (value: unknown): AppNotification[] => {
  if (!Array.isArray(value)) throw new Error('notifications: not a list');
  return value.flatMap((item): AppNotification[] => {
    const n = record(item);
    const data = record(n?.data) ?? {};
    const id = text(n?.id);
    const at = text(n?.at);
    const event = notificationEvents.find((e) => e === n?.event);
    if (!id || !at || Number.isNaN(Date.parse(at)) || !event) return [];
    const planId = planIds.find((p): p is PlanId => p === data.planId);
    const fields = {
      // A fired watch's facts.
      productId: text(data.productId),
      productName: text(data.productName),
      store: text(data.store),
      newPrice: num(data.newPrice),
      oldPrice: data.oldPrice === null ? null : num(data.oldPrice),
      priceDropPercentage: num(data.priceDropPercentage),
      storeTrustScore: num(data.storeTrustScore),
      // A billing event's.
      planId,
      status: text(data.status),
      amount: num(data.amount),
      currency: text(data.currency),
      date: text(data.date),
      invoiceId: text(data.invoiceId),
      failureMessage: text(data.failureMessage),
    };
    return [
      {
        id,
        at,
        event,
        data: Object.fromEntries(
          Object.entries(fields).filter(([, v]) => v !== undefined),
        ) as AppNotification['data'],
      },
    ];
  });
};
