/**
 * Wishlist collections and stats through the local gateway, on DynamoDB Local and cognito-local:
 * create, list (count, preview, tags), edit, delete keeping their items; a collection's page (the
 * owner's in full, a public one read-only by anyone with the link, a private one 404 to everyone
 * else); stats exact after a mix of writes, read from the counters, and the caps under racing
 * writes.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WISHLIST_COLLECTION_CAP, wishlistMessages as m } from '@shop-scanner/shared/wishlist';
import { wishlistStack, type Json } from './support/wishlist-stack';

const {
  RUN,
  shopper,
  addItem,
  listItems,
  updateItem,
  removeItem,
  createCollection,
  listCollections,
  updateCollection,
  removeCollection,
  collectionPage,
  stats,
  KETTLE,
  LAMP,
  PUZZLE,
  wishlistData,
} = wishlistStack();

describe('collections', () => {
  it('creates, lists, edits and deletes a collection; its items stay in the wishlist', async () => {
    // Prepare
    const { token } = await shopper();

    // Act
    const created = await createCollection(token, { name: '  Birthday ', description: 'For June' });
    const { body: kettle } = await addItem(token, {
      productId: KETTLE,
      tags: ['gift', 'kitchen'],
      collectionId: created.body.id,
    });
    const { body: puzzle } = await addItem(token, { productId: PUZZLE, tags: ['Gift'] });
    const moved = await updateItem(token, puzzle.id, { collectionId: created.body.id });
    const listed = await listCollections(token);

    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Birthday',
      description: 'For June',
      isPublic: false,
      itemCount: 0,
      items: [],
      tags: [],
    });
    expect(moved.body.collectionId).toBe(created.body.id);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        ...created.body,
        itemCount: 2,
        items: [
          { id: puzzle.id, productId: PUZZLE, name: 'Jigsaw Puzzle' },
          {
            id: kettle.id,
            productId: KETTLE,
            name: 'Steel Kettle',
            imageUrl: 'https://img.example/kettle.png',
          },
        ],
        // One tag in any case, spelled as its newest item has it.
        tags: ['Gift', 'kitchen'],
      },
    ]);

    // Act: edit
    const edited = await updateCollection(token, created.body.id, {
      name: 'June birthdays',
      description: null,
    });

    // Assess
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'June birthdays', description: '', itemCount: 2 });

    // Act: delete
    const removed = await removeCollection(token, created.body.id);
    const again = await removeCollection(token, created.body.id);

    // Assess: both items are still listed, in no collection.
    expect(removed.status).toBe(204);
    expect(again).toEqual({ status: 404, body: { message: m.collectionNotFound } });
    expect((await listCollections(token)).body).toEqual([]);
    const items = (await listItems(token)).body as Json[];
    expect(items.map((i) => [i.id, i.collectionId]).sort()).toEqual(
      [
        [kettle.id, null],
        [puzzle.id, null],
      ].sort(),
    );
    expect((await stats(token)).body).toMatchObject({ totalItems: 2, collections: 0 });
  });

  it('shows a public collection to anyone with its link, read-only and without its owner', async () => {
    // Prepare
    const owner = await shopper();
    const stranger = await shopper();
    const { body: collection } = await createCollection(owner.token, {
      name: 'Wedding list',
      isPublic: true,
    });
    await addItem(owner.token, {
      productId: KETTLE,
      notes: 'my private note',
      targetPrice: 20,
      tags: ['home'],
      collectionId: collection.id,
    });

    // Act
    const signedOut = await collectionPage(collection.id);
    const asStranger = await collectionPage(collection.id, stranger.token);
    const asOwner = await collectionPage(collection.id, owner.token);

    // Assess
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toMatchObject({
      access: 'public',
      collection: { id: collection.id, name: 'Wedding list', isPublic: true, itemCount: 1 },
    });
    expect(signedOut.body.items).toEqual([
      expect.objectContaining({ productId: KETTLE, tags: ['home'], priority: 'medium' }),
    ]);
    const text = JSON.stringify(signedOut.body);
    for (const secret of [owner.email, 'my private note', 'targetPrice', 'priceWhenAdded'])
      expect(text).not.toContain(secret);
    expect(asStranger.body).toEqual(signedOut.body);
    expect(asOwner.body).toMatchObject({
      access: 'owner',
      items: [expect.objectContaining({ notes: 'my private note', targetPrice: 20 })],
    });

    // Act: made private, the link leads nowhere but for its owner.
    await updateCollection(owner.token, collection.id, { isPublic: false });

    // Assess
    const gone = { status: 404, body: { message: m.collectionNotFound } };
    expect(await collectionPage(collection.id)).toEqual(gone);
    expect(await collectionPage(collection.id, stranger.token)).toEqual(gone);
    expect((await collectionPage(collection.id, owner.token)).body.access).toBe('owner');

    // Act: public again, then deleted.
    await updateCollection(owner.token, collection.id, { isPublic: true });
    const publicAgain = await collectionPage(collection.id);
    await removeCollection(owner.token, collection.id);

    // Assess
    expect(publicAgain.status).toBe(200);
    expect(await collectionPage(collection.id)).toEqual(gone);
  });

  it('answers 404 for a private collection to a guest and to another shopper', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const { body: collection } = await createCollection(owner.token, { name: 'Secret plans' });

    const gone = { status: 404, body: { message: m.collectionNotFound } };
    expect(await collectionPage(collection.id)).toEqual(gone);
    expect(await collectionPage(collection.id, stranger.token)).toEqual(gone);
    expect(await collectionPage(`no-such-${RUN}`)).toEqual(gone);
    expect((await collectionPage(collection.id, owner.token)).status).toBe(200);
  });

  it('refuses a bad token on the public page instead of serving it as a guest', async () => {
    const owner = await shopper();
    const { body: collection } = await createCollection(owner.token, {
      name: 'Open list',
      isPublic: true,
    });

    expect((await collectionPage(collection.id, 'not.a.token')).status).toBe(401);
  });

  it(`holds the cap of ${WISHLIST_COLLECTION_CAP} collections, under concurrent creates too`, async () => {
    // Prepare: the cap less two, ten at a time (they contend for the shopper's counters).
    const { token } = await shopper();
    for (let i = 0; i < WISHLIST_COLLECTION_CAP - 2; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, WISHLIST_COLLECTION_CAP - 2 - i) }, (_, j) =>
          createCollection(token, { name: `List ${i + j}` }),
        ),
      );
      expect(batch.map((a) => a.status)).toEqual(batch.map(() => 201));
    }

    // Act: five at once for the last two places.
    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => createCollection(token, { name: `Last ${n}` })),
    );

    // Assess
    expect(racing.filter((a) => a.status === 201)).toHaveLength(2);
    for (const refused of racing.filter((a) => a.status !== 201))
      expect(refused).toEqual({ status: 409, body: { message: m.collectionCap } });
    expect((await listCollections(token)).body).toHaveLength(WISHLIST_COLLECTION_CAP);
    expect((await stats(token)).body.collections).toBe(WISHLIST_COLLECTION_CAP);
  });
});

describe('stats', () => {
  it('are exact after a mix of writes, and agree with the items listed', async () => {
    // Prepare
    const { token } = await shopper();
    const { body: kettle } = await addItem(token, { productId: KETTLE, priority: 'high' });
    const { body: lamp } = await addItem(token, { productId: LAMP, priority: 'high' });
    await addItem(token, { productId: PUZZLE, priority: 'low' });
    const { body: one } = await createCollection(token, { name: 'One' });
    await createCollection(token, { name: 'Two' });
    await updateItem(token, kettle.id, { priority: 'medium', collectionId: one.id });
    await removeItem(token, lamp.id);
    await removeCollection(token, one.id);
    await addItem(token, { productId: LAMP, priority: 'low' });
    // Refused writes change nothing.
    await addItem(token, { productId: PUZZLE });
    await updateItem(token, kettle.id, { collectionId: 'no-such' });

    // Act
    const answer = await stats(token);

    // Assess: the kettle at $24 and the puzzle at $12.50; the lamp has no price.
    expect(answer).toEqual({
      status: 200,
      body: {
        totalItems: 3,
        collections: 1,
        totalValue: 36.5,
        unpricedItems: 1,
        priceDrops: 0,
        priorityCounts: { high: 0, medium: 1, low: 2 },
        categoryCounts: { 'Home & Kitchen': 1, 'Office Products': 1, 'Toys & Games': 1 },
      },
    });
    const items = (await listItems(token)).body as Json[];
    expect(items).toHaveLength(answer.body.totalItems);
    expect(
      items.reduce((sum, i) => sum + Math.round((i.product.lowestPrice ?? 0) * 100), 0) / 100,
    ).toBe(answer.body.totalValue);
  });

  it('stay exact when edits of one item race each other', async () => {
    // Prepare
    const { token } = await shopper();
    const { body: item } = await addItem(token, { productId: PUZZLE, priority: 'medium' });
    const priorities = ['high', 'low', 'medium', 'high', 'low', 'high', 'low', 'medium'];

    // Act
    const edits = await Promise.all(
      priorities.map((priority) => updateItem(token, item.id, { priority })),
    );

    // Assess: every edit was applied in turn; the counters follow the one that came last.
    expect(edits.map((e) => e.status)).toEqual(priorities.map(() => 200));
    const [final] = (await listItems(token)).body as Json[];
    const { body } = await stats(token);
    expect(body.totalItems).toBe(1);
    expect(body.priorityCounts).toEqual({
      high: final?.priority === 'high' ? 1 : 0,
      medium: final?.priority === 'medium' ? 1 : 0,
      low: final?.priority === 'low' ? 1 : 0,
    });
  });

  it('hold the cap of items under concurrent adds, writing nothing for the refused', async () => {
    // Prepare: a cap of 2 on a shopper's data, through the data layer (the API's cap is 500).
    const userId = `cap-test-${randomUUID()}`;
    const record = (n: number) => ({
      id: randomUUID(),
      userId,
      productId: `capped-product-${n}`,
      product: {
        name: `Product ${n}`,
        category: 'Other',
        source: 'user' as const,
        availability: 'in-stock' as const,
        lowestPrice: 1,
        averagePrice: 1,
        inStockStores: 1,
        totalStores: 1,
        stores: [],
        pricesAsOf: new Date().toISOString(),
      },
      priority: 'low' as const,
      priceWhenAdded: 1,
      targetPrice: null,
      priceAlertEnabled: false,
      notes: '',
      tags: [],
      collectionId: null,
      addedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      version: 1,
      watchState: { armed: true, lastAlertPrice: null, lastAlertAt: null },
      awaitingStock: false,
    });

    // Act
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((n) => wishlistData().putNewItem(record(n), 2)),
    );

    // Assess
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(wishlistData().WishlistCapReached);
    expect(await wishlistData().listItems(userId)).toHaveLength(2);
    expect(await wishlistData().getCounters(userId)).toMatchObject({
      totalItems: 2,
      'p#low': 2,
      'c#Other': 2,
      valueCents: 200,
    });
  });

  it('are zero for a shopper who has written nothing', async () => {
    const { token } = await shopper();

    expect((await stats(token)).body).toEqual({
      totalItems: 0,
      collections: 0,
      totalValue: 0,
      unpricedItems: 0,
      priceDrops: 0,
      priorityCounts: { high: 0, medium: 0, low: 0 },
      categoryCounts: {},
    });
  });
});
