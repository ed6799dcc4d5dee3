/**
 * What every request passes before its route runs, once for every endpoint group: it came
 * through the edge (origin-verify.ts), and its caller is within the plan's request-rate limits.
 * The rate is counted in the table, so the group handler is handed that guard (RateGuard) by the
 * http layer instead of reading data from here.
 */
import { env } from '../env';
import { Forbidden } from '../errors';
import type { UsageSubject } from '../usage-subject';
import type { Caller } from './caller';
import type { HttpEvent } from './http-event';
import { usageSubjectOf } from './optional-caller';
import { cameThroughEdge } from './origin-verify';

/** Not a spec text: the answer of the execute-api URL called directly. */
export const directCallMessage = 'Call the API through the site';

export const checkEdge = (event: HttpEvent): void => {
  if (!cameThroughEdge(event.headers, env.ORIGIN_VERIFY_SECRET)) {
    throw new Forbidden(directCallMessage);
  }
};

/** Counts a request against its subject's limits; throws TooManyRequests past one. */
export type RateGuard = (routeKey: string, subject: UsageSubject) => Promise<void>;

/** Whose rate a request counts against, handed to the rate guard. */
export const limitRate = async (
  routeKey: string,
  caller: Caller | undefined,
  event: HttpEvent,
  rateGuard: RateGuard,
): Promise<void> => {
  // Whose rate: the verified caller (the authorizer's claims), else the guest's address. Public
  // routes have no authorizer, so their requests count against the address even when they carry
  // a token: an unverified token's subject cannot be trusted as a key, or anyone could spend
  // another user's rate.
  await rateGuard(routeKey, usageSubjectOf(caller, event));
};
