import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/local-stack';
import { MAX_PAYLOAD_BYTES } from '../src/gateway';
import { cognitoLocalKey, idTokenClaims, signJwt, strangerKey } from './fixtures/tokens';
import { allGroupsTo, emulators, signUpAndSignIn, startTestApp } from './stack';

let app: App;
const { cognitoEndpoint, ids } = emulators();
const issuer = `${cognitoEndpoint}/${ids.userPoolId}`;

beforeAll(async () => {
  app = await startTestApp({ handlerEntries: allGroupsTo('echo-handler.ts') });
});
afterAll(async () => {
  await app?.stop();
});

const get = (path: string, token?: string) =>
  fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the gateway authorizer', () => {
  const rejected = async (token: string | undefined) => {
    // Act
    const response = await get('/api/wishlist/items', token);
    // Assess
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  };

  it('rejects a request without a token', () => rejected(undefined));

  it('rejects a garbage token', () => rejected('not.a.jwt'));

  it('rejects an expired token signed with the pool key', async () => {
    // Prepare
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = signJwt(
      idTokenClaims(issuer, ids.userPoolClientId, { iat: past, auth_time: past, exp: past + 3600 }),
      cognitoLocalKey(),
    );
    await rejected(token);
  });

  it('rejects a token of another issuer, even signed with the pool key', async () => {
    const token = signJwt(
      idTokenClaims(`${cognitoEndpoint}/local_other`, ids.userPoolClientId),
      cognitoLocalKey(),
    );
    await rejected(token);
  });

  it('rejects a token for another client', async () => {
    const token = signJwt(idTokenClaims(issuer, 'another-client'), cognitoLocalKey());
    await rejected(token);
  });

  it('rejects a token signed by another key', async () => {
    const token = signJwt(idTokenClaims(issuer, ids.userPoolClientId), strangerKey());
    await rejected(token);
  });

  it('rejects an access token (the API takes ID tokens)', async () => {
    const { AccessToken } = await signUpAndSignIn(app.url, ids.userPoolClientId);
    await rejected(AccessToken);
  });

  it('rejects a pool-signed token for the client whose token_use is not id', async () => {
    const token = signJwt(
      idTokenClaims(issuer, ids.userPoolClientId, { token_use: 'access' }),
      cognitoLocalKey(),
    );
    await rejected(token);
  });

  it('accepts a well-formed token signed with the pool key (the check is the signature, not the origin)', async () => {
    // Prepare: proves the rejections above are about expiry, issuer and key, not about hand-made tokens.
    const token = signJwt(idTokenClaims(issuer, ids.userPoolClientId), cognitoLocalKey());
    // Act
    const response = await get('/api/wishlist/items', token);
    // Assess
    expect(response.status).toBe(200);
  });

  it('passes a real ID token and hands its claims to the handler as strings', async () => {
    // Prepare
    const { IdToken, email } = await signUpAndSignIn(app.url, ids.userPoolClientId, {
      'custom:accountType': 'business',
      'custom:businessName': 'Acme',
    });
    // Act
    const response = await get('/api/products/barcode/0123456789012?x=1&x=2&q=a%20b', IdToken);
    // Assess
    expect(response.status).toBe(200);
    const { event } = (await response.json()) as { event: APIGatewayProxyEventV2WithJWTAuthorizer };
    const claims = event.requestContext.authorizer.jwt.claims as Record<string, string>;
    expect(claims.email).toBe(email);
    expect(claims['custom:accountType']).toBe('business');
    expect(claims.token_use).toBe('id');
    expect(claims.exp).toMatch(/^\d+$/);
    expect(claims.email_verified).toBe('true');
    expect(event.routeKey).toBe('GET /api/products/barcode/{barcode}');
    expect(event.pathParameters).toEqual({ barcode: '0123456789012' });
    expect(event.queryStringParameters).toEqual({ x: '1,2', q: 'a b' });
    expect(event.rawQueryString).toBe('x=1&x=2&q=a%20b');
    expect(event.version).toBe('2.0');
    expect(event.requestContext.stage).toBe('$default');
    expect(event.headers.authorization).toBe(`Bearer ${IdToken}`);
  });
});

describe('the gateway routing and payloads', () => {
  it('answers 404 for a path outside the route table', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const response = await fetch(`${app.url}/api/wishlist/stats`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ message: 'Method Not Allowed' });
  });

  it('prefers the literal route over the parameter', async () => {
    const response = await get('/api/products/search?q=milk');
    const { event } = (await response.json()) as { event: APIGatewayProxyEventV2WithJWTAuthorizer };
    expect(event.routeKey).toBe('GET /api/products/search');
    expect(event.pathParameters).toBeUndefined();
    // Public route: no authorizer context, like API Gateway.
    expect(event.requestContext.authorizer).toBeUndefined();
  });

  it('sends a structured result with headers and cookies', async () => {
    const response = await get('/api/products/abc%20def');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-function-name')).toBe('shop-scanner-products');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const { event } = (await response.json()) as { event: APIGatewayProxyEventV2WithJWTAuthorizer };
    expect(event.pathParameters).toEqual({ id: 'abc def' });
  });

  it('sends a plain object result as 200 JSON', async () => {
    const response = await get('/api/products/popular');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ plain: 'object' });
  });

  it('passes a JSON body as text and a binary body as base64', async () => {
    const json = await fetch(`${app.url}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"é"}',
    });
    const jsonEvent = ((await json.json()) as { event: APIGatewayProxyEventV2WithJWTAuthorizer })
      .event;
    expect(jsonEvent.body).toBe('{"name":"é"}');
    expect(jsonEvent.isBase64Encoded).toBe(false);

    const bytes = Buffer.from([0, 1, 2, 255]);
    const binary = await fetch(`${app.url}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    const binaryEvent = (
      (await binary.json()) as { event: APIGatewayProxyEventV2WithJWTAuthorizer }
    ).event;
    expect(binaryEvent.isBase64Encoded).toBe(true);
    expect(Buffer.from(binaryEvent.body ?? '', 'base64')).toEqual(bytes);
  });

  it('answers 413 for a body over 6 MB', async () => {
    const response = await fetch(`${app.url}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(MAX_PAYLOAD_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request Entity Too Large' });
  });

  it('accepts a body of exactly 6 MB', async () => {
    const response = await fetch(`${app.url}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(MAX_PAYLOAD_BYTES),
    });
    expect(response.status).toBe(200);
  });

  it('answers a generic 500 when the handler throws, without its details', async () => {
    const response = await fetch(`${app.url}/api/support/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"throw":true}',
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal Server Error' });
    expect(text).not.toContain('secret');
  });
});
