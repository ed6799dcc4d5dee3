/**
 * Monthly quotas against the real DynamoDB Local: the limit holds whatever the concurrency, a
 * distinct use counts once a month, a new month starts from zero, paid plans are unlimited, and
 * guests are counted apart from users.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMessages } from '@shop-scanner/shared/messages';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import { startTestApp, testTable } from '../../local/test/stack';

// The modules under test read the environment when they load: import them once the app has set it.
let app: App;
let quota: typeof import('../src/domain/usage/quota');
let subscriptions: typeof import('../src/data/subscriptions');
let errors: typeof import('../src/lib/errors');
let usageItemsModule: typeof import('../src/data/usage');

beforeAll(async () => {
  app = await startTestApp();
  quota = await import('../src/domain/usage/quota');
  subscriptions = await import('../src/data/subscriptions');
  errors = await import('../src/lib/errors');
  usageItemsModule = await import('../src/data/usage');
});
afterAll(async () => {
  await app?.stop();
});

const table = testTable;

const newUser = () => ({ kind: 'user' as const, userId: randomUUID() });
const november = new Date('2026-11-17T10:00:00Z');

/** Every usage item (counters and markers) of one partition. */
const usageItems = async (pk: string) => {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :usage)',
      ExpressionAttributeValues: { ':pk': pk, ':usage': 'USAGE#' },
      ConsistentRead: true,
    }),
  );
  return Items;
};

const counter = async (pk: string, month: string) =>
  (
    await table().send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk, sk: `USAGE#${month}` },
        ConsistentRead: true,
      }),
    )
  ).Item;

/** The error a call was refused with; undefined when it was not refused. */
const refusal = (call: Promise<unknown>): Promise<Error | undefined> =>
  call.then(
    () => undefined,
    (error: Error) => error,
  );

/** Settles every call: which ones counted, which were refused and with what. */
const settle = async (calls: Promise<{ counted: boolean }>[]) => {
  const results = await Promise.allSettled(calls);
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  const answered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  return {
    counted: answered.filter((r) => r.counted).length,
    free: answered.filter((r) => !r.counted).length,
    refused,
  };
};

describe('the free plan limit under concurrency', () => {
  it('counts exactly 2 of 20 concurrent distinct scans and refuses the other 18 with the spec message', async () => {
    // Prepare
    const subject = newUser();
    const barcodes = Array.from(
      { length: 20 },
      (_, i) => `40000000000${String(i).padStart(2, '0')}`,
    );

    // Act
    const outcome = await settle(
      barcodes.map((key) => quota.consumeUsage({ subject, feature: 'scan', key, now: november })),
    );

    // Assess
    expect(outcome.counted).toBe(2);
    expect(outcome.free).toBe(0);
    expect(outcome.refused).toHaveLength(18);
    for (const error of outcome.refused) {
      expect(error).toBeInstanceOf(errors.QuotaExceeded);
      expect(error.message).toBe(usageMessages.scanLimit(0));
      expect((error as InstanceType<typeof errors.QuotaExceeded>).statusCode).toBe(429);
    }
    const pk = `USER#${subject.userId}`;
    expect((await counter(pk, '2026-11'))?.scan).toBe(2);
    // A refused use leaves nothing behind: exactly the two counted scans have markers.
    const markers = (await usageItems(pk)).filter((i) => i.entityType === 'UsageMarker');
    expect(markers).toHaveLength(2);
  });

  it('holds the limit for uses without a key, and for keyed and unkeyed uses mixed', async () => {
    // Prepare
    const unkeyed = newUser();
    const mixed = newUser();

    // Act
    const onlyUnkeyed = await settle(
      Array.from({ length: 20 }, () =>
        quota.consumeUsage({ subject: unkeyed, feature: 'storeAnalysis', now: november }),
      ),
    );
    const keyedAndUnkeyed = await settle(
      Array.from({ length: 20 }, (_, i) =>
        quota.consumeUsage({
          subject: mixed,
          feature: 'storeAnalysis',
          now: november,
          ...(i % 2 ? { key: `https://shop.example/${i}` } : {}),
        }),
      ),
    );

    // Assess
    expect(onlyUnkeyed.counted).toBe(2);
    expect(onlyUnkeyed.refused).toHaveLength(18);
    expect(
      onlyUnkeyed.refused.every((e) => e.message === usageMessages.storeAnalysisLimit(0)),
    ).toBe(true);
    expect((await counter(`USER#${unkeyed.userId}`, '2026-11'))?.storeAnalysis).toBe(2);
    expect(keyedAndUnkeyed.counted).toBe(2);
    expect(keyedAndUnkeyed.refused).toHaveLength(18);
    expect((await counter(`USER#${mixed.userId}`, '2026-11'))?.storeAnalysis).toBe(2);
  });
});

