/**
 * The Idempotency-Key contract between the offline queue and the API: one definition of the
 * header's names and shape for the client that makes a key and the server that applies it once.
 *
 * The queue makes a key when a call is first tried and sends it with every replay of that call;
 * the server keeps the first answer under it (per caller) and answers it again to a replay,
 * without running the call again. docs/offline.md ("Replays and Idempotency-Key") explains the rules.
 */
import { boundedString } from './bounded-string';
import { apiMessages } from './messages';

/** HTTP header names are case-insensitive; both homes hand them to the handlers in lower case. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** On an answer given again from the one stored under the key: `true`. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Long enough that a made-up key is unlikely to meet another; a UUID (36) fits easily. */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * Kept as long as the offline queue keeps a call (its cleanup after 7 days): a replay can only
 * come from a call still in the queue.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

/**
 * The 409's machine-readable code while the first request with the key still runs (two tabs
 * replaying at once): the client tries again after Retry-After, it is not a refusal.
 */
export const IDEMPOTENCY_KEY_IN_USE = 'idempotency_key_in_use';

const invalidKey = apiMessages.idempotencyKeyInvalid(
  IDEMPOTENCY_KEY_MIN_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
);

/**
 * The header's value: the length is checked before the pattern (a long value is refused without
 * being scanned), and the pattern is a single character class, linear in the value's length.
 */
export const idempotencyKeySchema = boundedString(IDEMPOTENCY_KEY_MAX_LENGTH, {
  tooLong: invalidKey,
})
  .min(IDEMPOTENCY_KEY_MIN_LENGTH, invalidKey)
  .regex(/^[A-Za-z0-9_-]+$/, invalidKey);

/**
 * A claim older than this is a request that died part-way (its function timed out or crashed
 * before it stored its answer): another request with the key may take it over. Longer than any
 * API function's timeout (infra's tests hold the replayable groups' timeouts under it), so a
 * request still running is never taken over.
 */
export const IDEMPOTENCY_CLAIM_LEASE_SECONDS = 30;
