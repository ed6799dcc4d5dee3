/**
 * Subscription statuses and the usage rules, without zod: the browser's first load
 * reads these, and subscription.ts (the zod contracts) would bring all of zod with it.
 * subscription.ts re-exports everything here.
 */

export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The usage bar is red at 90 % or above, yellow at 75 % or above (docs/plans.md#usage-bar). */
export const usageBarColour = (used: number, limit: number | null): 'red' | 'yellow' | 'normal' => {
  if (limit === null || limit <= 0) return 'normal';
  const share = used / limit;
  return share >= 0.9 ? 'red' : share >= 0.75 ? 'yellow' : 'normal';
};

/** The usage month of an instant: '2026-11' (UTC). */
export const usageMonth = (at: Date): string => at.toISOString().slice(0, 7);
