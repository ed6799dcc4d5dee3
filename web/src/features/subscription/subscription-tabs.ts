/** The subscription page's tabs, kept in the URL (?tab=monitoring). */
export const subscriptionTabs = [
  'overview',
  'payment-methods',
  'billing-history',
  'monitoring',
] as const;
export type SubscriptionTab = (typeof subscriptionTabs)[number];

export const subscriptionTabLabels: Readonly<Record<SubscriptionTab, string>> = {
  overview: 'Overview',
  'payment-methods': 'Payment Methods',
  'billing-history': 'Billing History',
  monitoring: 'Monitoring',
};

export const tabFromParam = (value: string | null): SubscriptionTab =>
  (subscriptionTabs as readonly string[]).includes(value ?? '')
    ? (value as SubscriptionTab)
    : 'overview';
