/**
 * The weekly digest job on DynamoDB Local, sending through the real local push service
 * (web-push-testing decrypts what arrives). Drops are seeded as the price-watch engine writes
 * them (the drop and the week's entry in one transaction), and the job runs through its handler
 * with the time its schedule fired, as EventBridge Scheduler calls it:
 * - a shopper with drops and the digest on gets one message: the count, the biggest drop named,
 *   the drops list to open;
 * - the digest switched off, or no drops: nothing;
 * - run twice, or two runs at once: one message; a run that died after claiming a digest leaves
 *   it to the next run once its lease is over, not before;
 * - the drops of the weeks around it are not counted.
 * Each test has a week of its own (the weeks a test's drops fall in are no other test's), so the
 * job's report counts that test's shoppers only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@shop-scanner/shared/time';
import type { App } from '../../local/src/local-stack';
import { startTestApp } from '../../local/test/stack';
import { pushShoppers, type Shopper } from './support/push-shoppers';

let app: App;
const { call, service, shopper, device } = pushShoppers(
  () => app.url,
  () => app.pushService.url,
);
// Modules that read the environment when they load: imported once the app has set it.
let seeds: typeof import('./support/digest-drops');
let job: typeof import('../src/events/weekly-digest/handler');
let markers: typeof import('../src/data/weekly-digest');

beforeAll(async () => {
  app = await startTestApp();
  seeds = await import('./support/digest-drops');
  job = await import('../src/events/weekly-digest/handler');
  markers = await import('../src/data/weekly-digest');
});
afterAll(async () => {
  await app?.stop();
});

/** An instant `days` (and hours) into the week that starts on Monday `week`. */
const inWeek = (week: string, days: number, hours = 12): string =>
  new Date(Date.parse(`${week}T00:00:00.000Z`) + days * DAY_MS + hours * 3_600_000).toISOString();

/** The job as its schedule runs it: at 08:00 UTC on the Monday after the week. */
const runDigestOf = (week: string) => job.handler({ time: inWeek(week, 7, 8) });

const digestOn = (who: Shopper) =>
  call('PUT', '/api/push/preferences', {
    token: who.token,
    body: { preferences: { weeklyDigest: true } },
  });

