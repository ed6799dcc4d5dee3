/**
 * Wishlist items through the local gateway, on DynamoDB Local and cognito-local: add (the price
 * when added is the server's lowest in-stock price, the product's facts copied from the product),
 * list with filters, search and sorts, edit, delete; 409 for a product already listed, also when
 * the same add races itself; 404 for an unknown product or a collection that is not the caller's;
 * no token is a 401 and another shopper's item or collection a 404, always; the watchers' index
 * the price-drop job reads holds the items whose alert is on.
 */
import { describe, expect, it } from 'vitest';
import { productMessages } from '@shop-scanner/shared/messages';
import { routeKey, routesOfGroup } from '@shop-scanner/shared/routes';
import { wishlistMessages as m } from '@shop-scanner/shared/wishlist';
import { wishlistStack, type Json } from './support/wishlist-stack';

const {
  RUN,
  call,
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
  idsOf,
  KETTLE,
  LAMP,
  PUZZLE,
  wishlistData,
} = wishlistStack();

describe('wishlist items', () => {
  it("adds a product with the server's price and the product's own facts, then edits and removes it", async () => {
    // Prepare
    const { token } = await shopper();

    // Act
    const added = await addItem(token, {
      productId: KETTLE,
      priority: 'high',
      targetPrice: 22.5,
      notes: '  For the new flat ',
      tags: [' kitchen ', 'Kitchen', 'gift'],
    });

    // Assess: $24 is the lowest price in stock (the $10 is out of stock).
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      productId: KETTLE,
      priority: 'high',
      priceWhenAdded: 24,
      targetPrice: 22.5,
      targetReached: false,
      priceAlertEnabled: true,
      notes: 'For the new flat',
      tags: ['kitchen', 'gift'],
      collectionId: null,
      product: {
        name: 'Steel Kettle',
        category: 'Home & Kitchen',
        imageUrl: 'https://img.example/kettle.png',
        source: 'user',
        availability: 'in-stock',
        lowestPrice: 24,
        averagePrice: 25.5,
        inStockStores: 2,
        totalStores: 3,
      },
    });
    expect((added.body.product.stores as Json[]).map((s) => [s.name, s.price, s.inStock])).toEqual([
      ['Target', 24, true],
      ['Walmart', 27, true],
      ['Best Buy', 10, false],
    ]);
    expect((await listItems(token)).body).toEqual([added.body]);

    // Act: edit, then clear the target and the notes.
    const edited = await updateItem(token, added.body.id, {
      priority: 'low',
      targetPrice: 25,
      priceAlertEnabled: false,
      tags: [],
    });
    const cleared = await updateItem(token, added.body.id, { targetPrice: null, notes: '' });

    // Assess
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      priority: 'low',
      targetPrice: 25,
      targetReached: true,
      priceAlertEnabled: false,
      tags: [],
      notes: 'For the new flat',
      priceWhenAdded: 24,
      addedAt: added.body.addedAt,
    });
    expect(cleared.body).toMatchObject({ targetPrice: null, targetReached: false, notes: '' });

    // Act: remove it, then the same again.
    const removed = await removeItem(token, added.body.id);
    const again = await removeItem(token, added.body.id);

    // Assess
    expect(removed).toEqual({ status: 204, body: undefined });
    expect(again).toEqual({ status: 404, body: { message: m.itemNotFound } });
    expect((await listItems(token)).body).toEqual([]);
    // Removed, the product can be added again.
    expect((await addItem(token, { productId: KETTLE })).status).toBe(201);
  });

  it('gives an item of a product no store has in stock no price, never a made-up one', async () => {
    const { token } = await shopper();

    const added = await addItem(token, { productId: LAMP, targetPrice: 30 });

    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      priceWhenAdded: null,
      targetReached: false,
      priority: 'medium',
      product: { availability: 'out-of-stock', lowestPrice: null, averagePrice: null },
    });
  });

  it("answers 409 'Item already in wishlist' for a product already there, also when adds race", async () => {
    // Prepare
    const { token } = await shopper();
    await addItem(token, { productId: PUZZLE });

    // Act
    const again = await addItem(token, { productId: PUZZLE, priority: 'high' });
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => addItem(token, { productId: KETTLE })),
    );

    // Assess
    expect(again).toEqual({ status: 409, body: { message: m.alreadyInWishlist } });
    expect(racing.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of racing.filter((a) => a.status !== 201))
      expect(refused).toEqual({ status: 409, body: { message: m.alreadyInWishlist } });
    expect(idsOf((await listItems(token)).body).sort()).toEqual([KETTLE, PUZZLE].sort());
    expect((await stats(token)).body.totalItems).toBe(2);
  });

  it("answers 404 for an unknown product and for a collection that is not the shopper's", async () => {
    // Prepare
    const { token } = await shopper();
    const other = await shopper();
    const { body: theirs } = await createCollection(other.token, { name: 'Theirs' });

    // Act
    const unknownProduct = await addItem(token, { productId: `no-such-product-${RUN}` });
    const theirCollection = await addItem(token, { productId: KETTLE, collectionId: theirs.id });
    const noCollection = await addItem(token, { productId: KETTLE, collectionId: 'no-such' });

    // Assess: and nothing was written by the refused adds.
    expect(unknownProduct).toEqual({ status: 404, body: { message: productMessages.notFound } });
    expect(theirCollection).toEqual({ status: 404, body: { message: m.collectionNotFound } });
    expect(noCollection).toEqual({ status: 404, body: { message: m.collectionNotFound } });
    expect((await listItems(token)).body).toEqual([]);
    expect((await stats(token)).body).toMatchObject({ totalItems: 0, categoryCounts: {} });
    expect((await addItem(token, { productId: KETTLE })).status).toBe(201);
  });

  it('filters, searches and sorts the list', async () => {
    // Prepare
    const { token } = await shopper();
    const { body: gifts } = await createCollection(token, { name: 'Gifts' });
    await addItem(token, { productId: KETTLE, priority: 'low', notes: 'Ask about the BLUE one' });
    await addItem(token, { productId: LAMP, priority: 'high', priceAlertEnabled: false });
    await addItem(token, {
      productId: PUZZLE,
      tags: ['Birthday'],
      collectionId: gifts.id,
    });

    // Act and assess
    expect(idsOf((await listItems(token)).body)).toEqual([PUZZLE, LAMP, KETTLE]);
    expect(idsOf((await listItems(token, '?sort=addedAt:asc')).body)).toEqual([
      KETTLE,
      LAMP,
      PUZZLE,
    ]);
    expect(idsOf((await listItems(token, '?sort=price:asc')).body)).toEqual([PUZZLE, KETTLE, LAMP]);
    expect(idsOf((await listItems(token, '?sort=name:desc')).body)).toEqual([KETTLE, PUZZLE, LAMP]);
    expect(idsOf((await listItems(token, '?sort=priority:desc')).body)).toEqual([
      LAMP,
      PUZZLE,
      KETTLE,
    ]);
    expect(idsOf((await listItems(token, '?search=blue')).body)).toEqual([KETTLE]);
    expect(idsOf((await listItems(token, '?search=BIRTH')).body)).toEqual([PUZZLE]);
    expect(idsOf((await listItems(token, '?search=desk%20LAMP')).body)).toEqual([LAMP]);
    expect(idsOf((await listItems(token, '?availability=out-of-stock')).body)).toEqual([LAMP]);
    expect(idsOf((await listItems(token, '?hasPriceAlert=false')).body)).toEqual([LAMP]);
    expect(idsOf((await listItems(token, '?hasNotes=true&priority=low')).body)).toEqual([KETTLE]);
    expect(idsOf((await listItems(token, '?category=Toys%20%26%20Games')).body)).toEqual([PUZZLE]);
    expect(idsOf((await listItems(token, `?collectionId=${gifts.id}`)).body)).toEqual([PUZZLE]);
    expect(idsOf((await listItems(token, '?category=&search=&sort=')).body)).toHaveLength(3);
    expect(await listItems(token, '?collectionId=no-such')).toEqual({
      status: 404,
      body: { message: m.collectionNotFound },
    });
  });

  it("lists the product's items for the price-drop job, alert on or off, as their alert now is", async () => {
    // Prepare
    const owner = await shopper();
    const quiet = await shopper();
    const { body: watching } = await addItem(owner.token, { productId: PUZZLE, targetPrice: 10 });
    const { body: notWatching } = await addItem(quiet.token, {
      productId: PUZZLE,
      priceAlertEnabled: false,
    });
    const alerts = async () =>
      Object.fromEntries(
        (await wishlistData().listProductWatchers(PUZZLE)).map((w) => [w.id, w.priceAlertEnabled]),
      );

    // Act and assess: both listed (the job keeps every card current), each with its alert
    const before = await alerts();
    expect(before[watching.id as string]).toBe(true);
    expect(before[notWatching.id as string]).toBe(false);
    expect(
      (await wishlistData().listProductWatchers(PUZZLE)).find((w) => w.id === watching.id),
    ).toMatchObject({ productId: PUZZLE, priceWhenAdded: 12.5, targetPrice: 10, version: 1 });

    await updateItem(owner.token, watching.id, { priceAlertEnabled: false });
    await updateItem(quiet.token, notWatching.id, { priceAlertEnabled: true });
    const after = await alerts();
    expect(after[watching.id as string]).toBe(false);
    expect(after[notWatching.id as string]).toBe(true);

    await removeItem(quiet.token, notWatching.id);
    expect(Object.keys(await alerts())).not.toContain(notWatching.id);
  });
});

