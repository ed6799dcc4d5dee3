/** The support page's three tabs, kept in the URL (`?tab=contact`) so a link and Back reach each. */
export const supportTabs = ['help', 'contact', 'tickets'] as const;
export type SupportTab = (typeof supportTabs)[number];

export const supportTabLabels: Readonly<Record<SupportTab, string>> = {
  help: 'Help Center',
  contact: 'Contact Us',
  tickets: 'My Tickets',
};

/** The Help Center opens when the URL names no tab, or one that does not exist. */
export const DEFAULT_SUPPORT_TAB: SupportTab = 'help';

export const tabFromParam = (value: string | null): SupportTab =>
  (supportTabs as readonly string[]).includes(value ?? '')
    ? (value as SupportTab)
    : DEFAULT_SUPPORT_TAB;

/** The query a tab's link carries: none for the default tab, so /support stays /support. */
export const tabSearch = (tab: SupportTab): string =>
  tab === DEFAULT_SUPPORT_TAB ? '' : `?tab=${tab}`;
