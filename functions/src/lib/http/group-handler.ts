/**
 * One Lambda per endpoint group: this builds the group's handler from the shared route table and
 * the group's route implementations. It only routes, guards, validates and delegates:
 *   edge check -> route key -> access check -> deleted account? -> rate limit -> JSON body
 *   -> zod validation -> implementation (once per Idempotency-Key on a replayable route) -> answer,
 * with every failure mapped to a status code in one place (error-response.ts).
 * Routes of the group that have no implementation yet answer 501.
 */
import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { toFieldErrors, type FieldErrors } from '@shop-scanner/shared/api-errors';
import { apiMessages } from '@shop-scanner/shared/messages';
import {
  routeKey,
  routesOfGroup,
  type EndpointGroup,
  type RouteDefinition,
} from '@shop-scanner/shared/routes';
import { Forbidden, InvalidInput, NotFound, NotImplemented, Unauthorized } from '../errors';
import { logger } from '../logger';
import { countMetric, publishMetricsMiddleware } from '../metrics';
import { callerFromEvent, type Caller } from './caller';
import { refuseDeletedAccounts } from './deleted-account-check';
import { requireSupportStaff, type RouteImplementation } from './define-route';
import { errorResponse } from './error-response';
import type { IdempotencyStore } from './idempotency';
import { readJsonBody } from './json-body';
import { refusalMetricOf } from './refusal-metric';
import { runReplayable } from './replayable-route';
import type { HttpEvent } from './http-event';
import { checkEdge, limitRate, type RateGuard } from './request-guards';

type AnyRoute = RouteImplementation<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type GroupRoutes = Readonly<Record<string, AnyRoute>>;
/** The guards that read the table, handed in by the http layer so this adapter reads no data. */
export interface TableGuards {
  rateGuard: RateGuard;
  /**
   * True when the account of this user id is deleted or being deleted. A token stays valid until
   * it expires, whatever happened to its account: only this check refuses it.
   */
  deletedAccountGuard: (userId: string) => Promise<boolean>;
  /**
   * The Idempotency-Key records (idempotency.ts): required by a group with replayable routes, so
   * none of them can run without the guarantee its route table promises.
   */
  idempotencyStore?: IdempotencyStore;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

const parseWith = <T>(
  schema: z.ZodType<T> | undefined,
  value: unknown,
  fieldPrefix: string,
): Parsed<T> => {
  if (!schema) return { ok: true, value: value as T };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors = toFieldErrors(result.error);
  // Body fields keep their own names; path and query fields are prefixed so they cannot collide.
  return {
    ok: false,
    fieldErrors: fieldPrefix
      ? Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [`${fieldPrefix}.${k}`, v]))
      : fieldErrors,
  };
};

/**
 * The body, the path and the query string are each validated, and one 400 names every failing
 * field of all three: a client learns at once that its path was wrong too, and no part's fields
 * go unchecked because another part failed first.
 */
const validateInput = <TBody, TParams, TQuery>(
  implementation: RouteImplementation<TBody, TParams, TQuery>,
  event: HttpEvent,
): { body: TBody; params: TParams; query: TQuery } => {
  // A route without a body schema takes no body: whatever was sent is not read at all.
  const body = implementation.body
    ? parseWith(implementation.body, readJsonBody(event), '')
    : { ok: true as const, value: undefined as TBody };
  const params = parseWith(implementation.params, event.pathParameters ?? {}, 'path');
  const query = parseWith(implementation.query, event.queryStringParameters ?? {}, 'query');
  if (body.ok && params.ok && query.ok)
    return { body: body.value, params: params.value, query: query.value };
  const fieldErrors: FieldErrors = Object.fromEntries(
    [body, params, query].flatMap((part) => (part.ok ? [] : Object.entries(part.fieldErrors))),
  );
  const { invalidMessage } = implementation;
  throw new InvalidInput(
    fieldErrors,
    typeof invalidMessage === 'function' ? invalidMessage(fieldErrors) : invalidMessage,
  );
};

