/**
 * Price alerts judged on a product's offers (domain/price-watch/alert-watchers.ts), on DynamoDB
 * Local and the local push service, each price moved through the ingest path and the consumer's
 * work done by checkProduct with the event:
 * - a store's price reaching the target triggers the alert once: both items, the alerts panel's
 *   status, the in-app notification and one push message, however often the event comes, and
 *   when several checks judge it at the same moment;
 * - an alert on one store ignores the others; an alert on any store is judged on the lowest
 *   in-stock price; an out-of-stock price never triggers;
 * - hysteresis: a price wiggling around the target stays quiet; back above it by 2 % the alert
 *   waits again (the panel says so), and the next reach triggers it again a day later;
 * - a store with trust below 60 is named as such; a far-off price waits for a second look.
 */
import { describe, expect, it } from 'vitest';
import { aStoreOffer } from './support/priced-products';
import { hoursAfter, priceWatchKit } from './support/price-watch-kit';

const stack = priceWatchKit({ eventRules: false });

describe('a price reaching the target', () => {
  it('triggers the alert once: both items, the panel, the notification and one push', async () => {
    // Prepare
    const { product, who, alert } = await stack.kettleWithAlert();
    const t0 = new Date();

    // Act: the price reaches the target; its event is then handled a second time
    await stack.observe(product, 'Walmart', 24, t0);
    const first = await stack.check(product, t0);
    const again = await stack.check(product, hoursAfter(t0, 0.1));

    // Assess
    expect(first?.alerts).toMatchObject({ checked: 1, fired: 1, held: 0 });
    expect(again?.alerts).toMatchObject({ checked: 1, fired: 0 });
    const [panel] = await stack.alerts(who, product);
    expect(panel).toMatchObject({ id: alert.id, status: 'triggered', currentPrice: 24 });
    expect(panel?.triggeredAt).toBe(t0.toISOString());
    const watchersCopy = await stack.productAlertItem(who, alert);
    expect(watchersCopy).toMatchObject({ triggeredAt: t0.toISOString(), watch: { armed: false } });
    const notifications = await stack.notifications(who, 'price_alert');
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      event: 'price_alert',
      data: {
        productId: product,
        productName: 'Steel Kettle',
        store: 'Walmart',
        newPrice: 24,
        oldPrice: 25,
      },
    });
    const pushed = await stack.messages(who);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      kind: 'priceAlerts',
      title: 'Price alert: Steel Kettle',
      body: 'Now $24.00 at Walmart, at or below your target of $25.00.',
      url: `/products/${product}`,
    });
  });

  it('delivered to two checks at the same moment, triggers once', async () => {
    // Prepare
    const { product, who } = await stack.kettleWithAlert();
    const t0 = new Date();
    await stack.observe(product, 'Walmart', 24, t0);

    // Act: the consumer's checks (the event delivered twice) and the job's start together
    const reports = await Promise.all([
      stack.check(product, t0),
      stack.check(product, t0),
      stack.check(product, t0),
    ]);

    // Assess
    expect(reports.reduce((sum, r) => sum + (r?.alerts.fired ?? 0), 0)).toBe(1);
    expect(await stack.notifications(who, 'price_alert')).toHaveLength(1);
    expect(await stack.messages(who)).toHaveLength(1);
  });

  it('on one store ignores the other stores, however low', async () => {
    // Prepare
    const { product, who } = await stack.kettleWithAlert();
    const t0 = new Date();

    // Act
    await stack.observe(product, 'Target', 22, t0);
    const report = await stack.check(product, t0);

    // Assess
    expect(report?.alerts).toMatchObject({ checked: 1, fired: 0 });
    expect((await stack.alerts(who, product))[0]).toMatchObject({
      status: 'active',
      currentPrice: 30,
    });
    expect(await stack.notifications(who, 'price_alert')).toEqual([]);
  });

  it('on any store fires on the lowest in-stock price, naming that store', async () => {
    // Prepare: Best Buy's $10 is out of stock and does not count
    const { product, who } = await stack.kettleWithAlert(28, null);
    const t0 = new Date();

    // Act
    await stack.observe(product, 'Target', 27.5, t0);
    const report = await stack.check(product, t0);

    // Assess
    expect(report?.alerts).toMatchObject({ fired: 1 });
    expect((await stack.notifications(who, 'price_alert'))[0]?.data).toMatchObject({
      store: 'Target',
      newPrice: 27.5,
    });
  });

  it('never fires on an out-of-stock price', async () => {
    // Prepare
    const { product, who } = await stack.kettleWithAlert();
    const t0 = new Date();

    // Act: Walmart at $20 but out of stock
    await stack.observe(product, 'Walmart', 20, t0, { inStock: false });
    const report = await stack.check(product, t0);

    // Assess
    expect(report?.alerts).toMatchObject({ checked: 1, fired: 0, held: 0 });
    expect((await stack.alerts(who, product))[0]).toMatchObject({
      status: 'active',
      triggeredAt: null,
    });
    expect(await stack.messages(who)).toEqual([]);
  });
});

