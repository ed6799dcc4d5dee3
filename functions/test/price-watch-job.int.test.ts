/**
 * The safety-net job (domain/price-watch/safety-net.ts, run hourly by the price-drop job) on
 * DynamoDB Local and the local push service:
 * - a product whose event was lost is re-checked from the registry and its alert triggered once;
 *   a run with nothing new re-checks nothing;
 * - a notice a dead writer left queued is sent, once;
 * - the job and the consumer racing on one change: one trigger, one notification, one push;
 * - a watch held 'once a day' fires when the job runs after the day, not before;
 * - an entry whose product has no watchers left is removed.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testTable } from '../../local/test/stack';
import { hoursAfter, priceWatchKit } from './support/price-watch-kit';

const stack = priceWatchKit({ eventRules: false });
const job = (now: Date) => stack.modules().safetyNet.runSafetyNet(now);
const entryOf = async (productId: string) =>
  (await stack.modules().registry.readRegistry()).find((e) => e.productId === productId);

beforeAll(async () => {
  // The table is shared with the test files run before: settle what they left in the registry,
  // so each run here counts only this file's products.
  await job(hoursAfter(new Date(), 48));
});

describe('the safety-net job', () => {
  it('re-checks a product whose event was lost, and triggers its alert once', async () => {
    // Prepare: the alert's product is registered; the price write's event never reaches anyone
    const { product, who } = await stack.kettleWithAlert();
    const t0 = new Date();
    await stack.observe(product, 'Walmart', 24, t0);

    // Act
    const first = await job(hoursAfter(t0, 0.5));
    const second = await job(hoursAfter(t0, 1.5));

    // Assess
    expect(first).toMatchObject({ rechecked: 1, fired: 1 });
    expect(second).toMatchObject({ rechecked: 0, fired: 0 });
    expect((await stack.alerts(who, product))[0]).toMatchObject({ status: 'triggered' });
    expect(await stack.notifications(who, 'price_alert')).toHaveLength(1);
    expect(await stack.messages(who)).toHaveLength(1);
    expect(await entryOf(product)).toMatchObject({ recheckAt: null });
  });

  it('sends a notice a writer left queued when it died, once', async () => {
    // Prepare: a notice queued as a trigger's transaction queues it, never sent
    const { newNotice, watchNoticePut } = await import('../src/data/watch-notices');
    const who = await stack.shopper();
    const t0 = new Date();
    const notice = newNotice(
      {
        id: `left-${stack.RUN}`,
        userId: who.userId,
        message: {
          kind: 'priceAlerts',
          title: 'Price alert: Steel Kettle',
          body: 'Now $24.00 at Walmart, at or below your target of $25.00.',
          url: '/products/p',
          sentAt: t0.toISOString(),
        },
        topic: 'left-behind',
      },
      t0,
    );
    await testTable().send(new TransactWriteCommand({ TransactItems: [watchNoticePut(notice)] }));

    // Act: before its grace is over, then after
    const early = await job(hoursAfter(t0, 0.01));
    const due = await job(hoursAfter(t0, 0.1));
    const after = await job(hoursAfter(t0, 0.2));

    // Assess
    expect(early.noticesSent).toBe(0);
    expect(due.noticesSent).toBe(1);
    expect(after.noticesSent).toBe(0);
    expect((await stack.messages(who)).map((m) => m.body)).toEqual([notice.message.body]);
  });

  it('racing the consumer on one change, records one trigger and sends one push', async () => {
    // Prepare
    const { product, who } = await stack.kettleWithAlert();
    const t0 = new Date();
    await stack.observe(product, 'Walmart', 24, t0);

    // Act
    const [consumed, ran] = await Promise.all([stack.check(product, t0), job(t0)]);

    // Assess
    expect((consumed?.alerts.fired ?? 0) + ran.fired).toBe(1);
    expect(await stack.notifications(who, 'price_alert')).toHaveLength(1);
    expect(await stack.messages(who)).toHaveLength(1);
  });

  it("fires a watch held 'once a day' when the job runs after the day, not before", async () => {
    // Prepare: triggered at t0, back above the target, then below it again three hours on
    const { product, who } = await stack.kettleWithAlert();
    const t0 = new Date();
    await stack.priceMoves(product, 'Walmart', 24, t0);
    const t1 = hoursAfter(t0, 2);
    await stack.priceMoves(product, 'Walmart', 26, t1);
    const t2 = hoursAfter(t0, 3);
    const held = await stack.priceMoves(product, 'Walmart', 24.5, t2);

    // Act
    const soon = await job(hoursAfter(t0, 5));
    const dayLater = await job(hoursAfter(t0, 25));

    // Assess
    const dayOn = hoursAfter(t0, 24).toISOString();
    expect(held?.alerts).toMatchObject({ fired: 0, held: 1, recheckAt: dayOn });
    expect(soon).toMatchObject({ rechecked: 0, fired: 0 });
    expect(dayLater).toMatchObject({ rechecked: 1, fired: 1 });
    expect((await stack.messages(who)).map((m) => m.body)).toEqual([
      'Now $24.00 at Walmart, at or below your target of $25.00.',
      'Now $24.50 at Walmart, at or below your target of $25.00.',
    ]);
    expect(await entryOf(product)).toMatchObject({ recheckAt: null });
  });

  it('removes the entry of a product left without watchers', async () => {
    // Prepare: an alert made, judged, then deleted
    const { product, who, alert } = await stack.kettleWithAlert(20, null);
    const t0 = new Date();
    await job(t0);
    await stack.call('DELETE', `/api/price-alerts/${alert.id as string}`, { token: who.token });

    // Act: an hour on nothing changed; a week on, every entry is looked at again
    const hourOn = await job(hoursAfter(t0, 1));
    const stillThere = await entryOf(product);
    await job(hoursAfter(t0, 24 * 8));

    // Assess
    expect(hourOn.rechecked).toBe(0);
    expect(stillThere).toBeDefined();
    expect(await entryOf(product)).toBeUndefined();
  });
});