const checkAccess = (route: RouteDefinition, caller: Caller | undefined): void => {
  if (route.access === 'public') return;
  // API Gateway's JWT authorizer already rejected a missing or bad token; this is defence in depth.
  // It also accepts Cognito access tokens (their client_id matches the audience), which carry no
  // email or account type: only ID tokens describe the caller, as the local gateway requires too.
  if (!caller || caller.tokenUse !== 'id') throw new Unauthorized();
  if (route.access === 'business' && caller.accountType !== 'business') {
    throw new Forbidden(apiMessages.forbiddenAccountType);
  }
};

/**
 * A deleted account's token is nobody's: 401, as for no token, on every signed-in route but the
 * one that serves it. Answers whether the caller's account is deleted (for that one route).
 */
const checkDeletedAccount = async (
  route: RouteDefinition,
  implementation: AnyRoute | undefined,
  caller: Caller | undefined,
  isDeleted: TableGuards['deletedAccountGuard'],
): Promise<boolean> => {
  if (route.access === 'public' || !caller) return false;
  const deleted = await isDeleted(caller.userId);
  if (deleted && !implementation?.servesDeletedAccount) throw new Unauthorized();
  return deleted;
};

export const createGroupHandler = (
  group: EndpointGroup,
  implementations: GroupRoutes,
  { rateGuard, deletedAccountGuard, idempotencyStore }: TableGuards,
) => {
  // Public routes that read an optional token (search, the contact form) refuse the same tokens.
  refuseDeletedAccounts(deletedAccountGuard);
  const definitions = new Map(routesOfGroup(group).map((r) => [routeKey(r), r]));
  for (const key of Object.keys(implementations)) {
    // A typo in a route key would silently never run: fail when the Lambda loads instead.
    if (!definitions.has(key))
      throw new Error(`Route "${key}" is not in the ${group} group's route table`);
    if (definitions.get(key)?.replayable && !idempotencyStore)
      throw new Error(
        `Route "${key}" is replayable: the ${group} group needs an idempotency store`,
      );
  }

  const dispatch = async (event: HttpEvent): Promise<APIGatewayProxyStructuredResultV2> => {
    checkEdge(event);
    const definition = definitions.get(event.routeKey);
    if (!definition) throw new NotFound();
    const caller = callerFromEvent(event);
    checkAccess(definition, caller);
    const implementation = implementations[event.routeKey];
    // Before anything is counted or written: a deleted account's request leaves nothing behind
    // that names it (not even a rate counter).
    const deleted = await checkDeletedAccount(
      definition,
      implementation,
      caller,
      deletedAccountGuard,
    );
    if (!implementation) throw new NotImplemented();
    // Counted before the input is read: a flood of malformed requests is still a flood. Past the
    // limit the route never runs, so nothing is written. A deleted account is counted as the
    // address it calls from, as a guest is.
    await limitRate(event.routeKey, deleted ? undefined : caller, event, rateGuard);
    if (implementation.staffOnly) requireSupportStaff(caller);
    const { body, params, query } = validateInput(implementation, event);
    // After every check above: a request refused there leaves no key behind.
    return runReplayable(definition, caller, event, idempotencyStore, () =>
      implementation.handle({ body, params, query, caller, event }),
    );
  };

  const handler = middy<HttpEvent, APIGatewayProxyStructuredResultV2, Error, Context>()
    // First in, so its flush runs last: after the error mapping below has counted a refusal.
    .use(publishMetricsMiddleware())
    .use({
      before: ({ event, context }) => {
        logger.addContext(context);
        logger.appendKeys({ routeKey: event.routeKey, requestId: event.requestContext.requestId });
      },
      onError: (request) => {
        const refusal = refusalMetricOf(request.error);
        if (refusal) countMetric(refusal);
        request.response = errorResponse(request.error);
      },
    })
    .handler(dispatch);
  // The routes travel with the handler, so a test can walk every route's schemas from the same
  // modules the gateway runs, instead of a list kept by hand beside them.
  return Object.assign(handler, { routeImplementations: implementations });
};