describe('distinct uses', () => {
  it('counts the same key once a month and says whether each use counted', async () => {
    // Prepare
    const subject = newUser();
    const use = (key: string) =>
      quota.consumeUsage({ subject, feature: 'scan', key, now: november });

    // Act
    const first = await use('4006381333931');
    const again = await use('4006381333931');
    const other = await use('96385074');

    // Assess
    expect([first, again, other]).toEqual([
      { counted: true },
      { counted: false },
      { counted: true },
    ]);
    expect((await counter(`USER#${subject.userId}`, '2026-11'))?.scan).toBe(2);
  });

  it("finds a key's marker for its month and feature only, so a repeat is answered by one read", async () => {
    // Prepare
    const subject = newUser();
    const counted = (month: string, feature: 'scan' | 'crossPlatformSearch', key: string) =>
      usageItemsModule.distinctUseCounted(subject, month, feature, key);
    const before = await counted('2026-11', 'scan', '4006381333931');

    // Act
    await quota.consumeUsage({ subject, feature: 'scan', key: '4006381333931', now: november });

    // Assess
    expect(before).toBe(false);
    expect(await counted('2026-11', 'scan', '4006381333931')).toBe(true);
    expect(await counted('2026-12', 'scan', '4006381333931')).toBe(false);
    expect(await counted('2026-11', 'crossPlatformSearch', '4006381333931')).toBe(false);
    expect(await counted('2026-11', 'scan', '96385074')).toBe(false);
  });

  it('counts one key used 10 times at once exactly once', async () => {
    // Prepare
    const subject = newUser();

    // Act
    const outcome = await settle(
      Array.from({ length: 10 }, () =>
        quota.consumeUsage({ subject, feature: 'scan', key: '4006381333931', now: november }),
      ),
    );

    // Assess
    expect(outcome).toEqual({ counted: 1, free: 9, refused: [] });
    expect((await counter(`USER#${subject.userId}`, '2026-11'))?.scan).toBe(1);
  });

  it('keeps a key counted this month free after the limit is reached', async () => {
    // Prepare
    const subject = newUser();
    const use = (key: string) =>
      quota.consumeUsage({ subject, feature: 'scan', key, now: november });
    await use('4006381333931');
    await use('96385074');

    // Act
    const repeated = await use('4006381333931');
    const fresh = await refusal(use('012345678905'));

    // Assess
    expect(repeated).toEqual({ counted: false });
    expect(fresh?.message).toBe(usageMessages.scanLimit(0));
  });

  it('keeps features apart: a key counted as a scan is still new as a search', async () => {
    const subject = newUser();

    await quota.consumeUsage({ subject, feature: 'scan', key: 'milk', now: november });
    const search = await quota.consumeUsage({
      subject,
      feature: 'crossPlatformSearch',
      key: 'milk',
      now: november,
    });

    expect(search).toEqual({ counted: true });
    expect(await counter(`USER#${subject.userId}`, '2026-11')).toMatchObject({
      scan: 1,
      crossPlatformSearch: 1,
    });
  });

  it('marks counters and markers for expiry after their month', async () => {
    // Prepare
    const subject = newUser();
    const nextMonth = Date.parse('2026-12-01T00:00:00Z') / 1000;

    // Act
    await quota.consumeUsage({ subject, feature: 'scan', key: '4006381333931', now: november });

    // Assess
    const items = await usageItems(`USER#${subject.userId}`);
    const counterItem = items.find((i) => i.entityType === 'UsageCounter');
    const marker = items.find((i) => i.entityType === 'UsageMarker');
    expect(counterItem?.expiresAt).toBe(nextMonth + 400 * 86_400);
    expect(marker?.expiresAt).toBe(nextMonth + 40 * 86_400);
    // The key is stored hashed, never as given.
    expect(marker?.sk).toMatch(/^USAGE#2026-11#scan#[A-Za-z0-9_-]{43}$/);
  });
});

describe('the monthly reset', () => {
  it('refuses until the last millisecond of the month and counts again from the first of the next', async () => {
    // Prepare
    const subject = newUser();
    const use = (key: string, at: string) =>
      quota.consumeUsage({ subject, feature: 'scan', key, now: new Date(at) });
    await use('4006381333931', '2026-11-02T08:00:00Z');
    await use('96385074', '2026-11-20T08:00:00Z');

    // Act
    const lastMoment = await refusal(use('012345678905', '2026-11-30T23:59:59.999Z'));
    const nextMonth = await use('012345678905', '2026-12-01T00:00:00Z');
    // A key counted in November is new again in December.
    const novemberKey = await use('4006381333931', '2026-12-15T08:00:00Z');

    // Assess
    expect(lastMoment?.message).toBe(usageMessages.scanLimit(0));
    expect(nextMonth).toEqual({ counted: true });
    expect(novemberKey).toEqual({ counted: true });
    expect((await counter(`USER#${subject.userId}`, '2026-11'))?.scan).toBe(2);
    expect((await counter(`USER#${subject.userId}`, '2026-12'))?.scan).toBe(2);
  });
});

describe('plans', () => {
  const subscribe = (userId: string, planId: 'premium' | 'annual', status: 'active' | 'canceled') =>
    subscriptions.putSubscription({
      userId,
      planId,
      status,
      currentPeriodStart: '2026-11-05T00:00:00.000Z',
      currentPeriodEnd: '2026-12-05T00:00:00.000Z',
      cancelAtPeriodEnd: false,
    });

  it('counts a premium user without ever refusing', async () => {
    // Prepare
    const subject = newUser();
    await subscribe(subject.userId, 'premium', 'active');

    // Act
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        quota.consumeUsage({ subject, feature: 'scan', key: `code-${i}`, now: november }),
      ),
    );
    const last = await quota.consumeUsage({ subject, feature: 'scan', now: november });

    // Assess
    expect(results.every((r) => r.counted)).toBe(true);
    expect(last).toEqual({ counted: true });
    expect((await counter(`USER#${subject.userId}`, '2026-11'))?.scan).toBe(6);
  });

  it('holds a canceled subscription to the free limits', async () => {
    const subject = newUser();
    await subscribe(subject.userId, 'annual', 'canceled');

    await quota.consumeUsage({ subject, feature: 'scan', now: november });
    await quota.consumeUsage({ subject, feature: 'scan', now: november });

    await expect(quota.consumeUsage({ subject, feature: 'scan', now: november })).rejects.toThrow(
      usageMessages.scanLimit(0),
    );
  });
});

