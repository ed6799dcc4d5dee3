/**
 * The sync queue: writes made without a connection (and lookups of barcodes scanned without
 * one), kept in the offline store's `sync-queue` collection and sent again when the connection
 * returns. The API client loads this module only when it must queue something, so no page's first
 * load carries IndexedDB.
 *
 * A replay sends each call through the app's own API client, which attaches the token of whoever
 * is signed in now, never a header stored with the call (a stored token may long have expired),
 * and the call's Idempotency-Key, made when it was first tried, so the server applies it once even
 * when an earlier try reached it or another tab replays the same call.
 */
import { openOfflineDb, type QueuedCall } from './offline-db';
import { writeWaitingHint } from './queue-signal';
import {
  afterTransientFailure,
  callsToReplay,
  outcomeOfFailure,
  replayOrder,
  setAside,
  type ReplayOutcome,
} from './sync-queue-rules';

export type NewQueuedCall = Omit<QueuedCall, 'id' | 'retries' | 'timestamp'> & {
  timestamp?: number;
};

/** What happened to a call, for whoever shows it (the badge, the scan history, a toast). */
export type QueueEvent =
  | { readonly kind: 'changed' }
  | { readonly kind: 'replayed'; readonly call: QueuedCall; readonly answer: unknown }
  | { readonly kind: 'not-found'; readonly call: QueuedCall }
  | { readonly kind: 'set-aside'; readonly call: QueuedCall };

type Listener = (event: QueueEvent) => void;
const listeners = new Set<Listener>();

/** Other tabs hear that the queue changed, so their badges follow. */
const CHANNEL_NAME = 'shop-scanner-sync-queue';
let channel: BroadcastChannel | undefined;
const tabChannel = (): BroadcastChannel | undefined => {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => listeners.forEach((l) => l({ kind: 'changed' }));
  return channel;
};

const emit = (event: QueueEvent) => {
  listeners.forEach((l) => l(event));
  if (event.kind !== 'changed') listeners.forEach((l) => l({ kind: 'changed' }));
};

const changed = async () => {
  const db = await openOfflineDb();
  writeWaitingHint(await db.count('sync-queue'));
  tabChannel()?.postMessage('changed');
};

/** Subscribes to the queue's events; answers the unsubscribe function. */
export const subscribeQueue = (listener: Listener): (() => void) => {
  tabChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Queues a call (retries from 0); answers its id. */
export const enqueueCall = async (call: NewQueuedCall): Promise<number> => {
  const db = await openOfflineDb();
  const id = await db.add('sync-queue', {
    ...call,
    timestamp: call.timestamp ?? Date.now(),
    retries: 0,
  });
  await changed();
  emit({ kind: 'changed' });
  return id;
};

/** Every queued call, oldest first: pending ones and those the server refused. */
export const queuedCalls = async (): Promise<QueuedCall[]> => {
  const db = await openOfflineDb();
  return replayOrder(await db.getAll('sync-queue'));
};

/** Forgets a call the shopper dismissed (one the server refused). */
export const dismissCall = async (id: number): Promise<void> => {
  const db = await openOfflineDb();
  await db.delete('sync-queue', id);
  await changed();
  emit({ kind: 'changed' });
};

/**
 * The user signed in again: their calls that waited on a 401 are due again (the caller replays).
 */
export const resumeAfterSignIn = async (userId: string): Promise<void> => {
  const db = await openOfflineDb();
  const waiting = (await db.getAll('sync-queue')).filter(
    (call) => call.waitingForSignIn && call.userId === userId,
  );
  for (const call of waiting) {
    const { waitingForSignIn: _waiting, nextAttemptAt: _next, ...due } = call;
    await db.put('sync-queue', due);
  }
  if (waiting.length > 0) emit({ kind: 'changed' });
};

export interface ReplayDeps {
  /** Sends one call with the current token and its Idempotency-Key; throws ApiError on failure. */
  send: (call: QueuedCall) => Promise<unknown>;
  /** The signed-in user's id, '' for a signed-out visitor. */
  callerId: string;
  now?: () => number;
  /** Runs `task` while no other tab replays; answers false when another tab holds the lock. */
  exclusive?: (task: () => Promise<void>) => Promise<boolean>;
}

export interface ReplaySummary {
  sent: number;
  setAside: number;
  /** True when another tab was replaying: this one sent nothing. */
  skipped: boolean;
}

const LOCK_NAME = 'shop-scanner-sync-queue';
let replayingHere = false;

/**
 * One replay at a time across the browser's tabs through the Web Locks API. Where it is missing,
 * one at a time in this tab; two tabs may then send the same call together, and the server's
 * Idempotency-Key makes that one effect.
 */
export const acrossTabs = async (task: () => Promise<void>): Promise<boolean> => {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await task();
      return true;
    });
  }
  if (replayingHere) return false;
  replayingHere = true;
  try {
    await task();
    return true;
  } finally {
    replayingHere = false;
  }
};

