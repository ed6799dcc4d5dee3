/**
 * Wishlist drops on DynamoDB Local with the real local push service: a price change reaches the
 * wishlist items of its product through the PriceChanged consumer (or the check the safety-net
 * job also calls), and a drop is recorded once, with its counters, in-app notification and push:
 * - a price below the price when added: one drop, exact, through the bus;
 * - one event delivered twice, and two consumers racing on one change: one drop, one message;
 * - hysteresis: a wiggle around the line is one drop; back above it by 2 % and below again, a
 *   second; at most one a day (the held drop fires when the day is over);
 * - a far-off price seen once waits for a second sighting;
 * - back in stock; a store with low trust is flagged, in the words too.
 */
import { describe, expect, it } from 'vitest';
import { aStoreOffer, hoursAfter, priceWatchKit } from './support/price-watch-kit';

const kit = priceWatchKit();

describe('a price below the price when added', () => {
  it('records one drop through the bus, with its counters, in-app notification and push', async () => {
    // Prepare
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    const item = await kit.addItem(ada, productId);
    expect(item.priceWhenAdded).toBe(24);

    // Act: a shopper's report of $21 at Walmart, ingested, PriceChanged on the bus
    const outcome = await kit.observeViaBus(productId, 'Walmart', 21);

    // Assess: the drop, exact
    expect(outcome.published).toBe(true);
    const drops = await kit.drops(ada.userId);
    expect(drops).toHaveLength(1);
    const drop = drops[0]!;
    expect(drop).toMatchObject({
      itemId: item.id,
      productId,
      productName: 'Steel Kettle',
      kind: 'price-drop',
      oldPrice: 24,
      newPrice: 21,
      priceDropPercentage: 12.5,
      store: 'Walmart',
      storeTrustScore: 90,
      lowTrust: false,
      isRead: false,
    });
    expect(drop.sk).toBe(`WISHLIST#DROP#${drop.id as string}`);
    // The counters: one unread drop, the total value at the new lowest price
    expect(await kit.stats(ada)).toMatchObject({ priceDrops: 1, totalValue: 21 });
    // The card
    const [card] = await kit.items(ada);
    expect(card?.product).toMatchObject({ lowestPrice: 21, availability: 'in-stock' });
    // The in-app notification
    expect(await kit.notifications(ada)).toEqual([
      {
        id: `watch-${drop.id as string}`,
        event: 'price_drop',
        at: drop.detectedAt,
        data: {
          productId,
          productName: 'Steel Kettle',
          store: 'Walmart',
          newPrice: 21,
          oldPrice: 24,
          priceDropPercentage: 12.5,
          storeTrustScore: 90,
        },
      },
    ]);
    // The push message, decrypted by the push service, with its TTL, urgency and topic
    expect(await kit.messages(ada)).toEqual([
      {
        kind: 'priceAlerts',
        title: 'Price drop: Steel Kettle',
        body: 'Now $21.00 at Walmart, 12.5% below the $24.00 it cost when you added it.',
        url: `/products/${productId}`,
        tag: `product:${productId}`,
        sentAt: drop.detectedAt,
      },
    ]);
    const [request] = await kit.requests(ada);
    expect(request).toMatchObject({ ttl: '43200', urgency: 'high', status: 201 });
    expect(request?.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Sent: its queued notice is gone
    expect(await kit.notices(ada.userId)).toEqual([]);
  });
});

describe('once per change', () => {
  it('records one drop and sends one message for one event delivered twice', async () => {
    // Prepare
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    await kit.addItem(ada, productId);
    const detail = await kit.observe(productId, 'Walmart', 20, new Date());

    // Act: the bus delivers the same event twice (at-least-once)
    await kit.deliver(detail!, 'evt-1');
    await kit.deliver(detail!, 'evt-1');

    // Assess
    expect(await kit.drops(ada.userId)).toHaveLength(1);
    expect(await kit.notifications(ada)).toHaveLength(1);
    expect(await kit.messages(ada)).toHaveLength(1);
    expect(await kit.stats(ada)).toMatchObject({ priceDrops: 1 });
  });

  it('records one drop and sends one message when three checks race on the same change', async () => {
    // Prepare
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    await kit.addItem(ada, productId);
    const now = new Date();
    await kit.observe(productId, 'Walmart', 20, now);

    // Act: the consumer, a second delivery and the safety-net job at once
    const reports = await Promise.all([1, 2, 3].map(() => kit.check(productId, now)));

    // Assess
    expect(reports.map((r) => r?.wishlist.fired).reduce((a, b) => a! + b!, 0)).toBe(1);
    expect(await kit.drops(ada.userId)).toHaveLength(1);
    expect(await kit.notifications(ada)).toHaveLength(1);
    expect(await kit.messages(ada)).toHaveLength(1);
    expect(await kit.stats(ada)).toMatchObject({ priceDrops: 1, totalValue: 20 });
  });
});

describe('alerts people can trust', () => {
  it('records one drop for a price that wiggles around the line, and a second once it went back above by 2 % and fell again a day later', async () => {
    // Prepare
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    await kit.addItem(ada, productId);
    const t0 = new Date();
    const step = async (price: number, hours: number) => {
      const at = hoursAfter(t0, hours);
      return (await kit.priceMoves(productId, 'Walmart', price, at))!.wishlist;
    };

    // Act / Assess: 23 fires; 24.2 (above the line, not by 2 %), 23.5, 24.4, 23 do not
    expect(await step(23, 0)).toMatchObject({ checked: 1, fired: 1 });
    expect(await step(24.2, 1)).toMatchObject({ fired: 0 });
    expect(await step(23.5, 2)).toMatchObject({ fired: 0, held: 1, recheckAt: null });
    expect(await step(24.4, 3)).toMatchObject({ fired: 0 });
    expect(await step(23, 4)).toMatchObject({ fired: 0, held: 1 });
    // 24.48 is 2 % above $24: re-armed; below the line again the next day: a second drop
    expect(await step(24.5, 5)).toMatchObject({ fired: 0, held: 0 });
    expect(await step(22.9, 25)).toMatchObject({ fired: 1 });

    const drops = await kit.drops(ada.userId);
    expect(drops.map((d) => d.newPrice)).toEqual([23, 22.9]);
    expect(await kit.messages(ada)).toHaveLength(2);
    expect(await kit.stats(ada)).toMatchObject({ priceDrops: 2 });
  });

  it('holds a second drop within a day, and records it once the day is over', async () => {
    // Prepare: a drop now, back above the line, and below it again 3 hours later
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    await kit.addItem(ada, productId);
    const t0 = new Date();
    await kit.priceMoves(productId, 'Walmart', 23, t0);
    await kit.priceMoves(productId, 'Walmart', 30, hoursAfter(t0, 2));
    await kit.observe(productId, 'Walmart', 22, hoursAfter(t0, 3));

    // Act
    const held = (await kit.check(productId, hoursAfter(t0, 3)))!.wishlist;
    const dayOver = hoursAfter(t0, 24.1);
    const later = (await kit.check(productId, dayOver))!.wishlist;

    // Assess: held until a day after the first, then recorded by the next check
    expect(held).toMatchObject({ fired: 0, held: 1 });
    const firstAt = (await kit.drops(ada.userId))[0]!.detectedAt as string;
    expect(held.recheckAt).toBe(hoursAfter(new Date(firstAt), 24).toISOString());
    expect(later).toMatchObject({ fired: 1 });
    expect((await kit.drops(ada.userId)).map((d) => d.newPrice)).toEqual([23, 22]);
  });

  it('waits for a second sighting of a far-off price before it records the drop', async () => {
    // Prepare: $15 at Walmart against Target's $26 is more than 30 % below
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    await kit.addItem(ada, productId);
    const t0 = new Date();
    await kit.observe(productId, 'Walmart', 15, t0);

    // Act
    const once = (await kit.check(productId, t0))!.wishlist;
    const t1 = hoursAfter(t0, 1);
    // Seen again: no change, so no event
    const twice = (await kit.priceMoves(productId, 'Walmart', 15, t1))!.wishlist;

    // Assess: held for the job's next run, then recorded
    expect(once).toEqual({ checked: 1, fired: 0, held: 1, recheckAt: t0.toISOString() });
    expect(twice).toMatchObject({ fired: 1, held: 0 });
    expect((await kit.drops(ada.userId)).map((d) => d.newPrice)).toEqual([15]);
  });

  it('announces the return to stock of an item added when no store had it', async () => {
    // Prepare
    const ada = await kit.shopper();
    const productId = await kit.product([aStoreOffer('Etsy', 40, { inStock: false })], {
      name: 'Desk Lamp',
    });
    const item = await kit.addItem(ada, productId);
    expect(item.priceWhenAdded).toBeNull();
    const now = new Date();

    // Act
    const report = (await kit.priceMoves(productId, 'Etsy', 41, now))!.wishlist;
    const again = (await kit.check(productId, hoursAfter(now, 30)))!.wishlist;

    // Assess: one return, pushed as a wishlist update
    expect(report).toMatchObject({ fired: 1 });
    expect(again).toMatchObject({ fired: 0 });
    const drops = await kit.drops(ada.userId);
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({
      kind: 'back-in-stock',
      oldPrice: null,
      newPrice: 41,
      priceDropPercentage: 0,
      store: 'Etsy',
    });
    expect(await kit.messages(ada)).toEqual([
      expect.objectContaining({
        kind: 'wishlistUpdates',
        title: 'Back in stock: Desk Lamp',
        body: 'Etsy has it in stock again, at $41.00.',
      }),
    ]);
    expect((await kit.requests(ada))[0]).toMatchObject({ ttl: '86400', urgency: 'normal' });
    expect((await kit.notifications(ada))[0]).toMatchObject({ event: 'back_in_stock' });
  });

  it('flags a drop from a store with a trust score below 60, in the drop and in the words', async () => {
    // Prepare: ShadyDeals (trust 45) at $30
    const ada = await kit.shopper();
    const productId = await kit.product([
      aStoreOffer('Walmart', 24),
      aStoreOffer('ShadyDeals', 30, { trustScore: 45 }),
    ]);
    await kit.addItem(ada, productId);
    const now = new Date();

    // Act
    await kit.priceMoves(productId, 'ShadyDeals', 20, now);

    // Assess
    expect(await kit.drops(ada.userId)).toEqual([
      expect.objectContaining({ store: 'ShadyDeals', storeTrustScore: 45, lowTrust: true }),
    ]);
    expect((await kit.messages(ada))[0]?.body).toBe(
      "Now $20.00 at ShadyDeals, 16.7% below the $24.00 it cost when you added it. ShadyDeals's trust score is 45 (below 60): check the store before buying.",
    );
  });
});
