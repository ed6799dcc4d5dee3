import { describe, expect, it, vi } from 'vitest';
import { memoryIdempotencyStore } from '../../../test/memory-idempotency-store';
import { Conflict, NotFound, QuotaExceeded, ServiceUnavailable, Unauthorized } from '../errors';
import {
  IN_PROGRESS_POLLS,
  isKeptStatus,
  runOnce,
  type KeyScope,
  type RunOnceOptions,
} from './idempotency';
import type { RequestFingerprint } from './idempotency-request';
import { created, json } from './responses';

const ada: KeyScope = { kind: 'user', userId: 'ada' };
const grace: KeyScope = { kind: 'user', userId: 'grace' };
const KEY = 'key-0001-abcd';
const request: RequestFingerprint = { method: 'POST', path: '/api/wishlist/items', bodyHash: 'h1' };

/** A route that counts its runs, and answers 201 with the run's number. */
const countingRoute = () => {
  let runs = 0;
  return {
    run: vi.fn(async () => created({ run: (runs += 1) })),
    runs: () => runs,
  };
};

const setUp = () => {
  const memory = memoryIdempotencyStore();
  let clock = 1_800_000_000_000;
  const sleeps: number[] = [];
  const options = (overrides: Partial<RunOnceOptions>): RunOnceOptions => ({
    store: memory.store,
    scope: ada,
    key: KEY,
    fingerprint: request,
    run: async () => created({}),
    now: () => clock,
    // No real waiting: each pause is recorded and moves the clock.
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    ...overrides,
  });
  return {
    ...memory,
    options,
    sleeps,
    advance: (ms: number) => (clock += ms),
  };
};

