/**
 * One Idempotency-Key, one effect: a replayable route (the route table's `replayable`) that
 * carries a key runs once per caller and key, and every request after it with the same key gets
 * the first one's answer, marked `Idempotent-Replayed: true`, without the route running again.
 *
 *   claim the key (a conditional put)          -> run the route -> keep its answer
 *   the key's answer is kept, same request     -> that answer again
 *   the key's request is still running         -> wait for its answer a little, else 409 + Retry-After
 *   the key was used with other details        -> 422
 *   the route failed in a way a retry may fix  -> the claim is released, so the same key runs again
 *
 * The records are the http layer's (data/idempotency-keys.ts), handed in as a store, so this
 * module reads no table itself. docs/offline.md ("Replays and Idempotency-Key") says why each
 * rule is what it is.
 */
import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_CLAIM_LEASE_SECONDS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@shop-scanner/shared/idempotency';
import { HttpError, IdempotencyKeyInUse, IdempotencyKeyReused } from '../errors';
import { logger } from '../logger';
import { errorResponse } from './error-response';
import { sameFingerprint, type RequestFingerprint } from './idempotency-request';
import type { HttpResult } from './responses';

/** Whose key: a user's keys and a guest's never meet (a key is only unique per caller). */
export type KeyScope =
  { readonly kind: 'user'; readonly userId: string } | { readonly kind: 'guest' };

/** An answer as it was sent, kept to be sent again. */
export interface StoredAnswer {
  readonly statusCode: number;
  readonly contentType?: string;
  readonly body?: string;
  readonly isBase64Encoded?: boolean;
}

export interface KeyRecord {
  readonly fingerprint: RequestFingerprint;
  readonly state: 'in-progress' | 'done';
  /** The claim of the request that runs (or ran) the route: releases and answers name it. */
  readonly claimId: string;
  /** When that claim was made (ms since the epoch). */
  readonly claimedAt: number;
  readonly answer?: StoredAnswer;
}

export interface NewClaim {
  readonly fingerprint: RequestFingerprint;
  readonly claimId: string;
  readonly claimedAt: number;
}

/** The records of keys, kept per scope and key until they expire. */
export interface IdempotencyStore {
  /** Claims the key, answering undefined; or, when a live record holds it, that record. */
  claim(scope: KeyScope, key: string, claim: NewClaim): Promise<KeyRecord | undefined>;
  /** The key's live record (consistent read), undefined when there is none. */
  read(scope: KeyScope, key: string, now: number): Promise<KeyRecord | undefined>;
  /** Takes a stale claim over; false when someone else changed the record first. */
  takeOver(scope: KeyScope, key: string, staleClaimId: string, claim: NewClaim): Promise<boolean>;
  /** Keeps the answer, if the claim is still this request's. */
  complete(scope: KeyScope, key: string, claimId: string, answer: StoredAnswer): Promise<void>;
  /** Removes the claim, if it is still this request's and unanswered. */
  release(scope: KeyScope, key: string, claimId: string): Promise<void>;
}

/**
 * Answers kept under a key: those the route decided about this request, which sending it again
 * would not change: done (2xx), or refused for what it asks (its input 400, not allowed 403, not
 * there 404, in conflict with what is there 409, not processable 422). Not a 401 (the shopper
 * signs in again, then the same call must run), not a 429 (a rate or a month's allowance frees up
 * later), not a 5xx (a fault, or busy: a retry may succeed).
 */
const keptRefusals: ReadonlySet<number> = new Set([400, 403, 404, 409, 422]);
export const isKeptStatus = (statusCode: number): boolean =>
  (statusCode >= 200 && statusCode < 300) || keptRefusals.has(statusCode);

const answerOf = (result: HttpResult): StoredAnswer => {
  const contentType = result.headers?.['content-type'];
  return {
    statusCode: result.statusCode ?? 200,
    ...(contentType !== undefined ? { contentType: String(contentType) } : {}),
    ...(result.body !== undefined ? { body: result.body } : {}),
    ...(result.isBase64Encoded ? { isBase64Encoded: true } : {}),
  };
};

