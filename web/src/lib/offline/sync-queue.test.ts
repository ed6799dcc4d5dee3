import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { OFFLINE_DB_NAME, forgetOfflineDbForTests, type QueuedCall } from './offline-db';
import {
  dismissCall,
  enqueueCall,
  queuedCalls,
  replayQueue,
  resumeAfterSignIn,
  subscribeQueue,
  type NewQueuedCall,
} from './sync-queue';

afterEach(async () => {
  await forgetOfflineDbForTests();
  indexedDB.deleteDatabase(OFFLINE_DB_NAME);
  localStorage.clear();
});

const aCall = (over: Partial<NewQueuedCall> = {}): NewQueuedCall => ({
  type: 'wishlist-add',
  data: { productId: 'p-1' },
  endpoint: '/api/wishlist/items',
  method: 'POST',
  timestamp: 1_000,
  idempotencyKey: 'key-1',
  userId: 'ann',
  ...over,
});

/** Runs the replay in this test alone: no lock between tabs to wait for. */
const alone = async (task: () => Promise<void>) => {
  await task();
  return true;
};

describe('the sync queue', () => {
  it('keeps what a queued call needs, with retries from 0, and a hint of how many wait', async () => {
    // Prepare
    const call = aCall();

    // Act
    const id = await enqueueCall(call);

    // Assess
    expect(await queuedCalls()).toEqual([{ ...call, id, retries: 0 }]);
    expect(localStorage.getItem('shop-scanner.sync-queue.waiting')).toBe('1');
  });

  it('replays the oldest first, each with its own key, and removes each as it succeeds', async () => {
    // Prepare
    await enqueueCall(aCall({ timestamp: 3_000, idempotencyKey: 'third' }));
    await enqueueCall(aCall({ timestamp: 1_000, idempotencyKey: 'first' }));
    await enqueueCall(aCall({ timestamp: 2_000, idempotencyKey: 'second' }));
    const leftWhenSent: number[] = [];
    const send = vi.fn(async (_call: QueuedCall) => {
      leftWhenSent.push((await queuedCalls()).length);
      return { ok: true };
    });

    // Act
    const summary = await replayQueue({ send, callerId: 'ann', exclusive: alone });

    // Assess
    expect(send.mock.calls.map(([c]) => c.idempotencyKey)).toEqual(['first', 'second', 'third']);
    expect(leftWhenSent).toEqual([3, 2, 1]);
    expect(summary).toEqual({ sent: 3, setAside: 0, skipped: false });
    expect(await queuedCalls()).toEqual([]);
    expect(localStorage.getItem('shop-scanner.sync-queue.waiting')).toBe('0');
  });

  it('keeps a call and its key after a network failure, tries it later, and stops there', async () => {
    // Prepare
    await enqueueCall(aCall({ timestamp: 1_000, idempotencyKey: 'first' }));
    await enqueueCall(aCall({ timestamp: 2_000, idempotencyKey: 'second' }));
    const send = vi.fn(async (): Promise<unknown> => {
      throw new ApiError(0, 'Could not reach Shop Scanner.');
    });

    // Act
    const summary = await replayQueue({
      send,
      callerId: 'ann',
      now: () => 10_000,
      exclusive: alone,
    });

    // Assess
    expect(send).toHaveBeenCalledTimes(1);
    expect(summary.sent).toBe(0);
    const [first, second] = await queuedCalls();
    expect(first).toMatchObject({ idempotencyKey: 'first', retries: 1, nextAttemptAt: 12_000 });
    expect(second).toMatchObject({ idempotencyKey: 'second', retries: 0 });
  });

  it('sends a call again after its back-off with the same key, and not before', async () => {
    // Prepare
    await enqueueCall(aCall({ idempotencyKey: 'kept' }));
    const failing = vi.fn(async (): Promise<unknown> => {
      throw new ApiError(503, 'Service Unavailable');
    });
    await replayQueue({ send: failing, callerId: 'ann', now: () => 10_000, exclusive: alone });
    const send = vi.fn(async (_call: QueuedCall) => ({}));

    // Act
    await replayQueue({ send, callerId: 'ann', now: () => 11_000, exclusive: alone });
    const early = send.mock.calls.length;
    await replayQueue({ send, callerId: 'ann', now: () => 12_000, exclusive: alone });

    // Assess
    expect(early).toBe(0);
    expect(send.mock.calls.map(([c]) => c.idempotencyKey)).toEqual(['kept']);
    expect(await queuedCalls()).toEqual([]);
  });

  it('tries again later a call whose key another tab is still applying', async () => {
    // Prepare
    await enqueueCall(aCall());
    const send = vi.fn(async (): Promise<unknown> => {
      throw new ApiError(409, 'In progress', undefined, { code: 'idempotency_key_in_use' });
    });

    // Act
    await replayQueue({ send, callerId: 'ann', now: () => 10_000, exclusive: alone });

    // Assess
    const [call] = await queuedCalls();
    expect(call).toMatchObject({ retries: 1 });
    expect(call?.failure).toBeUndefined();
  });

  it('sets aside a refused call with the server message, goes on, and forgets it on Dismiss', async () => {
    // Prepare
    await enqueueCall(aCall({ timestamp: 1_000, idempotencyKey: 'refused' }));
    await enqueueCall(aCall({ timestamp: 2_000, idempotencyKey: 'fine' }));
    const events: string[] = [];
    const stop = subscribeQueue((e) => e.kind !== 'changed' && events.push(e.kind));
    const send = vi.fn(async (call: QueuedCall): Promise<unknown> => {
      if (call.idempotencyKey === 'refused') {
        throw new ApiError(409, 'Item already in wishlist');
      }
      return {};
    });

    // Act
    const summary = await replayQueue({
      send,
      callerId: 'ann',
      now: () => 5_000,
      exclusive: alone,
    });
    const afterReplay = await queuedCalls();
    await replayQueue({ send, callerId: 'ann', now: () => 6_000, exclusive: alone });
    await dismissCall(afterReplay[0]!.id!);
    stop();

    // Assess
    expect(summary).toEqual({ sent: 1, setAside: 1, skipped: false });
    expect(afterReplay).toHaveLength(1);
    expect(afterReplay[0]).toMatchObject({
      idempotencyKey: 'refused',
      failure: { status: 409, message: 'Item already in wishlist', at: 5_000 },
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['set-aside', 'replayed']);
    expect(await queuedCalls()).toEqual([]);
  });

  it('holds a 401 until its user signs in again, then replays it', async () => {
    // Prepare
    await enqueueCall(aCall({ timestamp: 1_000, idempotencyKey: 'a' }));
    await enqueueCall(aCall({ timestamp: 2_000, idempotencyKey: 'b' }));
    const expired = vi.fn(async (): Promise<unknown> => {
      throw new ApiError(401, 'Unauthorized');
    });
    await replayQueue({ send: expired, callerId: 'ann', exclusive: alone });
    const send = vi.fn(async (_call: QueuedCall) => ({}));

    // Act
    await replayQueue({ send, callerId: 'ann', exclusive: alone });
    const beforeSignIn = send.mock.calls.length;
    const waiting = await queuedCalls();
    await resumeAfterSignIn('ann');
    await replayQueue({ send, callerId: 'ann', exclusive: alone });

    // Assess
    expect(expired).toHaveBeenCalledTimes(1);
    expect(beforeSignIn).toBe(0);
    expect(waiting.map((c) => c.waitingForSignIn)).toEqual([true, true]);
    expect(send.mock.calls.map(([c]) => c.idempotencyKey)).toEqual(['a', 'b']);
    expect(await queuedCalls()).toEqual([]);
  });

  it("replays only the signed-in user's calls and a guest's contact request", async () => {
    // Prepare
    await enqueueCall(aCall({ userId: 'ann', idempotencyKey: 'ann-add' }));
    await enqueueCall(aCall({ userId: 'bob', idempotencyKey: 'bob-add' }));
    await enqueueCall(
      aCall({
        userId: '',
        type: 'contact',
        endpoint: '/api/support/contact',
        idempotencyKey: 'guest-contact',
      }),
    );
    const send = vi.fn(async (_call: QueuedCall) => ({}));

    // Act
    await replayQueue({ send, callerId: 'bob', exclusive: alone });

    // Assess
    expect(send.mock.calls.map(([c]) => c.idempotencyKey)).toEqual(['bob-add', 'guest-contact']);
    expect((await queuedCalls()).map((c) => c.idempotencyKey)).toEqual(['ann-add']);
  });

  it('tells a looked-up barcode unknown to the server as an answer, not a failure', async () => {
    // Prepare
    await enqueueCall(
      aCall({
        type: 'barcode-lookup',
        method: 'GET',
        endpoint: '/api/products/barcode/123',
        data: undefined,
      }),
    );
    const events: string[] = [];
    const stop = subscribeQueue((e) => e.kind !== 'changed' && events.push(e.kind));
    const send = vi.fn(async (): Promise<unknown> => {
      throw new ApiError(404, 'Product not found');
    });

    // Act
    await replayQueue({ send, callerId: 'ann', exclusive: alone });
    stop();

    // Assess
    expect(events).toEqual(['not-found']);
    expect(await queuedCalls()).toEqual([]);
  });

  it('sends nothing while another tab holds the replay', async () => {
    // Prepare
    await enqueueCall(aCall());
    const send = vi.fn(async (_call: QueuedCall) => ({}));

    // Act
    const summary = await replayQueue({ send, callerId: 'ann', exclusive: async () => false });

    // Assess
    expect(summary.skipped).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(await queuedCalls()).toHaveLength(1);
  });
});
