/**
 * Everything the server keeps about one user, as a list of parts: one per kind of data. Each part
 * names the sort-key prefixes it owns in the user's partition (USER#<sub>), says what the export
 * shows of them, and removes what it keeps outside the partition (pointers in other partitions,
 * entries of shared registries). The partition itself is emptied whole by the deletion, so
 * nothing kept there can be forgotten by it; a kind of data kept elsewhere (support tickets, say)
 * is one more part, with its own reads and its own erasure.
 *
 * docs/account-data.md describes each section of the export.
 */
import type { Invoice } from '@shop-scanner/shared/billing';
import { unlinkCustomer } from '../../data/billing-customers';
import { BUSINESS_STORE_SK, releaseDomainClaim } from '../../data/business-stores';
import { OFFER_FEED_PREFIX } from '../../data/offer-feeds';
import {
  deleteReportsOfPointers,
  PRICE_REPORT_POINTER_PREFIX,
  reportsOfPointers,
} from '../../data/price-reports';
import {
  productAlertKey,
  toAlertRecord,
  toPriceAlert,
  USER_ALERT_PREFIX,
} from '../../data/price-alerts-items';
import { ADDED_PRODUCT_PREFIX } from '../../data/products';
import { EDIT_SUSPENSION_SK } from '../../data/edit-suspensions';
import { ANALYTICS_BATCH_PREFIX } from '../../data/analytics-events';
import { deleteSubscription, PUSH_SUBSCRIPTION_PREFIX } from '../../data/push-subscriptions';
import { deleteDigestEntries } from '../../data/weekly-digest-keys';
import {
  COLLECTION_PREFIX,
  ITEM_PREFIX,
  PRICE_DROP_PREFIX,
  publicCollectionKey,
  WISHLIST_PREFIX,
} from '../../data/wishlist-keys';
import { ttlAttribute } from '../../data/table-definition';
import { deleteAll } from '../../lib/dynamodb-batch';
import { listInvoices } from '../billing/invoices';
import { recordOf, shortEndpoint, withPrefix } from './export-records';
import { supportTicketsPart } from './support-tickets-part';
import type { UserDataPart } from './user-data-part';

type Item = Readonly<Record<string, unknown>>;

const only = (items: readonly Item[], prefix: string): Record<string, unknown> | null => {
  const item = withPrefix(items, prefix)[0];
  return item ? recordOf(item) : null;
};

const productIdsOf = (items: readonly Item[]): string[] => [
  ...new Set(
    items.map((item) => item.productId).filter((id): id is string => typeof id === 'string'),
  ),
];

const profile: UserDataPart = {
  section: 'profile',
  prefixes: ['PROFILE'],
  exportSection: async ({ items }) => only(items, 'PROFILE'),
};

const BILLING_CUSTOMER = 'BILLING_CUSTOMER';

/** The invoices' references only: the invoices themselves are Stripe's, and downloadable there. */
const invoiceReference = (invoice: Invoice) => ({
  id: invoice.id,
  number: invoice.number,
  status: invoice.status,
  created: new Date(invoice.created * 1000).toISOString(),
  amountPaid: invoice.amount_paid,
  amountDue: invoice.amount_due,
  currency: invoice.currency,
  description: invoice.description,
});

const subscription: UserDataPart = {
  section: 'subscription',
  prefixes: ['SUBSCRIPTION', BILLING_CUSTOMER, 'PAYMENT#'],
  exportSection: async ({ userId, items }) => ({
    plan: only(items, 'SUBSCRIPTION'),
    stripeCustomerId: withPrefix(items, BILLING_CUSTOMER)[0]?.customerId ?? null,
    paymentAttempts: withPrefix(items, 'PAYMENT#').map(recordOf),
    invoices: (await listInvoices(userId)).map(invoiceReference),
  }),
  eraseOutside: async ({ userId, items }) => {
    const customerId = withPrefix(items, BILLING_CUSTOMER)[0]?.customerId;
    if (typeof customerId === 'string') await unlinkCustomer(customerId, userId);
  },
};

/** `USAGE#<yyyy-mm>`: a month's counters; longer keys are distinct-use markers (hashes). */
const isUsageCounter = (item: Item) => /^USAGE#\d{4}-\d{2}$/.test(String(item.sk));