describe('runOnce (one Idempotency-Key, one effect)', () => {
  it('runs the route once and answers the same answer again, marked as replayed', async () => {
    // Prepare
    const { options } = setUp();
    const route = countingRoute();

    // Act
    const first = await runOnce(options({ run: route.run }));
    const again = await runOnce(options({ run: route.run }));

    // Assess
    expect(route.runs()).toBe(1);
    expect(first.headers?.['idempotent-replayed']).toBeUndefined();
    expect(again).toEqual({
      statusCode: 201,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'idempotent-replayed': 'true',
      },
      body: first.body,
    });
  });

  it("keeps one user's key apart from another's", async () => {
    // Prepare
    const { options } = setUp();
    const route = countingRoute();
    await runOnce(options({ run: route.run }));

    // Act
    const other = await runOnce(options({ run: route.run, scope: grace }));

    // Assess: Grace's request ran on its own, and got her own answer.
    expect(route.runs()).toBe(2);
    expect(JSON.parse(other.body ?? '')).toEqual({ run: 2 });
    expect(other.headers?.['idempotent-replayed']).toBeUndefined();
  });

  it('refuses the key sent again with other details (422), without running the route', async () => {
    // Prepare
    const { options } = setUp();
    const route = countingRoute();
    await runOnce(options({ run: route.run }));

    // Act
    const reused = runOnce(
      options({ run: route.run, fingerprint: { ...request, bodyHash: 'h2' } }),
    );

    // Assess
    await expect(reused).rejects.toMatchObject({
      statusCode: 422,
      message: 'This request was already sent with different details',
    });
    expect(route.runs()).toBe(1);
  });

  it("keeps a typed refusal's answer as the error mapping sends it", async () => {
    // Prepare
    const { options } = setUp();
    const run = vi.fn(async () => {
      throw new Conflict('Already in your wishlist', undefined, { itemId: 'i-1' });
    });

    // Act
    const first = runOnce(options({ run }));
    await expect(first).rejects.toBeInstanceOf(Conflict);
    const again = await runOnce(options({ run }));

    // Assess
    expect(run).toHaveBeenCalledTimes(1);
    expect(again.statusCode).toBe(409);
    expect(JSON.parse(again.body ?? '')).toEqual({
      itemId: 'i-1',
      message: 'Already in your wishlist',
    });
    expect(again.headers?.['idempotent-replayed']).toBe('true');
  });

  it.each([
    ['an unexpected throw', new Error('socket hang up')],
    ['a busy 503', new ServiceUnavailable()],
    ["a month's allowance used up (429)", new QuotaExceeded('Scan limit reached')],
    ['a 401', new Unauthorized()],
  ])('releases the key after %s, so the same key runs again', async (_what, failure) => {
    // Prepare
    const { options, records } = setUp();
    const route = countingRoute();
    const failing = vi.fn(async () => {
      throw failure;
    });

    // Act
    await expect(runOnce(options({ run: failing }))).rejects.toBe(failure);
    const retried = await runOnce(options({ run: route.run }));

    // Assess
    expect(route.runs()).toBe(1);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers?.['idempotent-replayed']).toBeUndefined();
    expect([...records.values()].map((r) => r.state)).toEqual(['done']);
  });

  it('releases the key when the route answers a status it does not keep', async () => {
    // Prepare
    const { options, records } = setUp();
    const run = vi.fn(async () => json(429, { message: 'Too many' }));

    // Act
    const answer = await runOnce(options({ run }));

    // Assess
    expect(answer.statusCode).toBe(429);
    expect(records.size).toBe(0);
  });

  it('waits for a request with the key that is still running, and answers its answer', async () => {
    // Prepare: the first request claimed the key; it finishes while the second waits.
    const { options, store } = setUp();
    const route = countingRoute();
    let finishFirst: () => Promise<void> = async () => {};
    const firstRun = runOnce(
      options({
        run: () =>
          new Promise((resolve) => {
            finishFirst = async () => resolve(await route.run());
          }),
      }),
    );
    let looks = 0;
    const watchingStore = {
      ...store,
      read: async (...args: Parameters<typeof store.read>) => {
        looks += 1;
        if (looks === 3) await finishFirst();
        return store.read(...args);
      },
    };

    // Act
    const second = await runOnce(options({ store: watchingStore, run: route.run }));

    // Assess
    await firstRun;
    expect(route.runs()).toBe(1);
    expect(second.statusCode).toBe(201);
    expect(second.headers?.['idempotent-replayed']).toBe('true');
  });

  it('answers 409 with a code and Retry-After when the first request is still running after the waits', async () => {
    // Prepare: a request claimed the key and is still running.
    const { options, store, sleeps } = setUp();
    const { now } = options({});
    await store.claim(ada, KEY, { fingerprint: request, claimId: 'first', claimedAt: now!() });
    const route = countingRoute();

    // Act
    const second = runOnce(options({ run: route.run }));

    // Assess
    await expect(second).rejects.toMatchObject({
      statusCode: 409,
      headers: { 'retry-after': '1' },
      details: { code: 'idempotency_key_in_use' },
    });
    expect(sleeps).toHaveLength(IN_PROGRESS_POLLS);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3000);
    expect(route.runs()).toBe(0);
  });

  it('takes over a claim older than any function runs (its request died) and runs the route', async () => {
    // Prepare: a claim made 31 s ago that was never answered nor released.
    const { options, store, advance, records, idOf } = setUp();
    const { now } = options({});
    await store.claim(ada, KEY, { fingerprint: request, claimId: 'dead', claimedAt: now!() });
    advance(31_000);
    const route = countingRoute();

    // Act
    const answer = await runOnce(options({ run: route.run }));

    // Assess
    expect(route.runs()).toBe(1);
    expect(answer.statusCode).toBe(201);
    expect(records.get(idOf(ada, KEY))).toMatchObject({ state: 'done' });
    expect(records.get(idOf(ada, KEY))?.claimId).not.toBe('dead');
  });

  it('runs the route when the request it waited for released the key', async () => {
    // Prepare: a running request that fails (and releases) while the second one waits.
    const { options, store } = setUp();
    await store.claim(ada, KEY, { fingerprint: request, claimId: 'first', claimedAt: 0 });
    const route = countingRoute();
    const releasingStore = {
      ...store,
      read: async (...args: Parameters<typeof store.read>) => {
        await store.release(ada, KEY, 'first');
        return store.read(...args);
      },
    };

    // Act
    const answer = await runOnce(options({ store: releasingStore, run: route.run, now: () => 1 }));

    // Assess
    expect(route.runs()).toBe(1);
    expect(answer.headers?.['idempotent-replayed']).toBeUndefined();
  });

  it('answers the route even when its answer could not be kept', async () => {
    // Prepare: the table refuses the record's last write.
    const { options, store } = setUp();
    const failingStore = {
      ...store,
      complete: async () => {
        throw new Error('throttled');
      },
    };

    // Act
    const answer = await runOnce(
      options({ store: failingStore, run: async () => created({ a: 1 }) }),
    );

    // Assess
    expect(answer.statusCode).toBe(201);
  });

  // NotFound is a typed refusal like Conflict: its extra fields (a barcode's prefill) are kept too.
  it("keeps a 404's details, as the unknown barcode's answer carries them", async () => {
    // Prepare
    const { options } = setUp();
    const run = vi.fn(async () => {
      throw new NotFound('Product Not Found', { barcode: '4006381333931' });
    });

    // Act
    await expect(runOnce(options({ run }))).rejects.toBeInstanceOf(NotFound);
    const again = await runOnce(options({ run }));

    // Assess
    expect(run).toHaveBeenCalledTimes(1);
    expect(JSON.parse(again.body ?? '')).toEqual({
      barcode: '4006381333931',
      message: 'Product Not Found',
    });
  });
});

describe('isKeptStatus', () => {
  it.each([200, 201, 202, 204, 400, 403, 404, 409, 422])('keeps %i', (status) => {
    expect(isKeptStatus(status)).toBe(true);
  });

  it.each([401, 413, 415, 429, 500, 501, 503])('does not keep %i', (status) => {
    expect(isKeptStatus(status)).toBe(false);
  });
});
