/**
 * The wishlist endpoint group through the local gateway, on DynamoDB Local and cognito-local:
 * - items: add (the price when added is the server's lowest in-stock price, the product's facts
 *   copied from the product), list with filters, search and sorts, edit, delete; 409 for a
 *   product already listed, also when the same add races itself; 404 for an unknown product or a
 *   collection that is not the caller's;
 * - collections: create, list (count, preview, tags), edit, delete keeping their items;
 *   a collection's page: the owner's in full, a public one read-only by anyone with the link,
 *   a private one 404 to everyone else;
 * - stats exact after a mix of writes, read from the counters;
 * - every bad input is a 400 with the spec's text naming the field; no token is a 401;
 *   another shopper's item or collection is a 404, always;
 * - the watchers' index the price-drop job reads: the items with their alert on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '@shop-scanner/shared/messages';
import { routeKey, routesOfGroup } from '@shop-scanner/shared/routes';
import { WISHLIST_COLLECTION_CAP, wishlistMessages as m } from '@shop-scanner/shared/wishlist';
import type { App } from '../../local/src/local-stack';
import {
  apiCaller,
  emulators,
  signUpAndSignIn,
  startTestApp,
  type Json,
} from '../../local/test/stack';
import { aStoreOffer, putPricedProduct } from './support/priced-products';

const RUN = randomUUID().slice(0, 8);

let app: App;
const call = apiCaller(() => app.url);
// Loaded once the app has set the environment the data modules read at import.
let wishlistData: typeof import('../src/data/wishlist');

/** The kettle: in stock at $24 and $27, and $10 at a store that has none. */
const KETTLE = `wishlist-kettle-${RUN}`;
/** The lamp: no store has it in stock. */
const LAMP = `wishlist-lamp-${RUN}`;
/** The puzzle: one store, $12.50 plus shipping. */
const PUZZLE = `wishlist-puzzle-${RUN}`;

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
  wishlistData = await import('../src/data/wishlist');
  await putPricedProduct(
    KETTLE,
    [
      aStoreOffer('Walmart', 27),
      aStoreOffer('Target', 24),
      aStoreOffer('Best Buy', 10, { inStock: false }),
    ],
    [],
    { name: 'Steel Kettle', imageUrl: 'https://img.example/kettle.png' },
  );
  await putPricedProduct(LAMP, [aStoreOffer('Etsy', 40, { inStock: false })], [], {
    name: 'Desk Lamp',
    category: 'Office Products',
  });
  await putPricedProduct(
    PUZZLE,
    [aStoreOffer('Target', 12.5, { shipping: { free: false, cost: 4, estimatedDays: 2 } })],
    [],
    { name: 'Jigsaw Puzzle', category: 'Toys & Games' },
  );
});
afterAll(async () => {
  await app?.stop();
});

const shopper = async () => {
  const { IdToken, email } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  return { token: IdToken, email };
};

const addItem = (token: string, body: Json) => call('POST', '/api/wishlist/items', { token, body });
const listItems = (token: string, query = '') =>
  call('GET', `/api/wishlist/items${query}`, { token });
const updateItem = (token: string, id: string, body: Json) =>
  call('PUT', `/api/wishlist/items/${encodeURIComponent(id)}`, { token, body });
const removeItem = (token: string, id: string) =>
  call('DELETE', `/api/wishlist/items/${encodeURIComponent(id)}`, { token });
const createCollection = (token: string, body: Json) =>
  call('POST', '/api/wishlist/collections', { token, body });
const listCollections = (token: string) => call('GET', '/api/wishlist/collections', { token });
const updateCollection = (token: string, id: string, body: Json) =>
  call('PUT', `/api/wishlist/collections/${encodeURIComponent(id)}`, { token, body });
const removeCollection = (token: string, id: string) =>
  call('DELETE', `/api/wishlist/collections/${encodeURIComponent(id)}`, { token });
const collectionPage = (id: string, token?: string) =>
  call('GET', `/api/wishlist/collections/${encodeURIComponent(id)}`, token ? { token } : {});
const stats = (token: string) => call('GET', '/api/wishlist/stats', { token });