const usage: UserDataPart = {
  section: 'usage',
  prefixes: ['USAGE#'],
  exportSection: async ({ items }) => ({
    months: items.filter(isUsageCounter).map((item) => ({
      month: String(item.sk).slice('USAGE#'.length),
      ...recordOf(item),
    })),
    // What a distinct-use marker holds is a one-way hash of the barcode or search: nothing the
    // export could show, so it says how many there are.
    distinctUsesRecorded: items.filter((item) => !isUsageCounter(item)).length,
  }),
};

/** A history entry as its service wrote it, with until when the plan's retention keeps it. */
const historyPart = (section: string, prefix: string): UserDataPart => ({
  section,
  prefixes: [prefix],
  exportSection: async ({ items }) =>
    items.map((item) => ({
      ...(item.entry as object),
      ...recordOf({ [ttlAttribute]: item[ttlAttribute] }),
    })),
});

const priceAlerts: UserDataPart = {
  section: 'priceAlerts',
  prefixes: [USER_ALERT_PREFIX, 'PRICE_ALERT_COUNT'],
  exportSection: async ({ items }) =>
    withPrefix(items, USER_ALERT_PREFIX).map((item) => toPriceAlert(toAlertRecord(item))),
  eraseOutside: async ({ items }) => {
    const keys = withPrefix(items, USER_ALERT_PREFIX).map((item) =>
      productAlertKey(toAlertRecord(item)),
    );
    await deleteAll(keys, 2);
  },
  watchedProducts: ({ items }) => productIdsOf(withPrefix(items, USER_ALERT_PREFIX)),
};

/**
 * The marks of the products the user added. The products themselves are the catalogue's (shared
 * with everyone, and kept: others may have edited them, priced them or wished for them); the mark
 * and the partition go with the account.
 */
const addedProducts: UserDataPart = {
  section: 'addedProducts',
  prefixes: [ADDED_PRODUCT_PREFIX],
  exportSection: async ({ items }) => withPrefix(items, ADDED_PRODUCT_PREFIX).map(recordOf),
};

/**
 * A suspension of the user's editing, in force or lifted: why and when. Which staff member decided
 * is the staff's own record; the user reads "staff", as everywhere else.
 */
const editSuspension: UserDataPart = {
  section: 'editSuspension',
  prefixes: [EDIT_SUSPENSION_SK],
  exportSection: async ({ items }) => {
    const record = only(items, EDIT_SUSPENSION_SK);
    if (!record) return null;
    const { userId: _user, editorRef: _ref, suspendedBy: _by, liftedBy, ...rest } = record;
    return { ...rest, suspendedBy: 'staff', ...(liftedBy ? { liftedBy: 'staff' } : {}) };
  },
};

/**
 * A business's own store and its offer feeds' reports. The domain's claim is kept outside the
 * partition (one business per domain): the deletion frees it for whoever owns the site next. The
 * prices the feeds published are the catalogue's, like any store's, and stay.
 */
const businessStore: UserDataPart = {
  section: 'businessStore',
  prefixes: [BUSINESS_STORE_SK, OFFER_FEED_PREFIX],
  exportSection: async ({ items }) => ({
    store: only(items, BUSINESS_STORE_SK),
    // Which chunks were counted is the ingestion's bookkeeping, not the business's data.
    offerFeeds: withPrefix(items, OFFER_FEED_PREFIX).map((item) => {
      const { doneChunks: _chunks, ...record } = recordOf(item);
      return record;
    }),
  }),
  eraseOutside: async ({ userId, items }) => {
    const domain = withPrefix(items, BUSINESS_STORE_SK)[0]?.domain;
    if (typeof domain === 'string') await releaseDomainClaim(userId, domain);
  },
};

const priceReports: UserDataPart = {
  section: 'priceReports',
  prefixes: [PRICE_REPORT_POINTER_PREFIX],
  exportSection: async ({ userId, items }) =>
    (await reportsOfPointers(userId, items)).map(({ userId: _owner, ...report }) => report),
  eraseOutside: ({ userId, items }) => deleteReportsOfPointers(userId, items),
};

