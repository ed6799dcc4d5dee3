/**
 * The plan's request-rate limits, counted in the table (data/rate-limits.ts) before a route runs:
 * the HTTP adapter (lib/http/group-handler.ts) calls this for every request, and reads nothing
 * itself. A refused request has written nothing: its route never ran.
 */
import { countRequest } from '../../data/rate-limits';
import { getSubscription } from '../../data/subscriptions';
import { TooManyRequests } from '../../lib/errors';
import {
  countersOfRoute,
  limitName,
  limitsOnAnyPlan,
  limitsOnPlan,
  rateWindow,
} from '../../lib/http/rate-limit-rules';
import type { UsageSubject } from '../../lib/usage-subject';
import { effectivePlanId } from './entitlement';

/** Guests have the free plan; a user's plan is read only when the limits depend on it. */
const limitsFor = async (subject: UsageSubject, counters: ReturnType<typeof countersOfRoute>) =>
  limitsOnAnyPlan(counters) ??
  limitsOnPlan(
    effectivePlanId(subject.kind === 'user' ? await getSubscription(subject.userId) : undefined),
    counters,
  );

/** Counts the request; throws TooManyRequests (429, Retry-After) past a limit. */
export const limitRequestRate = async (
  routeKey: string,
  subject: UsageSubject,
  now: Date = new Date(),
): Promise<void> => {
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
