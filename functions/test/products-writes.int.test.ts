/**
 * The products API end to end (writes: a new product and its barcode, edits and their history, and bad input), against the stack and catalogue of
 * support/products-api.ts.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import type { Json } from '../../local/test/stack';
import {
  table,
  nonce,
  RUN,
  LANTERN_WORD,
  newBarcode,
  lantern,
  creme,
  gift,
  shopper,
  api,
  search,
  idsOf,
  createBody,
  premiumShopper,
} from './support/products-api';

describe('POST /api/products: barcode uniqueness', () => {
  it('lets exactly one of 10 concurrent creates of one barcode win; the rest learn its id', async () => {
    const barcode = newBarcode();
    const word = nonce();
    // A shopper of its own: every attempt counts against the adder's hourly creates.
    const racer = await premiumShopper();

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api('POST', '/api/products', {
          token: racer.token,
          body: createBody({ barcode, name: `Racer ${word} ${i}` }),
        }),
      ),
    );

    const winners = answers.filter((a) => a.status === 201);
    expect(winners).toHaveLength(1);
    const winnerId = winners[0]?.body.id as string;
    const losers = answers.filter((a) => a.status !== 201);
    expect(losers.map((a) => a.status)).toEqual(Array(9).fill(409));
    for (const loser of losers) {
      expect(loser.body).toEqual({
        message: 'A product with this barcode is already in the database',
        productId: winnerId,
      });
    }
    const claim = await table().send(
      new GetCommand({
        TableName: 'shop-scanner',
        Key: { pk: `BARCODE#${barcode.padStart(14, '0')}`, sk: 'BARCODE' },
      }),
    );
    expect(claim.Item?.productId).toBe(winnerId);
    const found = await search({ query: word });
    expect(found.body.total).toBe(1);
  });

  it('creates 20 different products at once without one failing (the stats are sharded)', async () => {
    const word = nonce();
    // A shopper of its own: 20 is a whole hour's creates for one adder.
    const adder = await premiumShopper();

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api('POST', '/api/products', {
          token: adder.token,
          body: createBody({ name: `Parallel ${word} ${i}`, category: 'Pet Supplies' }),
        }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect((await search({ query: word, limit: 50 })).body.total).toBe(20);
  });

  it('refuses the 13-digit form of a taken 12-digit barcode', async () => {
    const upc = withCheckDigit(`3${String(Date.now() % 1e10).padStart(10, '0')}`);
    const first = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ barcode: upc }),
    });

    const second = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ barcode: `0${upc}` }),
    });

    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 409, body: { productId: first.body.id } });
  });

  it('creates a shopper product that search finds at once', async () => {
    const { status, body } = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ imageUrl: 'https://img.example/spread.jpg', brand: 'Nutty' }),
    });
    const found = await search({ query: `choc ${RUN}`, limit: 50 });

    expect(status).toBe(201);
    expect(body).toMatchObject({
      source: 'user',
      name: `Chocolate Spread ${RUN}`,
      stores: [],
      priceHistory: [],
      averagePrice: null,
      authenticity: null,
      verified: false,
    });
    expect(idsOf(found.body)).toContain(body.id);
  });

  it("marks the product as the adder's, newest first, and records who added it", async () => {
    const first = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ barcode: newBarcode(), name: `Adder first ${nonce()}` }),
    });
    const second = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ barcode: newBarcode(), name: `Adder second ${nonce()}` }),
    });

    // The data module reads the stack's environment, set once the stack is up.
    const { listProductIdsAddedBy, productKey } = await import('../src/data/products');
    const ids = await listProductIdsAddedBy(shopper.userId);
    const stored = await table().send(
      new GetCommand({ TableName: 'shop-scanner', Key: productKey(String(second.body.id)) }),
    );

    expect(ids.indexOf(String(second.body.id))).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(String(second.body.id))).toBeLessThan(ids.indexOf(String(first.body.id)));
    expect(stored.Item?.createdBy).toBe(shopper.userId);
    // Who added a product is the table's to know, not the page's.
    expect(second.body).not.toHaveProperty('createdBy');
  });
});

describe('PUT /api/products/{id} and the edit history', () => {
  it('records create and edits newest first, with from and to; unchanged fields record nothing', async () => {
    const word = nonce();
    const made = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ name: `Original ${word}`, description: '' }),
    });
    const id = made.body.id as string;

    const renamed = await api('PUT', `/api/products/${id}`, {
      token: shopper.token,
      body: { name: `Renamed ${word}` },
    });
    await api('PUT', `/api/products/${id}`, {
      token: shopper.token,
      body: { description: 'Now described', category: 'Beverages' },
    });
    const unchanged = await api('PUT', `/api/products/${id}`, {
      token: shopper.token,
      body: { name: `Renamed ${word}`, category: 'Beverages' },
    });
    const edits = await api('GET', `/api/products/${id}/edits`);

    expect(renamed).toMatchObject({ status: 200, body: { name: `Renamed ${word}` } });
    expect(unchanged).toMatchObject({ status: 200, body: { description: 'Now described' } });
    expect(edits.body).toHaveLength(3);
    expect(edits.body.map((e: Json) => e.action)).toEqual(['updated', 'updated', 'created']);
    expect(edits.body[0].changes).toEqual({
      description: { from: null, to: 'Now described' },
      category: { from: 'Grocery & Gourmet Food', to: 'Beverages' },
    });
    expect(edits.body[1].changes).toEqual({
      name: { from: `Original ${word}`, to: `Renamed ${word}` },
    });
    expect(edits.body[2].changes.name).toEqual({ from: null, to: `Original ${word}` });
    expect(JSON.stringify(edits.body)).not.toContain(shopper.userId);
  });

  it('clears an optional field sent empty, and records the clearing', async () => {
    const made = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ name: `Clearable ${nonce()}`, brand: 'Acme', description: 'Boils water' }),
    });

    const cleared = await api('PUT', `/api/products/${made.body.id}`, {
      token: shopper.token,
      body: { brand: '', description: '' },
    });
    const again = await api('PUT', `/api/products/${made.body.id}`, {
      token: shopper.token,
      body: { description: '' },
    });
    const edits = await api('GET', `/api/products/${made.body.id}/edits`);

    expect(cleared.status).toBe(200);
    expect(cleared.body.brand).toBeUndefined();
    expect(cleared.body.description).toBe('');
    expect(again.status).toBe(200);
    expect(edits.body.map((e: Json) => e.action)).toEqual(['updated', 'created']);
    expect(edits.body[0].changes).toEqual({
      brand: { from: 'Acme', to: null },
      description: { from: 'Boils water', to: null },
    });
  });

  it('moves search with a rename: the old name is no longer found, the new one is', async () => {
    const [oldWord, newWord] = [nonce(), nonce()];
    const made = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ name: `Kettle ${oldWord}` }),
    });

    await api('PUT', `/api/products/${made.body.id}`, {
      token: shopper.token,
      body: { name: `Kettle ${newWord}` },
    });

    expect((await search({ query: oldWord })).body.total).toBe(0);
    expect(idsOf((await search({ query: newWord })).body)).toEqual([made.body.id]);
  });

  it('moves a demo product out of its bucket entries when it is renamed', async () => {
    const renamed = await api('PUT', `/api/products/${gift.id}`, {
      token: shopper.token,
      body: { name: `Truffle Gift Box ${RUN}` },
    });

    const chocolate = await search({ query: `choc ${RUN}`, limit: 50 });
    // Only the stale bucket entry still holds this word: the edit must have marked it.
    const oldWord = await search({ query: 'chocolatier', limit: 50 });
    const truffle = await search({ query: `truff ${RUN}` });

    expect(renamed.status).toBe(200);
    expect(idsOf(oldWord.body)).not.toContain(gift.id);
    expect(idsOf(chocolate.body)).not.toContain(gift.id);
    expect(idsOf(chocolate.body)).toContain(creme.id);
    expect(truffle.body.products).toEqual([
      expect.objectContaining({ id: gift.id, name: `Truffle Gift Box ${RUN}`, averagePrice: 30 }),
    ]);
  });

  it("marks a demo product's bucket entries stale on a rename after a description-only edit", async () => {
    const newWord = nonce();

    const described = await api('PUT', `/api/products/${lantern.id}`, {
      token: shopper.token,
      body: { description: 'Brass, with a glass chimney' },
    });
    const foundBeforeRename = await search({ query: LANTERN_WORD });
    const renamed = await api('PUT', `/api/products/${lantern.id}`, {
      token: shopper.token,
      body: { name: `Lantern ${newWord} ${RUN}` },
    });
    const oldName = await search({ query: LANTERN_WORD });
    const newName = await search({ query: newWord });
    const page = await api('GET', `/api/products/${lantern.id}`);

    expect(described.status).toBe(200);
    // The description is no card field: the product is still found by its bucket entries.
    expect(idsOf(foundBeforeRename.body)).toEqual([lantern.id]);
    expect(renamed.status).toBe(200);
    expect(oldName.body.total).toBe(0);
    expect(newName.body.products).toEqual([
      expect.objectContaining({ id: lantern.id, name: `Lantern ${newWord} ${RUN}` }),
    ]);
    expect(page.body).toMatchObject({
      name: `Lantern ${newWord} ${RUN}`,
      description: 'Brass, with a glass chimney',
    });
  });

  it('answers 404 for an edit of an unknown product', async () => {
    const { status, body } = await api('PUT', '/api/products/no-such-product', {
      token: shopper.token,
      body: { name: 'Anything' },
    });

    expect(status).toBe(404);
    expect(body.message).toBe('Product Not Found');
  });
});

describe('bad input', () => {
  it.each([
    ['letters', 'abcdefgh'],
    ['7 digits', '1234567'],
    ['15 digits', '123456789012345'],
    ['a bad check digit', '4006381333932'],
  ])('refuses a barcode of %s with the spec message', async (_label, code) => {
    const { status, body } = await api('GET', `/api/products/barcode/${code}`, {
      token: shopper.token,
    });

    expect(status).toBe(400);
    expect(body.message).toBe('Invalid barcode format. Please try again.');
    expect(body.fieldErrors['path.barcode']).toEqual(['Invalid barcode format. Please try again.']);
  });

  it('refuses a create without a name, with a bad image URL, or with unknown fields', async () => {
    const { name: _name, ...nameless } = createBody();
    const noName = await api('POST', '/api/products', { token: shopper.token, body: nameless });
    const badImage = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ imageUrl: 'not a url' }),
    });
    const unknown = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ price: 3 }),
    });
    const badBarcode = await api('POST', '/api/products', {
      token: shopper.token,
      body: createBody({ barcode: '4006381333932' }),
    });

    expect(noName.status).toBe(400);
    expect(noName.body.fieldErrors.name).toEqual(['Product name is required']);
    expect(badImage.body.fieldErrors.imageUrl).toEqual(['Image URL must be a valid URL']);
    expect(unknown.body.fieldErrors.price).toEqual(['Unknown field']);
    expect(badBarcode.body.fieldErrors.barcode).toEqual([
      'Invalid barcode format. Please try again.',
    ]);
  });

  it.each(['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'])(
    'refuses a create with a field named %s, and a search with such a parameter, with 400',
    async (name) => {
      const create = await api('POST', '/api/products', {
        token: shopper.token,
        raw: `${JSON.stringify(createBody()).slice(0, -1)},"${name}":1}`,
      });
      const search = await api('GET', `/api/products/search?query=milk&${name}=1`);

      expect(create.status).toBe(400);
      expect(Object.keys(create.body.fieldErrors)).toEqual([name]);
      expect(search.status).toBe(400);
      expect(Object.keys(search.body.fieldErrors)).toEqual([`query.${name}`]);
    },
  );

  it('refuses a barcode change by PUT, and a create or edit without sign-in', async () => {
    const withBarcode = await api('PUT', `/api/products/${creme.id}`, {
      token: shopper.token,
      body: { barcode: newBarcode() },
    });
    const anonymousCreate = await api('POST', '/api/products', { body: createBody() });
    const anonymousEdit = await api('PUT', `/api/products/${creme.id}`, { body: { name: 'X' } });

    expect(withBarcode.status).toBe(400);
    expect(withBarcode.body.fieldErrors.barcode).toEqual(['Unknown field']);
    expect([anonymousCreate.status, anonymousEdit.status]).toEqual([401, 401]);
  });
});