describe('guests', () => {
  it('counts a guest apart from users, on the free plan, with the search message at the limit', async () => {
    // Prepare
    const user = newUser();
    const guest = { kind: 'guest' as const, addressHash: randomUUID().replaceAll('-', '') };
    const search = (subject: typeof user | typeof guest, key: string) =>
      quota.consumeUsage({ subject, feature: 'crossPlatformSearch', key, now: november });
    await search(guest, 'milk');
    await search(guest, 'bread');

    // Act
    const guestAgain = await refusal(search(guest, 'eggs'));
    const userFirst = await search(user, 'eggs');

    // Assess
    expect(guestAgain?.message).toBe(usageMessages.searchLimitShort);
    expect(userFirst).toEqual({ counted: true });
    expect((await counter(`USER#${user.userId}`, '2026-11'))?.crossPlatformSearch).toBe(1);
    expect((await counter(`GUEST#${guest.addressHash}`, '2026-11'))?.crossPlatformSearch).toBe(2);
  });

  it('takes the caller message at the limit when one is given', async () => {
    const subject = newUser();
    const use = () =>
      quota.consumeUsage({
        subject,
        feature: 'crossPlatformSearch',
        now: november,
        limitMessage: usageMessages.comparisonLimitShort,
      });
    await use();
    await use();

    await expect(use()).rejects.toThrow(usageMessages.comparisonLimitShort);
  });
});
