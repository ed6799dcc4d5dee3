/**
 * The Idempotency-Key end to end, through the local gateway on DynamoDB Local and cognito-local,
 * for every route the offline queue may replay (the route table's `replayable`): the same key
 * twice, one after the other or at once, has one effect and one answer; the same key with other
 * details is a 422 that writes nothing; one user's key is not another's; without a key a route
 * runs as it always did. Then, on the table's own store, a route that failed with a fault runs
 * again under the same key, and a claim whose request died is taken over.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { replayableRouteKeys } from '@shop-scanner/shared/routes';
import { TABLE_NAME } from '../../local/src/local-stack';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
import { testTable, type Json } from '../../local/test/stack';
import type { HttpResult } from '../src/lib/http/responses';
import { consumerClaims, httpEvent, lambdaContext } from './http-event';
import { aStoreOffer, putPricedProduct } from './support/priced-products';
import { wishlistStack } from './support/wishlist-stack';

// The wishlist's stack (its app on the emulators, its shoppers and price drops) serves every
// replayable route: the file needs nothing of it but those.
const stack = wishlistStack();
const { RUN } = stack;

interface Caller {
  readonly token?: string;
  readonly userId?: string;
  readonly email: string;
  /** A loopback address of its own: a guest is its address, and no caller shares a limit. */
  readonly address: string;
}

const shopper = async (): Promise<Caller> => {
  const { token, email } = await stack.shopper();
  return { token, userId: stack.userIdOf(token), email, address: freshLoopbackAddress() };
};

const guest = (): Caller => ({
  email: `guest-${randomUUID().slice(0, 8)}@example.com`,
  address: freshLoopbackAddress(),
});

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body?: Json;
}

