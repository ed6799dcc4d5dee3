/**
 * Where the adapter hands a replayable route (the route table's `replayable`) to the
 * Idempotency-Key rules (idempotency.ts): only when the request carries a key; without one, or on
 * any other route, the route runs exactly as it always did.
 */
import type { RouteDefinition } from '@shop-scanner/shared/routes';
import type { Caller } from './caller';
import type { HttpEvent } from './http-event';
import { runOnce, type IdempotencyStore, type KeyScope } from './idempotency';
import { fingerprintOf, idempotencyKeyOf } from './idempotency-request';
import type { HttpResult } from './responses';

/**
 * Whose key it is. A signed-in route's caller is the authorizer's; a public route (the contact
 * form) verifies a token itself, as the route will, so a signed-in sender's keys are theirs alone.
 * A guest has no identity that outlives a change of network (their address in the shop is not the
 * one at home, where the queue replays), so guests share one scope: a kept answer is still only
 * given to a request with the same key and the same body, that is to the one who sent it.
 */
const keyScopeOf = async (
  definition: RouteDefinition,
  caller: Caller | undefined,
  event: HttpEvent,
): Promise<KeyScope> => {
  if (caller) return { kind: 'user', userId: caller.userId };
  if (definition.access !== 'public') throw new Error('A signed-in route ran without a caller');
  // Loaded when first needed: it reads the user pool's settings, which only such groups have.
  const { optionalCaller } = await import('./optional-caller');
  const sender = await optionalCaller(event);
  return sender ? { kind: 'user', userId: sender.userId } : { kind: 'guest' };
};

export const runReplayable = async (
  definition: RouteDefinition,
  caller: Caller | undefined,
  event: HttpEvent,
  store: IdempotencyStore | undefined,
  run: () => Promise<HttpResult>,
): Promise<HttpResult> => {
  if (!definition.replayable || !store) return run();
  const key = idempotencyKeyOf(event);
  if (key === undefined) return run();
  return runOnce({
    store,
    scope: await keyScopeOf(definition, caller, event),
    key,
    fingerprint: fingerprintOf(event),
    run,
  });
};
