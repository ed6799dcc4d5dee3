/**
 * The API Gateway HTTP API, locally: the shared route table, the JWT authorizer, the 6 MB
 * payload limit, a payload 2.0 event, and the endpoint group's handler called in-process.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';
import { routeKey, type EndpointGroup, type RouteDefinition } from '@shop-scanner/shared/routes';
import { buildApiEvent, toHttpResponse } from './api-event';
import type { JwtAuthorizer } from './jwt-authorizer';
import { invoke, type LambdaFunction } from './lambda-runtime';
import type { Log } from './log';
import { BodyTooLargeError, discardRest, readBody } from './read-body';
import { createRouteMatcher } from './route-matcher';

/**
 * Lambda's synchronous invocation payload limit (6 MB): API Gateway's HTTP API takes up to
 * 10 MB, but an event over 6 MB never reaches the function, and the caller gets a 413 from
 * the platform. This gateway plays the platform, so it cuts at the same place.
 *
 * The API's own answer to a large body is a different, smaller limit: the handlers refuse JSON
 * bodies over 1 MB with their own 413 (`MAX_BODY_BYTES` in functions/src/lib/http/json-body.ts).
 * Both exist on AWS, so both exist here: a body between 1 and 6 MB reaches the handler and is
 * refused by it (with the API's error shape), a body over 6 MB never reaches it.
 */
export const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;
/** API Gateway HTTP API's integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 30_000;

export interface GatewayOptions {
  readonly routes: readonly RouteDefinition[];
  /** Module entry (relative to functions/ or absolute) of each endpoint group's handler. */
  readonly handlerEntries: Readonly<Record<EndpointGroup, string>>;
  /** Late-bound so the gateway can be built before cognito-local has its pool. */
  readonly authorizer: () => JwtAuthorizer;
  readonly log: Log;
}

export type Gateway = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  requestId?: string,
) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(requestId ? { 'apigw-requestid': requestId } : {}),
    ...headers,
  });
  res.end(JSON.stringify(body));
};

/**
 * The headers as the edge passes them on: locally the gateway is the edge (CloudFront's part on
 * AWS), so it writes the viewer's address from the socket, never from what the client sent, and
 * drops any origin-verify header a client made up (CloudFront overwrites both the same way).
 * Guests' allowances and rate limits are keyed by this address: a client that forges the header
 * changes nothing.
 */
export const edgeHeaders = (
  headers: IncomingHttpHeaders,
  sourceIp: string,
): IncomingHttpHeaders => {
  const passed = new Map(Object.entries(headers));
  passed.delete(ORIGIN_VERIFY_HEADER);
  passed.set(VIEWER_IP_HEADER, sourceIp);
  return Object.fromEntries(passed);
};

/** The socket's peer address, an IPv4-mapped IPv6 one as plain IPv4. */
export const socketAddress = (req: IncomingMessage): string =>
  (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

export const isGatewayPath = (path: string): boolean =>
  path === '/api' || path === '/auth' || path.startsWith('/api/') || path.startsWith('/auth/');

/**
 * A path that looks like the API's without being under /api/ or /auth/ as the routes spell them:
 * `//api/x`, `/API/x`, `/%61pi/x`, `/./auth`. None is a route, and none is a page or a file of
 * the site either: it gets the API's JSON 404, never the site's text or index.html (the
 * distribution's SPA fallback function answers the same on AWS, infra/lib/spa-fallback-function.ts).
 */
export const looksLikeApiPath = (path: string): boolean => {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the path as sent.
  }
  const first = decoded
    .split(/[/\\]/)
    .find((segment) => segment !== '' && segment !== '.')
    ?.toLowerCase();
  return first === 'api' || first === 'auth';
};

export const createGateway = ({
  routes,
  handlerEntries,
  authorizer,
  log,
}: GatewayOptions): Gateway => {
  const match = createRouteMatcher(routes);

  return async (req, res) => {
    const started = Date.now();
    const requestId = randomUUID();
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const method = (req.method ?? 'GET').toUpperCase();
    const matched = match(method, path);

    if (matched.kind === 'not-found') {
      sendJson(res, 404, { message: 'Not Found' }, {}, requestId);
      return;
    }
    if (matched.kind === 'method-not-allowed') {
      sendJson(
        res,
        405,
        { message: 'Method Not Allowed' },
        { allow: matched.allow.join(', ') },
        requestId,
      );
      return;
    }
    const { route, pathParameters } = matched;

    let claims: Record<string, unknown> | undefined;
    if (route.access !== 'public') {
      claims = (await authorizer()(req.headers.authorization)) ?? undefined;
      if (!claims) {
        sendJson(
          res,
          401,
          { message: 'Unauthorized' },
          { 'www-authenticate': 'Bearer' },
          requestId,
        );
        discardRest(req);
        return;
      }
    }

    let body: Buffer;
    try {
      body = await readBody(req, MAX_PAYLOAD_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        sendJson(
          res,
          413,
          { message: 'Request Entity Too Large' },
          { connection: 'close' },
          requestId,
        );
        discardRest(req);
        return;
      }
      throw error;
    }

    const key = routeKey(route);
    const sourceIp = socketAddress(req);
    const event = buildApiEvent({
      request: {
        method,
        url,
        httpVersion: req.httpVersion,
        headers: edgeHeaders(req.headers, sourceIp),
        body: body.length > 0 ? body : undefined,
        sourceIp,
      },
      routeKey: key,
      pathParameters,
      claims,
      requestId,
      now: new Date(started),
    });
    const fn: LambdaFunction = {
      name: `shop-scanner-${route.group}`,
      entry: handlerEntries[route.group],
      timeoutMs: INTEGRATION_TIMEOUT_MS,
    };

    let result: unknown;
    let timer: NodeJS.Timeout | undefined;
    try {
      result = await Promise.race([
        invoke(fn, event, requestId),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new IntegrationTimeout()), INTEGRATION_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      if (error instanceof IntegrationTimeout) {
        log.error(`${key} timed out after ${INTEGRATION_TIMEOUT_MS} ms (${requestId})`);
        sendJson(res, 503, { message: 'Service Unavailable' }, {}, requestId);
      } else {
        // Like API Gateway: the client learns nothing about the failure, the log learns all.
        log.error(`${key} failed (${requestId})`, error);
        sendJson(res, 500, { message: 'Internal Server Error' }, {}, requestId);
      }
      return;
    } finally {
      clearTimeout(timer);
    }

    let response;
    try {
      response = toHttpResponse(result);
    } catch (error) {
      log.error(`${key} returned an answer API Gateway cannot send (${requestId})`, error);
      sendJson(res, 500, { message: 'Internal Server Error' }, {}, requestId);
      return;
    }
    res.statusCode = response.statusCode;
    for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
    if (response.cookies.length > 0) res.setHeader('set-cookie', [...response.cookies]);
    res.setHeader('apigw-requestid', requestId);
    res.setHeader('content-length', response.body.length);
    res.end(response.body);
    log.info(
      `${method} ${path} -> ${response.statusCode} ${route.group} ${Date.now() - started} ms`,
    );
  };
};

class IntegrationTimeout extends Error {}