describe('the weekly digest', () => {
  it('sends a shopper with drops one message: how many, the biggest named, the drops list', async () => {
    // Prepare
    const week = '2025-03-03';
    const ada = await shopper();
    const phone = await device(ada);
    await seeds.recordDrop(seeds.aDrop(ada.userId, inWeek(week, 0)));
    await seeds.recordDrop(
      seeds.aDrop(ada.userId, inWeek(week, 2), {
        productName: 'Desk Lamp',
        store: 'Etsy',
        oldPrice: 40,
        newPrice: 30,
        priceDropPercentage: 25,
      }),
    );
    await seeds.recordDrop(seeds.aDrop(ada.userId, inWeek(week, 6, 23)));

    // Act
    const report = await runDigestOf(week);

    // Assess
    expect(report).toMatchObject({ week, shoppers: 1, sent: 1, taken: 0, failed: 0 });
    const messages = await service.messages(phone);
    expect(messages).toEqual([
      {
        kind: 'weeklyDigest',
        title: "Your week's price drops",
        body: '3 items on your wishlist dropped in price this week. The biggest drop: Desk Lamp, 25% lower, now $30.00 at Etsy.',
        url: '/wishlist?show=drops',
        tag: `weekly-digest-${week}`,
        sentAt: expect.any(String),
      },
    ]);
    // Sent as a digest: low urgency, kept two days by a phone's push service, not four weeks.
    const [request] = await service.requests(phone);
    expect(request).toMatchObject({ urgency: 'low', ttl: String(48 * 3600) });
    expect(request?.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('sends nothing to a shopper who switched the digest off', async () => {
    // Prepare
    const week = '2025-03-10';
    const bea = await shopper();
    const phone = await device(bea);
    const off = await call('PUT', '/api/push/preferences', {
      token: bea.token,
      body: { preferences: { weeklyDigest: false } },
    });
    expect(off.status).toBe(200);
    await seeds.recordDrop(seeds.aDrop(bea.userId, inWeek(week, 1)));

    // Act
    const report = await runDigestOf(week);

    // Assess
    expect(report).toMatchObject({ shoppers: 1, sent: 0, 'opted-out': 1 });
    expect(await service.messages(phone)).toEqual([]);
  });

  it('sends nothing to a shopper without drops that week', async () => {
    // Prepare
    const week = '2025-03-17';
    const [cid, dee] = [await shopper(), await shopper()];
    const [cidPhone, deePhone] = [await device(cid), await device(dee)];
    await digestOn(dee);
    await seeds.recordDrop(seeds.aDrop(cid.userId, inWeek(week, 3)));

    // Act
    const report = await runDigestOf(week);

    // Assess: only the shopper with a drop was visited, and only they got a message.
    expect(report).toMatchObject({ shoppers: 1, sent: 1 });
    expect(await service.messages(cidPhone)).toHaveLength(1);
    expect(await service.messages(deePhone)).toEqual([]);
  });

  it('sends one digest when the job runs twice, or two runs race', async () => {
    // Prepare
    const week = '2025-03-24';
    const eve = await shopper();
    const phone = await device(eve);
    await seeds.recordDrop(seeds.aDrop(eve.userId, inWeek(week, 4)));

    // Act: two runs at once, then one more (the next hour's).
    const racing = await Promise.all([runDigestOf(week), runDigestOf(week)]);
    const later = await runDigestOf(week);

    // Assess
    const reports = [...racing, later];
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(reports.reduce((sum, r) => sum + r.taken, 0)).toBe(2);
    expect(await service.messages(phone)).toHaveLength(1);
  });

  it("counts only the week's drops, not those of the weeks around it", async () => {
    // Prepare
    const week = '2025-03-31';
    const fay = await shopper();
    const phone = await device(fay);
    const huge = { productName: 'Air Fryer', priceDropPercentage: 60, oldPrice: 100, newPrice: 40 };
    // The Sunday before and the Monday after, each by a second: other weeks.
    await seeds.recordDrop(
      seeds.aDrop(fay.userId, new Date(Date.parse(inWeek(week, 0, 0)) - 1000).toISOString(), huge),
    );
    await seeds.recordDrop(seeds.aDrop(fay.userId, inWeek(week, 7, 0), huge));
    await seeds.recordDrop(seeds.aDrop(fay.userId, inWeek(week, 0, 0), { productName: 'Kettle' }));
    await seeds.recordDrop(
      seeds.aDrop(fay.userId, inWeek(week, 5), {
        productName: 'Toaster',
        priceDropPercentage: 15,
        newPrice: 25.5,
      }),
    );

    // Act
    const report = await runDigestOf(week);

    // Assess
    expect(report).toMatchObject({ shoppers: 1, sent: 1 });
    const [message] = await service.messages(phone);
    expect(message?.body).toBe(
      '2 items on your wishlist dropped in price this week. The biggest drop: Toaster, 15% lower, now $25.50 at Target.',
    );
  });

  it('finishes what a run that died left, once its lease is over', async () => {
    // Prepare: a run claimed the digest at 08:00 and died before sending it.
    const week = '2025-04-21';
    const gus = await shopper();
    const phone = await device(gus);
    await seeds.recordDrop(seeds.aDrop(gus.userId, inWeek(week, 2)));
    const diedAt = new Date(inWeek(week, 7, 8));
    const lease = new Date(diedAt.getTime() + 10 * 60_000);
    expect(await markers.claimDigest(gus.userId, week, diedAt, lease)).toBe(true);

    // Act: a run while the lease holds, then the next hour's, when it is over.
    const during = await markers.claimDigest(
      gus.userId,
      week,
      new Date(lease.getTime() - 1),
      lease,
    );
    const after = await runDigestOf(week);

    // Assess
    expect(during).toBe(false);
    expect(after).toMatchObject({ shoppers: 1, sent: 1 });
    expect(await service.messages(phone)).toHaveLength(1);
  });
});