const wishlist: UserDataPart = {
  section: 'wishlist',
  prefixes: [WISHLIST_PREFIX],
  exportSection: async ({ items }) => ({
    items: withPrefix(items, ITEM_PREFIX).map(recordOf),
    collections: withPrefix(items, COLLECTION_PREFIX).map(recordOf),
    priceDrops: withPrefix(items, PRICE_DROP_PREFIX).map(recordOf),
    stats: only(items, `${WISHLIST_PREFIX}STATS`),
  }),
  eraseOutside: async ({ items }) => {
    // A public collection's link item says whose it is; deleting an absent one changes nothing.
    const collections = withPrefix(items, COLLECTION_PREFIX);
    await deleteAll(
      collections.map((item) => publicCollectionKey(String(item.id))),
      2,
    );
  },
  watchedProducts: ({ items }) => productIdsOf(withPrefix(items, ITEM_PREFIX)),
};

const weeklyDigest: UserDataPart = {
  section: 'weeklyDigests',
  prefixes: ['WEEKLY_DIGEST#'],
  exportSection: async ({ items }) =>
    items.map((item) => ({
      week: String(item.sk).slice('WEEKLY_DIGEST#'.length),
      ...recordOf(item),
    })),
  // The weeks' entries that name the user, kept for the digest job in partitions of their own.
  eraseOutside: ({ userId }) => deleteDigestEntries(userId, new Date()),
};

const notifications: UserDataPart = {
  section: 'notifications',
  prefixes: ['NOTIFICATION#', 'WATCH_NOTICE#'],
  exportSection: async ({ items }) => ({
    inApp: withPrefix(items, 'NOTIFICATION#').map(recordOf),
    pushStillToSend: withPrefix(items, 'WATCH_NOTICE#').map(recordOf),
  }),
};

const pushSubscriptions: UserDataPart = {
  section: 'push',
  prefixes: [PUSH_SUBSCRIPTION_PREFIX, 'PUSH_PREFERENCES', 'PUSH_RETRY#'],
  exportSection: async ({ items }) => ({
    // Never the keys (p256dh, auth), and the endpoint shortened: see shortEndpoint.
    subscriptions: withPrefix(items, PUSH_SUBSCRIPTION_PREFIX).map((item) => ({
      endpoint: shortEndpoint(String(item.endpoint)),
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    })),
    preferences: only(items, 'PUSH_PREFERENCES'),
    messagesWaitingToBeSentAgain: withPrefix(items, 'PUSH_RETRY#').map((item) => ({
      payload: item.payload,
      dueAt: item.dueAt,
      deadline: item.deadline,
    })),
  }),
  // Each device's owner item (whose the endpoint is) goes with its subscription.
  eraseOutside: async ({ userId, items }) => {
    for (const item of withPrefix(items, PUSH_SUBSCRIPTION_PREFIX)) {
      await deleteSubscription(userId, String(item.endpoint));
    }
  },
};

/**
 * The app's usage events sent while signed in, kept 30 days: in the user's partition, so the
 * deletion empties them with it. Guests' events name nobody and are not anybody's data.
 */
const analyticsEvents: UserDataPart = {
  section: 'analyticsEvents',
  prefixes: [ANALYTICS_BATCH_PREFIX],
  exportSection: async ({ items }) => withPrefix(items, ANALYTICS_BATCH_PREFIX).map(recordOf),
};

/**
 * The parts, in the export's order. Every prefix is owned by one part only
 * (user-data-parts.test.ts holds that).
 */
export const userDataParts: readonly UserDataPart[] = [
  profile,
  subscription,
  usage,
  historyPart('storeAnalysisHistory', 'ANALYSIS#'),
  historyPart('crossPlatformSearchHistory', 'XSEARCH#'),
  priceAlerts,
  addedProducts,
  editSuspension,
  businessStore,
  priceReports,
  wishlist,
  notifications,
  pushSubscriptions,
  weeklyDigest,
  supportTicketsPart,
  analyticsEvents,
];

/** The part that owns an item of the user's partition, if any. */
export const partOf = (
  item: Item,
  parts: readonly UserDataPart[] = userDataParts,
): UserDataPart | undefined =>
  parts.find((part) => part.prefixes.some((prefix) => String(item.sk).startsWith(prefix)));