describe('hysteresis', () => {
  it('stays quiet on a wiggle, waits again once 2 % above the target, and fires again', async () => {
    // Prepare: triggered at $24 against a $25 target
    const { product, who, alert } = await stack.kettleWithAlert();
    const t0 = new Date();
    await stack.priceMoves(product, 'Walmart', 24, t0);

    // Act 1: a wiggle just above the target (under the margin), then below it again, a day on
    const t1 = hoursAfter(t0, 26);
    await stack.priceMoves(product, 'Walmart', 25.4, t1);
    const t2 = hoursAfter(t0, 27);
    const wiggle = await stack.priceMoves(product, 'Walmart', 24.5, t2);

    // Assess 1: held, still triggered on the panel, one message so far
    expect(wiggle?.alerts).toMatchObject({ fired: 0, held: 1 });
    expect((await stack.alerts(who, product))[0]).toMatchObject({ status: 'triggered' });

    // Act 2: back above the target by the margin ($25.50)
    const t3 = hoursAfter(t0, 28);
    await stack.priceMoves(product, 'Walmart', 25.5, t3);

    // Assess 2: the alert waits again, on both items
    expect((await stack.alerts(who, product))[0]).toMatchObject({
      status: 'active',
      triggeredAt: null,
    });
    expect(await stack.productAlertItem(who, alert)).toMatchObject({
      triggeredAt: null,
      watch: { armed: true },
    });

    // Act 3: the target reached again
    const t4 = hoursAfter(t0, 29);
    const refire = await stack.priceMoves(product, 'Walmart', 24.9, t4);

    // Assess 3
    expect(refire?.alerts).toMatchObject({ fired: 1 });
    expect((await stack.alerts(who, product))[0]).toMatchObject({
      status: 'triggered',
      triggeredAt: t4.toISOString(),
    });
    expect((await stack.messages(who)).map((m) => m.body)).toEqual([
      'Now $24.00 at Walmart, at or below your target of $25.00.',
      'Now $24.90 at Walmart, at or below your target of $25.00.',
    ]);
  });
});

describe('alerts people can trust', () => {
  it('names a store with trust below 60 in the notification and the push', async () => {
    // Prepare
    const product = await stack.product(
      [aStoreOffer('Walmart', 40), aStoreOffer('CheapDeals', 42, { trustScore: 45 })],
      { name: 'Desk Lamp' },
    );
    const who = await stack.shopper();
    await stack.createAlert(who, product, 36, 'CheapDeals');
    const t0 = new Date();

    // Act
    const report = await stack.priceMoves(product, 'CheapDeals', 35, t0);

    // Assess
    expect(report?.alerts).toMatchObject({ fired: 1 });
    const [message] = await stack.messages(who);
    expect(message?.body).toBe(
      "Now $35.00 at CheapDeals, at or below your target of $36.00. CheapDeals's trust score is 45 (below 60): check the store before buying.",
    );
    expect((await stack.notifications(who, 'price_alert'))[0]?.data).toMatchObject({
      storeTrustScore: 45,
    });
  });

  it('holds a far-off price seen once, and fires when the store is observed at it again', async () => {
    // Prepare
    const { product, who } = await stack.kettleWithAlert();
    const t0 = new Date();

    // Act 1: $12 is more than 30 % below Target's $32
    const glitch = await stack.priceMoves(product, 'Walmart', 12, t0);

    // Assess 1: held, nothing said, the panel shows the target reached but not triggered; the
    // job's next run looks again, since a second sighting puts no event on the bus
    expect(glitch?.alerts).toMatchObject({ fired: 0, held: 1, recheckAt: t0.toISOString() });
    expect((await stack.alerts(who, product))[0]).toMatchObject({ status: 'ready' });
    expect(await stack.messages(who)).toEqual([]);

    // Act 2: the same price seen again an hour later (no event: only the offer's time moves)
    const t1 = hoursAfter(t0, 1);
    const seenAgain = await stack.observe(product, 'Walmart', 12, t1);
    const confirmed = await stack.check(product, t1);

    // Assess 2
    expect(seenAgain).toBeNull();
    expect(confirmed?.alerts).toMatchObject({ fired: 1 });
    expect(await stack.messages(who)).toHaveLength(1);
  });
});
