/**
 * API Gateway HTTP API payload format 2.0, both ways: the event a Lambda receives and the
 * mapping of what it returns to an HTTP response. Pure, so the gateway's fidelity is unit-tested.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';

export const LOCAL_ACCOUNT_ID = '000000000000';
export const LOCAL_API_ID = 'local';

export interface ApiRequest {
  readonly method: string;
  /** The request target as sent: path plus optional query. */
  readonly url: string;
  readonly httpVersion: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer | undefined;
  readonly sourceIp: string;
}

export interface ApiEventInput {
  readonly request: ApiRequest;
  readonly routeKey: string;
  readonly pathParameters: Record<string, string>;
  /** JWT claims when the route has the authorizer; undefined for public routes. */
  readonly claims: Record<string, unknown> | undefined;
  readonly requestId: string;
  readonly now: Date;
}

/** Content types API Gateway passes as text; everything else reaches the Lambda base64-encoded. */
export const isTextContentType = (contentType: string | undefined): boolean => {
  if (!contentType) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/graphql'
  );
};

/** API Gateway hands the authorizer's claims over as strings (numbers, booleans, arrays too). */
export const stringifyClaims = (claims: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(claims).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? `[${value.map(String).join(' ')}]`
          : typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : String(value),
    ]),
  );

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** `12/Mar/2020:19:03:58 +0000`, the format of requestContext.time. */
export const formatRequestTime = (d: Date): string =>
  `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;

const decodeQueryComponent = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

export const buildApiEvent = ({
  request,
  routeKey,
  pathParameters,
  claims,
  requestId,
  now,
}: ApiEventInput): APIGatewayProxyEventV2WithJWTAuthorizer => {
  const queryIndex = request.url.indexOf('?');
  const rawPath = queryIndex === -1 ? request.url : request.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : request.url.slice(queryIndex + 1);

  // Lower-case names, repeated headers comma-joined; cookies move to their own field. Names and
  // query keys are the client's (`__proto__`, `constructor`): gathered in Maps and made own
  // properties by Object.fromEntries, never looked up on a plain object.
  const headerMap = new Map<string, string>();
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') {
      cookies = joined
        .split(';')
        .map((c) => c.trim())
        .filter((c) => c !== '');
      continue;
    }
    headerMap.set(name, joined);
  }
  const headers: Record<string, string> = Object.fromEntries(headerMap);

  const queryMap = new Map<string, string>();
  for (const pair of rawQueryString.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodeQueryComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = decodeQueryComponent(eq === -1 ? '' : pair.slice(eq + 1));
    const earlier = queryMap.get(key);
    queryMap.set(key, earlier === undefined ? value : `${earlier},${value}`);
  }
  const query: Record<string, string> = Object.fromEntries(queryMap);

  const hasBody = request.body !== undefined && request.body.length > 0;
  const isBase64Encoded = hasBody && !isTextContentType(headerMap.get('content-type'));
  const host = headerMap.get('host') ?? 'localhost';
  const domainName = host.replace(/:\d+$/, '');
  const method = request.method.toUpperCase();

  const event = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryMap.size > 0 ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_API_ID,
      ...(claims ? { authorizer: { jwt: { claims: stringifyClaims(claims), scopes: null } } } : {}),
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method,
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.sourceIp,
        userAgent: headerMap.get('user-agent') ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody && request.body
      ? { body: request.body.toString(isBase64Encoded ? 'base64' : 'utf8') }
      : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    isBase64Encoded,
  };
  // Public routes have no authorizer on AWS either; the type insists on one, the wire does not.
  return event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
};

export interface HttpResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly cookies: readonly string[];
  readonly body: Buffer;
}

const isStructured = (result: unknown): result is APIGatewayProxyStructuredResultV2 =>
  typeof result === 'object' && result !== null && 'statusCode' in result;

/**
 * What API Gateway makes of a Lambda's answer (payload 2.0): a structured result as given,
 * anything else (object, string, number) as a 200 JSON body.
 */
export const toHttpResponse = (result: unknown): HttpResponse => {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body, 'utf8'),
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    headers[name.toLowerCase()] = String(value);
  }
  const rawBody = result.body ?? '';
  const body = Buffer.from(rawBody, result.isBase64Encoded ? 'base64' : 'utf8');
  if (body.length > 0 && !headers['content-type']) headers['content-type'] = 'application/json';
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body,
  };
};
