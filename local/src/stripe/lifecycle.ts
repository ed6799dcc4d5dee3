/**
 * When a subscription changes by itself as time passes, and how: the step function of the
 * stand-in's clock. Pure: the engine asks it for each subscription's next due change and
 * applies the earliest, again and again, until the clock's target (so months pass in order).
 */
import { addUtcMonths, DAY_SECONDS, HOUR_SECONDS } from '@shop-scanner/shared/time';

/** An incomplete subscription's first invoice must be paid within this (Stripe: 23 hours). */
export const INCOMPLETE_EXPIRY_SECONDS = 23 * HOUR_SECONDS;
/** `invoice.upcoming` and `customer.subscription.trial_will_end` come this long before. */
export const NOTICE_SECONDS = 3 * DAY_SECONDS;
/**
 * Retries of a failed renewal, in days after the first failure (Stripe's Smart Retries make up to
 * 4 attempts within 2 weeks; the stand-in uses fixed days). After the last, the subscription is
 * canceled, Stripe's default "if all retries fail".
 */
export const RETRY_DAYS = [3, 5, 7] as const;
export const MAX_ATTEMPTS = RETRY_DAYS.length + 1;

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';

/** What the step function needs to know of a subscription. */
export interface LifecycleView {
  readonly status: SubscriptionStatus;
  readonly created: number;
  readonly trialEnd: number | null;
  readonly periodEnd: number;
  readonly cancelAtPeriodEnd: boolean;
  /** Notices already sent: the period end (or trial end) they were sent for. */
  readonly upcomingNoticeFor: number | null;
  readonly trialNoticeFor: number | null;
  /** Open invoices of the subscription that will be retried, with when. */
  readonly retries: readonly { readonly invoiceId: string; readonly at: number }[];
}

export type LifecycleChange =
  | { readonly kind: 'expire_incomplete'; readonly at: number }
  | { readonly kind: 'trial_will_end'; readonly at: number; readonly trialEnd: number }
  | { readonly kind: 'invoice_upcoming'; readonly at: number; readonly periodEnd: number }
  | { readonly kind: 'trial_end'; readonly at: number }
  | { readonly kind: 'renew'; readonly at: number }
  | { readonly kind: 'cancel_at_period_end'; readonly at: number }
  | { readonly kind: 'retry_invoice'; readonly at: number; readonly invoiceId: string };

const isLive = (s: SubscriptionStatus) => s === 'trialing' || s === 'active' || s === 'past_due';

/** Every change scheduled for the subscription, earliest first. */
export const scheduledChanges = (view: LifecycleView): LifecycleChange[] => {
  const changes: LifecycleChange[] = [];
  if (view.status === 'incomplete') {
    changes.push({ kind: 'expire_incomplete', at: view.created + INCOMPLETE_EXPIRY_SECONDS });
  }
  if (isLive(view.status)) {
    const trialing = view.status === 'trialing' && view.trialEnd !== null;
    const end = trialing ? (view.trialEnd as number) : view.periodEnd;
    if (trialing && view.trialNoticeFor !== end) {
      changes.push({ kind: 'trial_will_end', at: end - NOTICE_SECONDS, trialEnd: end });
    }
    if (!view.cancelAtPeriodEnd && view.upcomingNoticeFor !== end) {
      changes.push({ kind: 'invoice_upcoming', at: end - NOTICE_SECONDS, periodEnd: end });
    }
    if (view.cancelAtPeriodEnd) changes.push({ kind: 'cancel_at_period_end', at: end });
    else changes.push({ kind: trialing ? 'trial_end' : 'renew', at: end });
    for (const retry of view.retries) {
      changes.push({ kind: 'retry_invoice', at: retry.at, invoiceId: retry.invoiceId });
    }
  }
  // Stable: at equal times, in the order pushed (notices before the change they announce).
  return changes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.at - b.c.at || a.i - b.i)
    .map(({ c }) => c);
};

/** The next change due at or before `until`, or undefined. */
export const nextDueChange = (view: LifecycleView, until: number): LifecycleChange | undefined => {
  const first = scheduledChanges(view)[0];
  return first && first.at <= until ? first : undefined;
};

/** The end of a period of `count` intervals from `start` (calendar months, like Stripe). */
export const addInterval = (
  start: number,
  interval: 'day' | 'week' | 'month' | 'year',
  count = 1,
): number => {
  if (interval === 'day') return start + count * DAY_SECONDS;
  if (interval === 'week') return start + count * 7 * DAY_SECONDS;
  const months = interval === 'year' ? 12 * count : count;
  // Jan 31 + 1 month is the last day of February, as Stripe anchors it.
  return Math.floor(addUtcMonths(new Date(start * 1000), months).getTime() / 1000);
};

/** When a renewal that failed `attempts` times is tried again, or null after the last. */
export const nextRetryAt = (firstFailure: number, attempts: number): number | null => {
  const days = RETRY_DAYS[attempts - 1];
  return days === undefined ? null : firstFailure + days * DAY_SECONDS;
};