const send = async (caller: Caller, call: Call, key?: string) => {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const answer = await requestFrom(caller.address, `${stack.url()}${call.path}`, {
    method: call.method,
    headers: {
      'content-type': 'application/json',
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
  return {
    status: answer.status,
    body: answer.body as Json,
    replayed: answer.headers['idempotent-replayed'],
    retryAfter: answer.headers['retry-after'],
  };
};

const newKey = () => `k-${randomUUID()}`;

let counter = 0;
const productId = () => `idem-${RUN}-${counter++}`;
const unknownBarcode = () =>
  withCheckDigit(
    `29${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 1e4).padStart(4, '0')}`,
  );

/** A product of the caller's own (no key): what an edit acts on. */
const createProduct = async (caller: Caller): Promise<string> => {
  const made = await send(caller, {
    method: 'POST',
    path: '/api/products',
    body: { barcode: unknownBarcode(), name: `Idem Kettle ${RUN}`, category: 'Home & Kitchen' },
  });
  expect(made.status).toBe(201);
  return made.body.id as string;
};

const aKettle = async (): Promise<string> => {
  const id = productId();
  await putPricedProduct(id, [
    aStoreOffer('Walmart', 20),
    aStoreOffer('Target', 22),
    aStoreOffer('Best Buy', 24),
  ]);
  return id;
};

const userItems = async (userId: string, prefix: string): Promise<Json[]> => {
  const { Items = [] } = await testTable().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return Items;
};

const unreadDrops = async (caller: Caller): Promise<number> => {
  const drops = await send(caller, { method: 'GET', path: '/api/wishlist/price-drops' });
  const list = (Array.isArray(drops.body) ? drops.body : (drops.body.drops as Json[])) ?? [];
  return list.filter((drop) => !drop.isRead).length;
};

const seedDrop = async (caller: Caller): Promise<string> =>
  (await stack.seedDrop(caller.token!)).id;

/**
 * What a replayable route acts on, made for a new caller: the call, the same call with other
 * details, and the count of its effects (what running it once more would raise).
 */
interface Scenario {
  readonly caller: () => Promise<Caller>;
  readonly prepare: (caller: Caller) => Promise<{
    readonly call: Call;
    readonly other: Call;
    readonly effects: () => Promise<number>;
  }>;
}

const month = () => new Date().toISOString().slice(0, 7);

const scenarios: Readonly<Record<string, Scenario>> = {
  // A lookup counts a scan (an unknown barcode's 404 too): counted once per key.
  'GET /api/products/barcode/{barcode}': {
    caller: shopper,
    prepare: async (caller) => ({
      call: { method: 'GET', path: `/api/products/barcode/${unknownBarcode()}` },
      other: { method: 'GET', path: `/api/products/barcode/${unknownBarcode()}` },
      effects: async () => {
        const { Item } = await testTable().send(
          new GetCommand({
            TableName: TABLE_NAME,
            Key: { pk: `USER#${caller.userId}`, sk: `USAGE#${month()}` },
            ConsistentRead: true,
          }),
        );
        return Number(Item?.scan ?? 0);
      },
    }),
  },
  'POST /api/products': {
    caller: shopper,
    prepare: async (caller) => ({
      call: {
        method: 'POST',
        path: '/api/products',
        body: { barcode: unknownBarcode(), name: `Idem Lamp ${RUN}`, category: 'Home & Kitchen' },
      },
      other: {
        method: 'POST',
        path: '/api/products',
        body: { barcode: unknownBarcode(), name: `Idem Lamp ${RUN}`, category: 'Home & Kitchen' },
      },
      effects: async () => (await userItems(caller.userId!, 'ADDED#')).length,
    }),
  },
  'PUT /api/products/{id}': {
    caller: shopper,
    prepare: async (caller) => {
      const id = await createProduct(caller);
      const edits = async () =>
        (await send(caller, { method: 'GET', path: `/api/products/${id}/edits` })).body as Json[];
      const before = (await edits()).length;
      return {
        call: {
          method: 'PUT',
          path: `/api/products/${id}`,
          body: { name: `Idem Kettle Two ${RUN}` },
        },
        other: {
          method: 'PUT',
          path: `/api/products/${id}`,
          body: { name: `Idem Kettle Three ${RUN}` },
        },
        effects: async () => (await edits()).length - before,
      };
    },
  },
  // A price near the median counts at once: one history point of the store per report.
  'POST /api/products/{id}/prices': {
    caller: shopper,
    prepare: async () => {
      const id = await aKettle();
      const { readHistory } = await import('../src/data/price-history');
      return {
        call: {
          method: 'POST',
          path: `/api/products/${id}/prices`,
          body: { storeName: 'Walmart', price: 19.5 },
        },
        other: {
          method: 'POST',
          path: `/api/products/${id}/prices`,
          body: { storeName: 'Walmart', price: 19.75 },
        },
        effects: async () =>
          (await readHistory(id, new Date(0))).filter(
            (p) => p.store === 'Walmart' && p.source === 'shopper',
          ).length,
      };
    },
  },
  'POST /api/wishlist/items': {
    caller: shopper,
    prepare: async (caller) => {
      const [kettle, other] = [await aKettle(), await aKettle()];
      return {
        call: { method: 'POST', path: '/api/wishlist/items', body: { productId: kettle } },
        other: { method: 'POST', path: '/api/wishlist/items', body: { productId: other } },
        effects: async () =>
          ((await send(caller, { method: 'GET', path: '/api/wishlist/items' })).body as Json[])
            .length,
      };
    },
  },
  // Each edit that lands moves the item's version on: its count of edits.
  'PUT /api/wishlist/items/{id}': {
    caller: shopper,
    prepare: async (caller) => {
      const added = await send(caller, {
        method: 'POST',
        path: '/api/wishlist/items',
        body: { productId: await aKettle() },
      });
      const id = added.body.id as string;
      return {
        call: { method: 'PUT', path: `/api/wishlist/items/${id}`, body: { priority: 'high' } },
        other: { method: 'PUT', path: `/api/wishlist/items/${id}`, body: { priority: 'low' } },
        effects: async () =>
          Number((await userItems(caller.userId!, `WISHLIST#ITEM#${id}`))[0]?.version) - 1,
      };
    },
  },
  'PUT /api/wishlist/price-drops/{id}/read': {
    caller: shopper,
    prepare: async (caller) => {
      const [drop, other] = [await seedDrop(caller), await seedDrop(caller)];
      return {
        call: { method: 'PUT', path: `/api/wishlist/price-drops/${drop}/read` },
        other: { method: 'PUT', path: `/api/wishlist/price-drops/${other}/read` },
        effects: async () => 2 - (await unreadDrops(caller)),
      };
    },
  },
  // The route takes no body, so the other details are a body sent anyway.
  'PUT /api/wishlist/price-drops/read': {
    caller: shopper,
    prepare: async (caller) => {
      await seedDrop(caller);
      return {
        call: { method: 'PUT', path: '/api/wishlist/price-drops/read' },
        other: { method: 'PUT', path: '/api/wishlist/price-drops/read', body: {} },
        effects: async () => 1 - (await unreadDrops(caller)),
      };
    },
  },
  // A signed-in sender's requests are theirs: My Tickets counts them.
  'POST /api/support/contact': {
    caller: shopper,
    prepare: async (caller) => {
      const request = (subject: string) => ({
        method: 'POST',
        path: '/api/support/contact',
        body: {
          name: 'Ada Lovelace',
          email: caller.email,
          subject,
          message: 'The scanner could not read my barcode in the shop.',
        },
      });
      return {
        call: request('Scanner trouble'),
        other: request('Scanner trouble again'),
        effects: async () =>
          (
            (await send(caller, { method: 'GET', path: '/api/support/tickets' })).body
              .tickets as Json[]
          ).length,
      };
    },
  },
};

describe('every replayable route', () => {
  it('has a scenario here: a route marked replayable is tested by being marked', () => {
    expect(Object.keys(scenarios).sort()).toEqual([...replayableRouteKeys].sort());
  });
});

describe.each(Object.keys(scenarios))('%s with an Idempotency-Key', (route) => {
  const scenario = scenarios[route]!;

  it('applies the same key twice once, and answers the same answer again', async () => {
    // Prepare
    const caller = await scenario.caller();
    const { call, effects } = await scenario.prepare(caller);
    const key = newKey();

    // Act
    const first = await send(caller, call, key);
    const again = await send(caller, call, key);

    // Assess
    expect(first.status).toBeLessThan(500);
    expect(first.replayed).toBeUndefined();
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await effects()).toBe(1);
  });

  it('applies the same key sent twice at once once', async () => {
    // Prepare
    const caller = await scenario.caller();
    const { call, effects } = await scenario.prepare(caller);
    const key = newKey();

    // Act
    const answers = await Promise.all([send(caller, call, key), send(caller, call, key)]);

    // Assess: one ran; the other waited for its answer (or, had it run long, was told to retry).
    const served = answers.filter(
      (a) => a.status !== 409 || a.body.code !== 'idempotency_key_in_use',
    );
    expect(served.length).toBeGreaterThan(0);
    for (const answer of served) expect(answer.body).toEqual(served[0]!.body);
    expect(answers.filter((a) => a.replayed === undefined)).toHaveLength(1);
    expect(await effects()).toBe(1);
  });

  it('refuses the same key with other details (422) and writes nothing for them', async () => {
    // Prepare
    const caller = await scenario.caller();
    const { call, other, effects } = await scenario.prepare(caller);
    const key = newKey();
    await send(caller, call, key);

    // Act
    const reused = await send(caller, other, key);

    // Assess
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      message: 'This request was already sent with different details',
    });
    expect(await effects()).toBe(1);
  });

  it("keeps one user's key apart from another's", async () => {
    // Prepare: two shoppers, each with what the route acts on, and one key.
    const [ada, grace] = [await scenario.caller(), await scenario.caller()];
    const forAda = await scenario.prepare(ada);
    const forGrace = await scenario.prepare(grace);
    const key = newKey();
    await send(ada, forAda.call, key);

    // Act
    const graces = await send(grace, forGrace.call, key);

    // Assess: Grace's request ran, as hers.
    expect(graces.status).toBeLessThan(500);
    expect(graces.replayed).toBeUndefined();
    expect(await forGrace.effects()).toBe(1);
    expect(await forAda.effects()).toBe(1);
  });

  it('runs as before without a key', async () => {
    // Prepare
    const caller = await scenario.caller();
    const { call, effects } = await scenario.prepare(caller);

    // Act
    const first = await send(caller, call);
    const second = await send(caller, call);

    // Assess: both ran (what the second does is the route's own rule), neither replayed.
    expect(first.status).toBeLessThan(500);
    expect([first.replayed, second.replayed]).toEqual([undefined, undefined]);
    expect(await effects()).toBeGreaterThanOrEqual(1);
  });
});