/** The kept answer as it was sent, never cached, and marked as given again. */
const replayOf = (answer: StoredAnswer): HttpResult => ({
  statusCode: answer.statusCode,
  headers: {
    ...(answer.contentType !== undefined ? { 'content-type': answer.contentType } : {}),
    'cache-control': 'no-store',
    [IDEMPOTENT_REPLAYED_HEADER]: 'true',
  },
  ...(answer.body !== undefined ? { body: answer.body } : {}),
  ...(answer.isBase64Encoded ? { isBase64Encoded: true } : {}),
});

export interface RunOnceOptions {
  readonly store: IdempotencyStore;
  readonly scope: KeyScope;
  readonly key: string;
  readonly fingerprint: RequestFingerprint;
  /** The route itself. */
  readonly run: () => Promise<HttpResult>;
  /** The clock and the pause between looks at a running request (tests hand in their own). */
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** About 2.5 s in all: long enough for a write route to finish, short of any client's patience. */
export const IN_PROGRESS_POLLS = 10;
export const IN_PROGRESS_POLL_MS = 250;
const LEASE_MS = IDEMPOTENCY_CLAIM_LEASE_SECONDS * 1000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the route under the claim and keeps its answer when it is one to keep; otherwise (and on an
 * unexpected throw) releases the claim so the same key can run again. A typed error's answer is
 * kept as the one error mapping (error-response.ts) makes it, so the kept answer is exactly the
 * one the adapter sends after the error is rethrown.
 */
const runClaimed = async (
  { store, scope, key, run }: RunOnceOptions,
  claimId: string,
): Promise<HttpResult> => {
  let result: HttpResult;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof HttpError && isKeptStatus(error.statusCode)) {
      await settle(() => store.complete(scope, key, claimId, answerOf(errorResponse(error))));
    } else {
      await settle(() => store.release(scope, key, claimId));
    }
    throw error;
  }
  const statusCode = result.statusCode ?? 200;
  await settle(() =>
    isKeptStatus(statusCode)
      ? store.complete(scope, key, claimId, answerOf(result))
      : store.release(scope, key, claimId),
  );
  return result;
};

/**
 * The route's work is done whatever happens to its record: a failed write of the record is
 * logged, not answered as the request's failure. The record then stays claimed until its lease
 * ends, and a replay after that takes it over (the narrow window docs/offline.md describes).
 */
const settle = async (write: () => Promise<void>): Promise<void> => {
  try {
    await write();
  } catch (error) {
    logger.error('Could not settle an idempotency key', { error: error as Error });
  }
};

export const runOnce = async (options: RunOnceOptions): Promise<HttpResult> => {
  const { store, scope, key, fingerprint } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? pause;
  const newClaim = (): NewClaim => ({ fingerprint, claimId: randomUUID(), claimedAt: now() });

  let claim = newClaim();
  let record = await store.claim(scope, key, claim);
  for (let look = 0; ; look += 1) {
    if (!record) return runClaimed(options, claim.claimId);
    if (!sameFingerprint(record.fingerprint, fingerprint)) throw new IdempotencyKeyReused();
    if (record.state === 'done' && record.answer) return replayOf(record.answer);
    if (look >= IN_PROGRESS_POLLS) throw new IdempotencyKeyInUse();
    if (now() - record.claimedAt >= LEASE_MS) {
      // Its request died before answering: this one runs the route in its place.
      claim = newClaim();
      if (await store.takeOver(scope, key, record.claimId, claim))
        return runClaimed(options, claim.claimId);
    } else {
      await sleep(IN_PROGRESS_POLL_MS);
    }
    record = await store.read(scope, key, now());
    if (!record) {
      // The first request released its claim (it failed in a way a retry may fix): claim anew.
      claim = newClaim();
      record = await store.claim(scope, key, claim);
    }
  }
};