describe('who may call', () => {
  it.each(
    routesOfGroup('wishlist')
      .filter((r) => r.access === 'signed-in')
      .map(routeKey),
  )('%s answers 401 without a token', async (key) => {
    const [method, path] = key.split(' ') as [string, string];

    const answer = await call(method, path.replace(/\{id\}/g, 'some-id'), {
      ...(method === 'POST' || method === 'PUT' ? { body: {} } : {}),
    });

    expect(answer.status).toBe(401);
  });

  it("answers 404 to one shopper on another's items and collections, and changes nothing", async () => {
    // Prepare
    const a = await shopper();
    const b = await shopper();
    const { body: collection } = await createCollection(a.token, { name: 'Mine' });
    const { body: item } = await addItem(a.token, {
      productId: KETTLE,
      collectionId: collection.id,
      notes: 'keep',
    });
    const itemGone = { status: 404, body: { message: m.itemNotFound } };
    const collectionGone = { status: 404, body: { message: m.collectionNotFound } };

    // Act and assess: B on A's item and collection.
    expect(await updateItem(b.token, item.id, { notes: 'mine now' })).toEqual(itemGone);
    expect(await removeItem(b.token, item.id)).toEqual(itemGone);
    expect(await updateCollection(b.token, collection.id, { isPublic: true })).toEqual(
      collectionGone,
    );
    expect(await removeCollection(b.token, collection.id)).toEqual(collectionGone);
    expect(await collectionPage(collection.id, b.token)).toEqual(collectionGone);
    expect(await listItems(b.token, `?collectionId=${collection.id}`)).toEqual(collectionGone);
    expect((await listItems(b.token)).body).toEqual([]);
    expect((await listCollections(b.token)).body).toEqual([]);
    // B's own item cannot be moved into A's collection either.
    const { body: own } = await addItem(b.token, { productId: PUZZLE });
    expect(await updateItem(b.token, own.id, { collectionId: collection.id })).toEqual(
      collectionGone,
    );

    // A's wishlist is as it was.
    expect((await listItems(a.token)).body).toEqual([item]);
    expect((await listCollections(a.token)).body).toMatchObject([
      { id: collection.id, isPublic: false, itemCount: 1 },
    ]);
    expect((await stats(b.token)).body).toMatchObject({ totalItems: 1, collections: 0 });
  });
});