describe('routes that act again when run again, without a key', () => {
  it('a contact request sent twice without a key is two tickets; with one key, one', async () => {
    // Prepare
    const caller = await shopper();
    const { call, effects } = await scenarios['POST /api/support/contact']!.prepare(caller);
    const key = newKey();

    // Act
    await send(caller, call, key);
    await send(caller, call, key);
    const keyed = await effects();
    await send(caller, call);
    await send(caller, call);

    // Assess
    expect(keyed).toBe(1);
    expect(await effects()).toBe(3);
  });

  it("a replayed 'Mark All as Read' does not run again: a drop that arrived since stays unread", async () => {
    // Prepare
    const caller = await shopper();
    await seedDrop(caller);
    const key = newKey();
    const call = { method: 'PUT', path: '/api/wishlist/price-drops/read' };
    await send(caller, call, key);
    await seedDrop(caller);

    // Act
    const again = await send(caller, call, key);

    // Assess
    expect(again.replayed).toBe('true');
    expect(await unreadDrops(caller)).toBe(1);
  });

  it("a guest's contact request under one key is one ticket; another guest's key is theirs", async () => {
    // Prepare: a guest's request, and another guest who happens to send the same key.
    const [first, second] = [guest(), guest()];
    const request = (who: Caller) => ({
      method: 'POST',
      path: '/api/support/contact',
      body: {
        name: 'Guest',
        email: who.email,
        subject: 'Hello',
        message: 'A question about my order.',
      },
    });
    const key = newKey();

    // Act
    const sent = await send(first, request(first), key);
    const again = await send(first, request(first), key);
    const others = await send(second, request(second), key);

    // Assess: the same ticket again; the other guest's details are not the first's, so 422.
    expect(sent.status).toBe(201);
    expect(again).toEqual({ ...sent, replayed: 'true' });
    expect(others.status).toBe(422);
  });
});

