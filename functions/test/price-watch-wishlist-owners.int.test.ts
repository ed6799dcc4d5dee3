/**
 * Wishlist drops and the shopper's own settings and edits, on DynamoDB Local with the real local
 * push service:
 * - push preferences off: the drop and the in-app notification are recorded, nothing is pushed;
 * - an item's alert off: its card and the counters follow the price, no drop;
 * - a drop is in its owner's partition only;
 * - an edit of the item racing the job: neither loses the other's fields, the counters add up;
 * - items stored while the watchers' index held only alerts that were on are put in it, once.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TABLE_NAME } from '../../local/src/local-stack';
import { testTable } from '../../local/test/stack';
import { priceWatchKit } from './support/price-watch-kit';

const kit = priceWatchKit();

describe("the shopper's settings", () => {
  it('records the drop and its in-app notification but pushes nothing when price alerts are off', async () => {
    // Prepare
    const ada = await kit.shopper();
    const { status } = await kit.call('PUT', '/api/push/preferences', {
      token: ada.token,
      body: { preferences: { priceAlerts: false } },
    });
    expect(status).toBe(200);
    const productId = await kit.wishlistKettle();
    await kit.addItem(ada, productId);
    const now = new Date();

    // Act
    const report = (await kit.priceMoves(productId, 'Walmart', 21, now))!.wishlist;

    // Assess
    expect(report).toMatchObject({ fired: 1 });
    expect(await kit.drops(ada.userId)).toHaveLength(1);
    expect(await kit.notifications(ada)).toHaveLength(1);
    expect(await kit.stats(ada)).toMatchObject({ priceDrops: 1 });
    expect(await kit.messages(ada)).toEqual([]);
    expect(await kit.requests(ada)).toEqual([]);
    // Handled, not left for the job to send again
    expect(await kit.notices(ada.userId)).toEqual([]);
  });

  it('keeps the card and the counters of an item with its alert off current, and records no drop', async () => {
    // Prepare
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    await kit.addItem(ada, productId, { priceAlertEnabled: false });
    const now = new Date();

    // Act
    const report = (await kit.priceMoves(productId, 'Walmart', 19.5, now))!.wishlist;

    // Assess
    expect(report).toEqual({ checked: 1, fired: 0, held: 0, recheckAt: null });
    const [card] = await kit.items(ada);
    expect(card?.product).toMatchObject({ lowestPrice: 19.5, averagePrice: 22.75 });
    expect(card?.priceAlertEnabled).toBe(false);
    expect(await kit.stats(ada)).toMatchObject({ totalValue: 19.5, priceDrops: 0 });
    expect(await kit.drops(ada.userId)).toEqual([]);
    expect(await kit.notifications(ada)).toEqual([]);
    expect(await kit.messages(ada)).toEqual([]);
  });
});

describe('ownership', () => {
  it("writes a drop in its owner's partition only: another shopper watching nothing sees nothing", async () => {
    // Prepare: Ada watches the kettle, Bob has another product at the same price
    const ada = await kit.shopper();
    const bob = await kit.shopper();
    const productId = await kit.wishlistKettle();
    const item = await kit.addItem(ada, productId);
    await kit.addItem(bob, await kit.wishlistKettle());
    const now = new Date();

    // Act
    await kit.priceMoves(productId, 'Walmart', 22, now);

    // Assess
    const [drop] = await kit.drops(ada.userId);
    expect(drop).toMatchObject({ pk: `USER#${ada.userId}`, userId: ada.userId, itemId: item.id });
    expect(await kit.drops(bob.userId)).toEqual([]);
    expect(await kit.notifications(bob)).toEqual([]);
    expect(await kit.stats(bob)).toMatchObject({ priceDrops: 0, totalValue: 24 });
    expect(await kit.messages(bob)).toEqual([]);
    expect(await kit.messages(ada)).toHaveLength(1);
  });
});

describe('an edit racing the job', () => {
  it("loses neither the shopper's edit nor the job's card, watch and drop, and the counters add up", async () => {
    // Prepare
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    const item = await kit.addItem(ada, productId, { priority: 'low' });
    const now = new Date();
    await kit.observe(productId, 'Walmart', 20, now);

    // Act: the shopper's edit and the job's check at once
    const [edit, report] = await Promise.all([
      kit.call('PUT', `/api/wishlist/items/${item.id as string}`, {
        token: ada.token,
        body: { priority: 'high', notes: 'for the new flat', tags: ['kitchen'] },
      }),
      kit.check(productId, now),
    ]);

    // Assess: both landed, whichever went first
    expect(edit.status).toBe(200);
    expect(report?.wishlist).toMatchObject({ fired: 1 });
    const [card] = await kit.items(ada);
    expect(card).toMatchObject({
      priority: 'high',
      notes: 'for the new flat',
      tags: ['kitchen'],
      priceWhenAdded: 24,
    });
    expect(card?.product).toMatchObject({ lowestPrice: 20 });
    expect(await kit.drops(ada.userId)).toHaveLength(1);
    expect(await kit.stats(ada)).toMatchObject({
      totalItems: 1,
      totalValue: 20,
      priceDrops: 1,
      priorityCounts: { high: 1, medium: 0, low: 0 },
    });
    // The watch state the job wrote survived the edit: the same change fires nothing again
    expect((await kit.check(productId, now))?.wishlist).toMatchObject({ fired: 0 });
  });

  it("refuses the job's write made from a read older than the shopper's edit, and the next check keeps the edit", async () => {
    // Prepare: the job's copy of the item, then the shopper's edit
    const ada = await kit.shopper();
    const productId = await kit.wishlistKettle();
    const item = await kit.addItem(ada, productId);
    const { listProductWatchers } = await import('../src/data/wishlist');
    const { saveWatch } = await import('../src/data/wishlist-watch');
    const [stale] = await listProductWatchers(productId);
    const edit = await kit.call('PUT', `/api/wishlist/items/${item.id as string}`, {
      token: ada.token,
      body: { notes: 'edited meanwhile' },
    });
    expect(edit.status).toBe(200);

    // Act: the job writes from its older read
    const written = await saveWatch(
      stale!,
      { product: stale!.product, watchState: stale!.watchState, awaitingStock: true },
      {},
    );

    // Assess: refused (to be read again), the edit intact
    expect(written).toBe('changed');
    const [card] = await kit.items(ada);
    expect(card?.notes).toBe('edited meanwhile');
    const now = new Date();
    expect((await kit.priceMoves(productId, 'Walmart', 20, now))?.wishlist).toMatchObject({
      fired: 1,
    });
    expect((await kit.items(ada))[0]).toMatchObject({ notes: 'edited meanwhile' });
  });
});

describe('a table from before every item was in the watchers index', () => {
  it('puts the items without its keys into it, once', async () => {
    // Prepare: a shopper (their profile read once, as the app does) with an item stored as
    // before: alert off, so without the index's keys
    const ada = await kit.shopper();
    expect((await kit.call('GET', '/auth/me', { token: ada.token })).status).toBe(200);
    const productId = await kit.wishlistKettle();
    const item = await kit.addItem(ada, productId, { priceAlertEnabled: false });
    await testTable().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: `USER#${ada.userId}`, sk: `WISHLIST#ITEM#${item.id as string}` },
        UpdateExpression: 'REMOVE gsi4pk, gsi4sk',
      }),
    );
    await testTable().send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: { pk: 'MIGRATION', sk: 'wishlist-watchers-index' },
      }),
    );
    const { listProductWatchers } = await import('../src/data/wishlist');
    const { indexEveryWishlistItem } = await import('../src/data/wishlist-index-migration');
    expect(await listProductWatchers(productId)).toEqual([]);

    // Act
    const first = await indexEveryWishlistItem();
    const second = await indexEveryWishlistItem();

    // Assess
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    expect((await listProductWatchers(productId)).map((w) => w.id)).toEqual([item.id]);
  });
});
