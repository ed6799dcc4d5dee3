import { describe, expect, it } from 'vitest';
import type { QueuedCall } from './offline-db';
import {
  badgeStateOf,
  callsToReplay,
  outcomeOfFailure,
  queueCounts,
  retryDelayMs,
} from './sync-queue-rules';

const aCall = (over: Partial<QueuedCall> = {}): QueuedCall => ({
  id: 1,
  type: 'wishlist-add',
  data: {},
  endpoint: '/api/wishlist/items',
  method: 'POST',
  timestamp: 1_000,
  retries: 0,
  idempotencyKey: 'k',
  userId: 'ann',
  ...over,
});

describe('what a failed replay means', () => {
  it.each([
    [0, undefined, 'retry-later'],
    [500, undefined, 'retry-later'],
    [503, undefined, 'retry-later'],
    [429, undefined, 'retry-later'],
    [409, { code: 'idempotency_key_in_use' }, 'retry-later'],
    [409, { message: 'Item already in wishlist' }, 'set-aside'],
    [400, undefined, 'set-aside'],
    [403, undefined, 'set-aside'],
    [404, undefined, 'set-aside'],
    [422, undefined, 'set-aside'],
    [401, undefined, 'wait-for-sign-in'],
  ] as const)('%i %j: %s', (status, body, kind) => {
    // Act
    const outcome = outcomeOfFailure('wishlist-add', status, 'the message', body);

    // Assess
    expect(outcome.kind).toBe(kind);
  });

  it("keeps the server's words for a call set aside", () => {
    // Act
    const outcome = outcomeOfFailure('price-report', 400, 'Price must be positive');

    // Assess
    expect(outcome).toEqual({ kind: 'set-aside', message: 'Price must be positive' });
  });

  it('takes a 404 for a barcode lookup as the answer "not found"', () => {
    // Act
    const outcome = outcomeOfFailure('barcode-lookup', 404, 'Product not found');

    // Assess
    expect(outcome).toEqual({ kind: 'not-found' });
  });
});

describe('which calls a replay sends', () => {
  it("sends the caller's due pending calls, oldest first, and the guest's", () => {
    // Prepare
    const calls = [
      aCall({ id: 1, timestamp: 5_000 }),
      aCall({ id: 2, timestamp: 1_000 }),
      aCall({ id: 3, timestamp: 1_000, userId: 'bob' }),
      aCall({ id: 4, timestamp: 2_000, userId: '', type: 'contact' }),
      aCall({ id: 5, timestamp: 3_000, failure: { status: 400, message: 'x', at: 1 } }),
      aCall({ id: 6, timestamp: 3_000, waitingForSignIn: true }),
      aCall({ id: 7, timestamp: 4_000, nextAttemptAt: 20_000 }),
      aCall({ id: 8, timestamp: 1_000 }),
    ];

    // Act
    const due = callsToReplay(calls, 'ann', 10_000);

    // Assess
    expect(due.map((c) => c.id)).toEqual([2, 8, 4, 1]);
  });

  it('waits longer after each failure, up to five minutes', () => {
    // Act
    const waits = [1, 2, 3, 4, 20].map(retryDelayMs);

    // Assess
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 300_000]);
  });
});

describe('the connection badge', () => {
  it.each([
    [true, 0, 0, { kind: 'hidden' }],
    [false, 0, 0, { kind: 'offline', pending: 0 }],
    [false, 3, 1, { kind: 'offline', pending: 3 }],
    [true, 2, 0, { kind: 'syncing', pending: 2 }],
    [true, 2, 1, { kind: 'syncing', pending: 2 }],
    [true, 0, 1, { kind: 'not-sent', refused: 1 }],
  ] as const)('online %s, %i pending, %i refused: %j', (online, pending, refused, state) => {
    // Act
    const badge = badgeStateOf(online, pending, refused);

    // Assess
    expect(badge).toEqual(state);
  });

  it("counts the caller's calls only", () => {
    // Prepare
    const calls = [
      aCall(),
      aCall({ userId: 'bob' }),
      aCall({ failure: { status: 422, message: 'x', at: 1 } }),
    ];

    // Act
    const counts = queueCounts(calls, 'ann');

    // Assess
    expect(counts).toEqual({ pending: 1, refused: 1 });
  });
});
