/**
 * The adapter's part of the Idempotency-Key rules: which routes take a key, where in the order
 * of checks the key is claimed, and what a group that could not keep keys is refused.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { consumerClaims, httpEvent, lambdaContext } from '../../../test/http-event';
import { memoryIdempotencyStore } from '../../../test/memory-idempotency-store';
import { defineRoute } from './define-route';
import { createGroupHandler } from './group-handler';
import { created, ok } from './responses';

// The edge and rate guards read the environment and the table: stand-ins here.
vi.mock('./request-guards', () => ({ checkEdge: vi.fn(), limitRate: vi.fn(async () => {}) }));

const wishlistGroup = () => {
  const memory = memoryIdempotencyStore();
  const adds = vi.fn(async (productId: string) => created({ productId }));
  const lists = vi.fn(async () => ok([]));
  const handler = createGroupHandler(
    'wishlist',
    {
      'POST /api/wishlist/items': defineRoute({
        body: z.strictObject({ productId: z.string().min(1) }),
        handle: ({ body }) => adds(body.productId),
      }),
      'GET /api/wishlist/items': defineRoute({ handle: lists }),
    },
    {
      rateGuard: vi.fn(async () => {}),
      deletedAccountGuard: vi.fn(async () => false),
      idempotencyStore: memory.store,
    },
  );
  const send = (routeKey: string, body: unknown, key?: string) =>
    handler(
      httpEvent({
        routeKey,
        claims: consumerClaims,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
      }),
      lambdaContext,
    );
  return { ...memory, adds, lists, send };
};

describe('group handler: replayable routes and the Idempotency-Key', () => {
  it('runs a replayable route once per key and answers the kept answer again', async () => {
    // Prepare
    const { send, adds } = wishlistGroup();

    // Act
    const first = await send('POST /api/wishlist/items', { productId: 'p-1' }, 'key-aaaa-0001');
    const again = await send('POST /api/wishlist/items', { productId: 'p-1' }, 'key-aaaa-0001');

    // Assess
    expect(adds).toHaveBeenCalledTimes(1);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers?.['idempotent-replayed']).toBe('true');
  });

  it('runs the route every time without a key, as before', async () => {
    // Prepare
    const { send, adds, records } = wishlistGroup();

    // Act
    await send('POST /api/wishlist/items', { productId: 'p-1' });
    const second = await send('POST /api/wishlist/items', { productId: 'p-1' });

    // Assess
    expect(adds).toHaveBeenCalledTimes(2);
    expect(second.headers?.['idempotent-replayed']).toBeUndefined();
    expect(records.size).toBe(0);
  });

  it('answers 400 naming the header for a bad key, and runs nothing', async () => {
    // Prepare
    const { send, adds, records } = wishlistGroup();

    // Act
    const answer = await send('POST /api/wishlist/items', { productId: 'p-1' }, 'bad key!');

    // Assess
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body ?? '')).toEqual({
      message: 'Invalid input',
      fieldErrors: {
        'header.Idempotency-Key': ["Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'"],
      },
    });
    expect(adds).not.toHaveBeenCalled();
    expect(records.size).toBe(0);
  });

  it('keeps no key for a request its validation refused: the corrected one runs', async () => {
    // Prepare
    const { send, adds } = wishlistGroup();
    const refused = await send('POST /api/wishlist/items', { productId: '' }, 'key-aaaa-0002');

    // Act
    const corrected = await send('POST /api/wishlist/items', { productId: 'p-1' }, 'key-aaaa-0002');

    // Assess
    expect(refused.statusCode).toBe(400);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers?.['idempotent-replayed']).toBeUndefined();
    expect(adds).toHaveBeenCalledTimes(1);
  });

  it('ignores the header on a route that is not replayable', async () => {
    // Prepare
    const { send, lists, records } = wishlistGroup();

    // Act
    await send('GET /api/wishlist/items', undefined, 'key-aaaa-0003');
    await send('GET /api/wishlist/items', undefined, 'not a key at all');

    // Assess
    expect(lists).toHaveBeenCalledTimes(2);
    expect(records.size).toBe(0);
  });

  it('refuses at load time a group with replayable routes and no idempotency store', () => {
    expect(() =>
      createGroupHandler(
        'wishlist',
        { 'POST /api/wishlist/items': defineRoute({ handle: async () => created({}) }) },
        { rateGuard: vi.fn(), deletedAccountGuard: vi.fn() },
      ),
    ).toThrow(/POST \/api\/wishlist\/items" is replayable/);
  });
});
