import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { z } from 'zod';
import type { FieldErrors } from '@shop-scanner/shared/api-errors';
import { Forbidden } from '../errors';
import type { Caller } from './caller';
import type { HttpResult } from './responses';

export interface RouteInput<TBody, TParams, TQuery> {
  readonly body: TBody;
  readonly params: TParams;
  readonly query: TQuery;
  /** Present on signed-in and business routes (the adapter guarantees it there). */
  readonly caller: Caller | undefined;
  readonly event: APIGatewayProxyEventV2WithJWTAuthorizer;
}

/**
 * One route's implementation: the zod schemas of what it accepts, and the function that does the
 * work. The adapter validates with the schemas before calling `handle`, so `handle` only ever sees
 * well-formed input.
 */
/** A fixed 400 message, or one chosen from the failing fields. */
export type InvalidMessage = string | ((fieldErrors: FieldErrors) => string);

export interface RouteImplementation<TBody = unknown, TParams = unknown, TQuery = unknown> {
  readonly body?: z.ZodType<TBody>;
  readonly params?: z.ZodType<TParams>;
  readonly query?: z.ZodType<TQuery>;
  /**
   * The 400 answer's message when the input fails validation (the field errors still follow).
   * Default 'Invalid input'; a route whose spec names its own text (an invalid barcode) sets it,
   * or picks it from the failing fields when the spec's text depends on how the field failed.
   */
  readonly invalidMessage?: InvalidMessage;
  /**
   * The route still serves a caller whose account is deleted or being deleted (every other
   * signed-in route answers them 401): only the deletion itself, so that calling it again finishes
   * what is left instead of being refused.
   */
  readonly servesDeletedAccount?: boolean;
  /**
   * A route of the support staff: anyone else gets 403 before the input is read, so a caller
   * outside the staff learns nothing about what the route would accept.
   */
  readonly staffOnly?: boolean;
  handle(input: RouteInput<TBody, TParams, TQuery>): Promise<HttpResult>;
}

/** Identity function that lets TypeScript infer body/params/query types from the schemas. */
export const defineRoute = <TBody = undefined, TParams = undefined, TQuery = undefined>(
  route: RouteImplementation<TBody, TParams, TQuery>,
): RouteImplementation<TBody, TParams, TQuery> => route;

/** A route that needs a caller: narrows `caller` for routes whose access is signed-in or business. */
export const requireCaller = (caller: Caller | undefined): Caller => {
  if (!caller) throw new Error('A signed-in route ran without a verified caller');
  return caller;
};

/** Not a spec text: a staff route called by someone outside the support staff group. */
export const supportStaffOnlyMessage = 'This area is for support staff only';

/**
 * A route of the support staff: the caller's ID token must carry the staff group (the JWT
 * authorizer cannot test a group, so the handler does, as for business accounts); else 403.
 */
export const requireSupportStaff = (caller: Caller | undefined): Caller => {
  const staff = requireCaller(caller);
  if (!staff.isSupportStaff) throw new Forbidden(supportStaffOnlyMessage);
  return staff;
};
