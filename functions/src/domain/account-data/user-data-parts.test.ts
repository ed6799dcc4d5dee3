import { describe, expect, it, vi } from 'vitest';

// The parts and the key builders are pure, but their modules open the table and Stripe clients
// when they load.
vi.mock('../../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
vi.mock('../../lib/stripe', () => ({ stripeClient: vi.fn() }));
const { userDataParts, partOf } = await import('./user-data-parts');
const { userKey } = await import('../../data/users');
const { subscriptionKey } = await import('../../data/subscriptions');
const { counterKey, markerKey } = await import('../../data/usage');
const { userAlertKey, alertCountKey } = await import('../../data/price-alerts-items');
const { pushSubscriptionKey } = await import('../../data/push-subscriptions');
const wishlist = await import('../../data/wishlist-keys');
const { addedProductKey } = await import('../../data/products');
const { editSuspensionKey } = await import('../../data/edit-suspensions');
const { businessStoreKey } = await import('../../data/business-stores');
const { offerFeedKey } = await import('../../data/offer-feeds');
const { notificationItem, paymentAttemptItem } = await import('../../data/billing-records');
const { rawBatchKey } = await import('../../data/analytics-events');

const user = 'user-1';
const now = new Date('2026-11-27T12:00:00Z');

/**
 * A sort key of every kind of record kept in a user's partition, from the writers' own key
 * builders where they export one: a writer that changes its prefix shows up here.
 */
const partitionSortKeys: readonly string[] = [
  userKey(user).sk,
  subscriptionKey(user).sk,
  'BILLING_CUSTOMER',
  paymentAttemptItem(
    user,
    {
      id: 'pi_1',
      at: now.toISOString(),
      outcome: 'succeeded',
      amount: 1000,
      currency: 'usd',
      failureMessage: null,
      invoiceId: null,
    },
    now,
  ).sk,
  notificationItem(
    user,
    { id: 'n1', event: 'payment_succeeded', at: now.toISOString(), data: {} },
    now,
  ).sk,
  counterKey({ kind: 'user', userId: user }, '2026-11').sk,
  markerKey({ kind: 'user', userId: user }, '2026-11', 'scan', '4006381333931').sk,
  `ANALYSIS#${now.toISOString()}#a1`,
  `XSEARCH#${now.toISOString()}#s1`,
  userAlertKey(user, 'alert-1').sk,
  alertCountKey(user).sk,
  'PRICE_REPORT#product-1#corner shop',
  addedProductKey(user, now.toISOString(), 'product-1').sk,
  editSuspensionKey(user).sk,
  businessStoreKey(user).sk,
  offerFeedKey(user, 'feed-1').sk,
  wishlist.itemKey(user, 'item-1').sk,
  wishlist.productClaimKey(user, 'product-1').sk,
  wishlist.collectionKey(user, 'collection-1').sk,
  wishlist.statsKey(user).sk,
  wishlist.priceDropKey(user, 'drop-1').sk,
  'WATCH_NOTICE#alert-1',
  pushSubscriptionKey(user, 'https://push.example/send/1').sk,
  'PUSH_PREFERENCES',
  'PUSH_RETRY#retry-1',
  'WEEKLY_DIGEST#2026-11-23',
  rawBatchKey({ kind: 'user', userId: user }, 'batch-0001').sk,
];

describe('the user data parts', () => {
  it('own every kind of record kept in the user partition', () => {
    // Act
    const unowned = partitionSortKeys.filter((sk) => partOf({ sk }) === undefined);

    // Assess
    expect(unowned).toEqual([]);
  });

  it('never share a record: no prefix of one part starts another part`s prefix', () => {
    // Prepare
    const owners = userDataParts.flatMap((part) =>
      part.prefixes.map((prefix) => ({ part, prefix })),
    );

    // Act
    const clashes = owners.flatMap((a) =>
      owners
        .filter((b) => a.part !== b.part && b.prefix.startsWith(a.prefix))
        .map((b) => `${a.part.section}:${a.prefix} / ${b.part.section}:${b.prefix}`),
    );

    // Assess
    expect(clashes).toEqual([]);
  });

  it('name their sections once each', () => {
    const sections = userDataParts.map((part) => part.section);

    expect(new Set(sections).size).toBe(sections.length);
  });

  it('export an editing suspension with why and when, the deciding staff member as "staff"', async () => {
    // Prepare
    const part = userDataParts.find((p) => p.section === 'editSuspension');
    const item = {
      ...editSuspensionKey(user),
      entityType: 'EditSuspension',
      userId: user,
      editorRef: 'a'.repeat(24),
      status: 'lifted',
      reason: 'Spam in product names',
      suspendedAt: '2026-11-20T10:00:00.000Z',
      suspendedBy: 'staff-sub-1',
      liftedAt: '2026-11-21T10:00:00.000Z',
      liftedBy: 'staff-sub-2',
      liftReason: 'A real shopper',
      gsi1pk: 'EDIT_SUSPENSION',
      gsi1sk: 'a'.repeat(24),
    };

    // Act
    const exported = await part?.exportSection({ userId: user, items: [item] });

    // Assess
    expect(exported).toEqual({
      status: 'lifted',
      reason: 'Spam in product names',
      suspendedAt: '2026-11-20T10:00:00.000Z',
      suspendedBy: 'staff',
      liftedAt: '2026-11-21T10:00:00.000Z',
      liftedBy: 'staff',
      liftReason: 'A real shopper',
    });
  });
});
