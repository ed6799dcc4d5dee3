/**
 * The sync queue's rules, pure: which calls a replay sends and in what order, what each answer
 * of the server means for the call, how long a call waits before it is tried again, and what the
 * connection badge says. The IndexedDB side is sync-queue.ts.
 */
import type { QueuedCall, QueuedCallType } from './offline-db';

/** The code the server gives a key whose first request is still running (another tab's replay). */
export const KEY_IN_USE_CODE = 'idempotency_key_in_use';

/** What a replayed call's answer means for it. */
export type ReplayOutcome =
  /** Applied (or already applied under its key): it leaves the queue. */
  | { readonly kind: 'done' }
  /** A barcode nobody knows: an answer to tell the shopper, so the lookup is done too. */
  | { readonly kind: 'not-found' }
  /** Refused for a reason that will not change: kept aside with the server's words, not replayed. */
  | { readonly kind: 'set-aside'; readonly message: string }
  /** The session is gone: the call waits for its user to sign in again. */
  | { readonly kind: 'wait-for-sign-in' }
  /** The network, the server or another tab's replay of the same key: try again later. */
  | { readonly kind: 'retry-later'; readonly message: string };

const codeOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;

/**
 * What a failed replay means. `message` is the server's (or the client's, for a network failure).
 * A 409 is a refusal that stands (the item is already in the wishlist) unless it is the server
 * saying the same key is still being applied, which only asks to come back later. A 408 or a 429
 * is about now, not about the call; any other 4xx will be refused again however often it is sent.
 */
export const outcomeOfFailure = (
  type: QueuedCallType,
  status: number,
  message: string,
  body?: unknown,
): ReplayOutcome => {
  if (status === 401) return { kind: 'wait-for-sign-in' };
  if (status === 404 && type === 'barcode-lookup') return { kind: 'not-found' };
  if (status === 409 && codeOf(body) === KEY_IN_USE_CODE) return { kind: 'retry-later', message };
  if (status === 0 || status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry-later', message };
  }
  return { kind: 'set-aside', message };
};

/** A call still to be sent: not refused for good. */
export const isPending = (call: QueuedCall): boolean => call.failure === undefined;

/**
 * Whose calls a replay may send: the caller's own, with the caller's current token, and a
 * signed-out visitor's (a guest's contact request, which needs no account). Another user's calls
 * stay on the device until that user signs in here again.
 */
export const belongsToCaller = (call: QueuedCall, callerId: string): boolean =>
  call.userId === '' || call.userId === callerId;

/** Oldest first, and in the order they were queued when two share a millisecond. */
export const replayOrder = (calls: readonly QueuedCall[]): QueuedCall[] =>
  [...calls].sort((a, b) => a.timestamp - b.timestamp || (a.id ?? 0) - (b.id ?? 0));

/** The calls a replay by this caller sends now, in order. */
export const callsToReplay = (
  calls: readonly QueuedCall[],
  callerId: string,
  now: number,
): QueuedCall[] =>
  replayOrder(calls).filter(
    (call) =>
      isPending(call) &&
      !call.waitingForSignIn &&
      belongsToCaller(call, callerId) &&
      (call.nextAttemptAt ?? 0) <= now,
  );

const FIRST_RETRY_MS = 2_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/** How long a call waits after its `retries`-th failed try: doubling from 2 s, at most 5 minutes. */
export const retryDelayMs = (retries: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, retries - 1), LONGEST_WAIT_MS);

/** The call after a failed try that will be tried again. */
export const afterTransientFailure = (call: QueuedCall, now: number): QueuedCall => {
  const retries = call.retries + 1;
  return { ...call, retries, nextAttemptAt: now + retryDelayMs(retries) };
};

/** The call refused for good, with the words the shopper is shown. */
export const setAside = (call: QueuedCall, status: number, message: string, now: number) => ({
  ...call,
  failure: { status, message, at: now },
});

/** What the connection badge shows. */
export type BadgeState =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'offline'; readonly pending: number }
  | { readonly kind: 'syncing'; readonly pending: number }
  | { readonly kind: 'not-sent'; readonly refused: number };

/**
 * Hidden when online with nothing queued; 'Offline' whenever the connection is gone; 'Syncing'
 * with the count while calls wait online. Calls the server refused are not in the spec's three
 * states: they must not vanish silently, so an otherwise hidden badge says how many were not sent.
 */
export const badgeStateOf = (online: boolean, pending: number, refused: number): BadgeState => {
  if (!online) return { kind: 'offline', pending };
  if (pending > 0) return { kind: 'syncing', pending };
  if (refused > 0) return { kind: 'not-sent', refused };
  return { kind: 'hidden' };
};

/** Counts for the badge, from the queue as this user sees it. */
export const queueCounts = (
  calls: readonly QueuedCall[],
  callerId: string,
): { pending: number; refused: number } => {
  const mine = calls.filter((call) => belongsToCaller(call, callerId));
  const pending = mine.filter(isPending).length;
  return { pending, refused: mine.length - pending };
};