describe('the table as the store of keys', () => {
  // The modules read the app's environment at import: loaded once it is set.
  const load = async () => ({
    ...(await import('../src/lib/http/group-handler')),
    ...(await import('../src/data/idempotency-keys')),
    ...(await import('../src/lib/http/define-route')),
    ...(await import('../src/lib/http/responses')),
  });

  it('runs a route again under the same key after it failed with a fault', async () => {
    // Prepare: a wishlist add that fails once, as a dropped connection to the table would.
    const { createGroupHandler, idempotencyStore, defineRoute, created } = await load();
    const run = vi
      .fn<() => Promise<HttpResult>>()
      .mockRejectedValueOnce(new Error('socket hang up'))
      .mockImplementation(async () => created({ added: true }));
    const handler = createGroupHandler(
      'wishlist',
      { 'POST /api/wishlist/items': defineRoute({ handle: run }) },
      { rateGuard: async () => {}, deletedAccountGuard: async () => false, idempotencyStore },
    );
    const claims = { ...consumerClaims, sub: randomUUID() };
    const event = () =>
      httpEvent({
        routeKey: 'POST /api/wishlist/items',
        claims,
        body: '{}',
        headers: { 'idempotency-key': 'retry-after-fault' },
      });

    // Act
    const failed = await handler(event(), lambdaContext);
    const retried = await handler(event(), lambdaContext);
    const replayed = await handler(event(), lambdaContext);

    // Assess
    expect(failed.statusCode).toBe(500);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers?.['idempotent-replayed']).toBeUndefined();
    expect(replayed.headers?.['idempotent-replayed']).toBe('true');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('holds a claim against a second one, and lets a dead claim be taken over once', async () => {
    // Prepare
    const { idempotencyStore: store } = await load();
    const scope = { kind: 'user' as const, userId: randomUUID() };
    const fingerprint = { method: 'POST', path: '/api/wishlist/items', bodyHash: 'h' };
    const claimedAt = Date.now() - 60_000;

    // Act
    const first = await store.claim(scope, 'key-dead-0001', {
      fingerprint,
      claimId: 'a',
      claimedAt,
    });
    const second = await store.claim(scope, 'key-dead-0001', {
      fingerprint,
      claimId: 'b',
      claimedAt: Date.now(),
    });
    const takers = await Promise.all(
      ['c', 'd'].map((claimId) =>
        store.takeOver(scope, 'key-dead-0001', 'a', {
          fingerprint,
          claimId,
          claimedAt: Date.now(),
        }),
      ),
    );

    // Assess
    expect(first).toBeUndefined();
    expect(second).toMatchObject({ state: 'in-progress', claimId: 'a', claimedAt });
    expect(takers.filter(Boolean)).toHaveLength(1);
  });

  it('keeps a large answer whole (gzipped), and forgets a record past its time', async () => {
    // Prepare
    const { idempotencyStore: store, idempotencyKey } = await load();
    const scope = { kind: 'guest' as const };
    const key = `key-big-${randomUUID()}`;
    const fingerprint = { method: 'POST', path: '/api/support/contact', bodyHash: 'h' };
    const body = JSON.stringify({ text: 'x'.repeat(200_000) });
    await store.claim(scope, key, { fingerprint, claimId: 'a', claimedAt: Date.now() });

    // Act
    await store.complete(scope, key, 'a', {
      statusCode: 201,
      contentType: 'application/json',
      body,
    });
    const kept = await store.read(scope, key, Date.now());
    const later = await store.read(scope, key, Date.now() + 8 * 86_400_000);

    // Assess
    expect(kept).toMatchObject({ state: 'done', answer: { statusCode: 201, body } });
    expect(later).toBeUndefined();
    const { Item } = await testTable().send(
      new GetCommand({ TableName: TABLE_NAME, Key: idempotencyKey(scope, key) }),
    );
    expect(Item?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    expect(Item?.answer.body).toBeUndefined();
  });
});