/**
 * The status, message and body of a failed send: the API client's ApiError carries them (read by
 * shape, as the client loads this module); anything else counts as a network failure.
 */
const failureOf = (error: unknown): { status: number; message: string; body?: unknown } => {
  const { status, body } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    body?: unknown;
  };
  return {
    status: typeof status === 'number' ? status : 0,
    message: error instanceof Error ? error.message : String(error),
    body,
  };
};

/**
 * Sends the caller's due calls, oldest first. Each call leaves the queue the moment the server has
 * applied it. The offline sync rules say to clear the queue only once every call succeeded, but a
 * replay stopped half-way would then send the successes again; one by one, nothing applied is
 * ever sent twice (and the Idempotency-Key covers an answer lost on the way back).
 *
 * A call the server will keep refusing is set aside with its message, for the shopper to see,
 * and the calls after it go on. A 401 makes every call of that user wait for them to sign in
 * again. A network failure, a 5xx or a key still being applied elsewhere stops this replay (the
 * calls after it may depend on it, and the connection is likely gone): the call is tried again
 * after its back-off.
 */
export const replayQueue = async (deps: ReplayDeps): Promise<ReplaySummary> => {
  const now = deps.now ?? Date.now;
  const summary: ReplaySummary = { sent: 0, setAside: 0, skipped: false };
  const ran = await (deps.exclusive ?? acrossTabs)(async () => {
    const db = await openOfflineDb();
    const due = callsToReplay(await db.getAll('sync-queue'), deps.callerId, now());
    for (const call of due) {
      // Another tab may have sent it since this list was read.
      if (!(await db.get('sync-queue', call.id!))) continue;
      let outcome: ReplayOutcome;
      let answer: unknown;
      try {
        answer = await deps.send(call);
        outcome = { kind: 'done' };
      } catch (error) {
        const failure = failureOf(error);
        outcome = outcomeOfFailure(call.type, failure.status, failure.message, failure.body);
        if (outcome.kind === 'set-aside') {
          const refused = setAside(call, failure.status, outcome.message, now());
          await db.put('sync-queue', refused);
          summary.setAside += 1;
          await changed();
          emit({ kind: 'set-aside', call: refused });
          continue;
        }
        if (outcome.kind === 'wait-for-sign-in') {
          await waitForSignIn(call.userId);
          return;
        }
        if (outcome.kind === 'retry-later') {
          await db.put('sync-queue', afterTransientFailure(call, now()));
          emit({ kind: 'changed' });
          return;
        }
      }
      await db.delete('sync-queue', call.id!);
      summary.sent += 1;
      await changed();
      emit(
        outcome.kind === 'not-found'
          ? { kind: 'not-found', call }
          : { kind: 'replayed', call, answer },
      );
    }
  });
  summary.skipped = !ran;
  return summary;
};

const waitForSignIn = async (userId: string) => {
  const db = await openOfflineDb();
  for (const call of await db.getAll('sync-queue')) {
    if (call.userId === userId && call.failure === undefined) {
      await db.put('sync-queue', { ...call, waitingForSignIn: true });
    }
  }
  emit({ kind: 'changed' });
};