const idsOf = (body: Json) => (body as Json[]).map((item) => item.productId as string);

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

  it("lists the product's watchers for the price-drop job: the items with their alert on", async () => {
    // Prepare
    const owner = await shopper();
    const quiet = await shopper();
    const { body: watching } = await addItem(owner.token, { productId: PUZZLE, targetPrice: 10 });
    const { body: notWatching } = await addItem(quiet.token, {
      productId: PUZZLE,
      priceAlertEnabled: false,
    });
    const watchers = async () => (await wishlistData.listProductWatchers(PUZZLE)).map((w) => w.id);

    // Act and assess
    const before = await watchers();
    expect(before).toContain(watching.id);
    expect(before).not.toContain(notWatching.id);
    expect(
      (await wishlistData.listProductWatchers(PUZZLE)).find((w) => w.id === watching.id),
    ).toMatchObject({ productId: PUZZLE, priceWhenAdded: 12.5, targetPrice: 10 });

    await updateItem(owner.token, watching.id, { priceAlertEnabled: false });
    await updateItem(quiet.token, notWatching.id, { priceAlertEnabled: true });
    const after = await watchers();
    expect(after).not.toContain(watching.id);
    expect(after).toContain(notWatching.id);

    await removeItem(quiet.token, notWatching.id);
    expect(await watchers()).not.toContain(notWatching.id);
  });
});

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
    });

    // Act
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((n) => wishlistData.putNewItem(record(n), 2)),
    );

    // Assess
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(wishlistData.WishlistCapReached);
    expect(await wishlistData.listItems(userId)).toHaveLength(2);
    expect(await wishlistData.getCounters(userId)).toMatchObject({
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

describe('bad input', () => {
  let token: string;
  let itemId: string;
  let collectionId: string;
  beforeAll(async () => {
    ({ token } = await shopper());
    itemId = (await addItem(token, { productId: KETTLE })).body.id;
    collectionId = (await createCollection(token, { name: 'Valid' })).body.id;
  });

  it.each([
    [{}, 'productId', 'Product ID is required'],
    [{ productId: KETTLE, targetPrice: 0 }, 'targetPrice', m.priceInvalid],
    [{ productId: KETTLE, targetPrice: -3 }, 'targetPrice', m.priceInvalid],
    [{ productId: KETTLE, targetPrice: 'cheap' }, 'targetPrice', m.priceInvalid],
    [{ productId: KETTLE, notes: 'n'.repeat(501) }, 'notes', m.notesTooLong],
    [
      { productId: KETTLE, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tags',
      m.tooManyTags,
    ],
    [{ productId: KETTLE, tags: ['x'.repeat(21)] }, 'tags.0', m.tagTooLong],
    [{ productId: KETTLE, priority: 'urgent' }, 'priority', m.priorityInvalid],
    [{ productId: KETTLE, priceAlertEnabled: 'yes' }, 'priceAlertEnabled', m.flagInvalid],
    [{ productId: KETTLE, priceWhenAdded: 1 }, 'priceWhenAdded', 'Unknown field'],
  ])('POST item %j: 400 naming %s', async (body, field, message) => {
    const answer = await addItem(token, body);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it.each([
    [{}, '_', m.nothingToUpdate],
    [{ targetPrice: 0 }, 'targetPrice', m.priceInvalid],
    [{ notes: 'n'.repeat(501) }, 'notes', m.notesTooLong],
    [{ tags: ['ok', 'y'.repeat(25)] }, 'tags.1', m.tagTooLong],
    [{ priority: 'none' }, 'priority', m.priorityInvalid],
    // An item's product is its identity: it is never edited.
    [{ notes: 'fine', productId: PUZZLE }, 'productId', 'Unknown field'],
  ])('PUT item %j: 400 naming %s', async (body, field, message) => {
    const answer = await updateItem(token, itemId, body);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it.each([
    [{}, 'name', m.collectionNameRequired],
    [{ name: '  ' }, 'name', m.collectionNameRequired],
    [{ name: 'ab' }, 'name', m.collectionNameTooShort],
    [{ name: 'x'.repeat(51) }, 'name', m.collectionNameTooLong],
    [{ name: 'Fine', description: 'd'.repeat(201) }, 'description', m.descriptionTooLong],
    [{ name: 'Fine', isPublic: 'true' }, 'isPublic', m.flagInvalid],
  ])('POST collection %j: 400 naming %s', async (body, field, message) => {
    const answer = await createCollection(token, body);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it.each([
    [{}, '_', m.nothingToUpdate],
    [{ name: 'ab' }, 'name', m.collectionNameTooShort],
    [{ description: 'd'.repeat(201) }, 'description', m.descriptionTooLong],
  ])('PUT collection %j: 400 naming %s', async (body, field, message) => {
    const answer = await updateCollection(token, collectionId, body);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it.each([
    ['?sort=priority:asc', 'query.sort', m.sortInvalid],
    ['?availability=soon', 'query.availability', m.availabilityInvalid],
    ['?priority=urgent', 'query.priority', m.priorityInvalid],
    ['?hasNotes=yes', 'query.hasNotes', m.flagInvalid],
    ['?hasPriceAlert=1', 'query.hasPriceAlert', m.flagInvalid],
    ['?category=Cars', 'query.category', m.categoryInvalid],
    [`?search=${'s'.repeat(101)}`, 'query.search', m.searchTooLong],
    ['?colour=red', 'query.colour', 'Unknown field'],
  ])('GET items %s: 400 naming %s', async (query, field, message) => {
    const answer = await listItems(token, query);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it('writes nothing for a refused input', async () => {
    expect((await stats(token)).body).toMatchObject({ totalItems: 1, collections: 1 });
    expect((await listItems(token)).body).toHaveLength(1);
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
