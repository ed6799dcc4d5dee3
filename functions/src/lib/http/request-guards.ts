/**
 * What every request passes before its route runs, once for every endpoint group (issue 7 §5):
 * it came through the edge (origin-verify.ts), and its caller is within the plan's request-rate
 * limits (rate-limit-rules.ts), counted in the table (data/rate-limits.ts). A refused request has
 * written nothing: its route never ran.
 */
import { countRequest } from '../../data/rate-limits';
import type { UsageSubject } from '../../data/usage';
import { getSubscription } from '../../data/subscriptions';
import { effectivePlanId } from '../../domain/usage/entitlement';
import { env } from '../env';
import { Forbidden, TooManyRequests } from '../errors';
import type { Caller } from './caller';
import type { HttpEvent } from './group-handler';
import { usageSubjectOf } from './optional-caller';
import { cameThroughEdge } from './origin-verify';
import {
  countersOfRoute,
  limitName,
  limitsOnAnyPlan,
  limitsOnPlan,
  rateWindow,
} from './rate-limit-rules';

/** Not a spec text: the answer of the execute-api URL called directly. */
export const directCallMessage = 'Call the API through the site';

export const checkEdge = (event: HttpEvent): void => {
  if (!cameThroughEdge(event.headers, env.ORIGIN_VERIFY_SECRET)) {
    throw new Forbidden(directCallMessage);
  }
};

/** Guests have the free plan; a user's plan is read only when the limits depend on it. */
const limitsFor = async (subject: UsageSubject, counters: ReturnType<typeof countersOfRoute>) =>
  limitsOnAnyPlan(counters) ??
  limitsOnPlan(
    effectivePlanId(subject.kind === 'user' ? await getSubscription(subject.userId) : undefined),
    counters,
  );

/** Counts the request; throws TooManyRequests (429, Retry-After) past a limit. */
export const limitRate = async (
  routeKey: string,
  caller: Caller | undefined,
  event: HttpEvent,
  now: Date = new Date(),
): Promise<void> => {
  // Whose rate: the verified caller (the authorizer's claims), else the guest's address. Public
  // routes have no authorizer, so their requests count against the address even when they carry
  // a token: an unverified token's subject cannot be trusted as a key, or anyone could spend
  // another user's rate.
  const subject = usageSubjectOf(caller, event);
  const counters = countersOfRoute(routeKey);
  const window = rateWindow(now);
  const result = await countRequest({
    subject,
    windowStart: window.start,
    windowEnd: window.end,
    limits: await limitsFor(subject, counters),
  });
  if (result.kind === 'limited') {
    throw new TooManyRequests(limitName(result.counter), window.retryAfterSeconds);
  }
};
