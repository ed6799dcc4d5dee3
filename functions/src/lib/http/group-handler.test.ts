import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerSchema } from '@shop-scanner/shared/user';
import {
  businessClaims,
  consumerClaims,
  httpEvent,
  lambdaContext,
  type HttpEventOptions,
} from '../../../test/http-event';
import { Conflict, NotFound } from '../errors';
import { defineRoute } from './define-route';
import { createGroupHandler } from './group-handler';
import { ok } from './responses';

const authHandler = createGroupHandler('auth', {
  'POST /auth/register': defineRoute({
    body: registerSchema,
    handle: async ({ body }) => ok({ received: body }),
  }),
  'PUT /auth/me': defineRoute({
    handle: async () => {
      throw new Error('database exploded at line 42');
    },
  }),
  'POST /auth/login': defineRoute({
    handle: async () => {
      throw new Conflict('Already there', { email: ['taken'] });
    },
  }),
});

const dashboardHandler = createGroupHandler('dashboard', {
  'GET /api/dashboard': defineRoute({ handle: async ({ caller }) => ok({ who: caller?.userId }) }),
});

const productsHandler = createGroupHandler('products', {
  'GET /api/products/{id}': defineRoute({
    params: z.object({ id: z.string().regex(/^p-\d+$/, 'Bad product id') }),
    handle: async ({ params }) => ok(params),
  }),
  'GET /api/products/barcode/{barcode}': defineRoute({
    params: z.object({ barcode: z.string().regex(/^\d{8}$/, 'Bad barcode') }),
    invalidMessage: 'Invalid barcode format. Please try again.',
    handle: async ({ params }) => {
      throw new NotFound('Product Not Found', { barcode: params.barcode, message: 'ignored' });
    },
  }),
});

const call = async (handler: typeof authHandler, options: HttpEventOptions) => {
  const result = await handler(httpEvent(options), lambdaContext);
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? 'null') as Record<string, unknown>,
  };
};

const validRegistration = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Secret123',
  type: 'consumer',
};

describe('group handler', () => {
  it('passes a valid body, trimmed and typed by the schema, to the route', async () => {
    const { status, body } = await call(authHandler, {
      routeKey: 'POST /auth/register',
      body: JSON.stringify({ ...validRegistration, name: '  Ada Lovelace ', businessName: '   ' }),
    });

    expect(status).toBe(200);
    expect(body.received).toEqual({ ...validRegistration, name: 'Ada Lovelace' });
  });

  it('answers 400 with the spec messages per field for missing and wrong-typed fields', async () => {
    const { status, body } = await call(authHandler, {
      routeKey: 'POST /auth/register',
      body: JSON.stringify({
        name: 'A',
        email: 'not-an-email',
        password: 'short',
        type: 'business',
      }),
    });

    expect(status).toBe(400);
    expect(body.message).toBe('Invalid input');
    expect(body.fieldErrors).toMatchObject({
      name: ['Name must be at least 2 characters'],
      email: ['Email is invalid'],
      businessName: ['Business name is required for businesses'],
    });
    expect((body.fieldErrors as Record<string, string[]>).password).toContain(
      'Password must be at least 8 characters',
    );
  });

  it('names unknown fields instead of ignoring them', async () => {
    const { status, body } = await call(authHandler, {
      routeKey: 'POST /auth/register',
      body: JSON.stringify({ ...validRegistration, isAdmin: true }),
    });

    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ isAdmin: ['Unknown field'] });
  });

  it('answers 400 for malformed JSON and for a JSON value of the wrong type', async () => {
    const malformed = await call(authHandler, {
      routeKey: 'POST /auth/register',
      body: '{"name": ',
    });
    const wrongType = await call(authHandler, { routeKey: 'POST /auth/register', body: '[1,2]' });

    expect(malformed).toEqual({ status: 400, body: { message: 'Request body is not valid JSON' } });
    expect(wrongType.status).toBe(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const { status } = await call(authHandler, {
      routeKey: 'POST /auth/register',
      body: 'name=Ada',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    expect(status).toBe(415);
  });

  it('answers 413 for a body over 1 MB, base64 or not', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const plain = await call(authHandler, { routeKey: 'POST /auth/register', body: big });
    const encoded = await call(authHandler, {
      routeKey: 'POST /auth/register',
      body: Buffer.from(big).toString('base64'),
      isBase64Encoded: true,
    });

    expect([plain.status, encoded.status]).toEqual([413, 413]);
  });

  it('answers 401 on a signed-in route when no verified claims arrived', async () => {
    const { status, body } = await call(authHandler, { routeKey: 'PUT /auth/me', body: '{}' });

    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 to a Cognito access token, which API Gateway lets through but describes nobody', async () => {
    const { status } = await call(dashboardHandler, {
      routeKey: 'GET /api/dashboard',
      claims: { ...businessClaims, token_use: 'access' },
    });

    expect(status).toBe(401);
  });

  it('does not read a body sent to a route that takes none', async () => {
    const { status, body } = await call(dashboardHandler, {
      routeKey: 'GET /api/dashboard',
      claims: businessClaims,
      body: 'not json at all',
      headers: { 'content-type': 'text/plain' },
    });

    expect(status).toBe(200);
    expect(body).toEqual({ who: businessClaims.sub });
  });

  it('answers 403 to a consumer on a business route and lets a business through', async () => {
    const consumer = await call(dashboardHandler, {
      routeKey: 'GET /api/dashboard',
      claims: consumerClaims,
    });
    const business = await call(dashboardHandler, {
      routeKey: 'GET /api/dashboard',
      claims: businessClaims,
    });

    expect(consumer.status).toBe(403);
    expect(business).toEqual({ status: 200, body: { who: businessClaims.sub } });
  });

  it('validates path parameters and reports them under path.*', async () => {
    const bad = await call(productsHandler, {
      routeKey: 'GET /api/products/{id}',
      pathParameters: { id: 'nope' },
    });
    const good = await call(productsHandler, {
      routeKey: 'GET /api/products/{id}',
      pathParameters: { id: 'p-7' },
    });

    expect(bad.body.fieldErrors).toEqual({ 'path.id': ['Bad product id'] });
    expect(good.body).toEqual({ id: 'p-7' });
  });

  it("answers a route's own 400 message when it names one, with the field errors", async () => {
    const { status, body } = await call(productsHandler, {
      routeKey: 'GET /api/products/barcode/{barcode}',
      pathParameters: { barcode: 'abc' },
      claims: consumerClaims,
    });

    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'Invalid barcode format. Please try again.',
      fieldErrors: { 'path.barcode': ['Bad barcode'] },
    });
  });

  it("adds a typed error's details to the answer without letting them replace its message", async () => {
    const { status, body } = await call(productsHandler, {
      routeKey: 'GET /api/products/barcode/{barcode}',
      pathParameters: { barcode: '12345678' },
      claims: consumerClaims,
    });

    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Product Not Found', barcode: '12345678' });
  });

  it('answers 501 for a route of the group that has no implementation yet', async () => {
    const { status } = await call(productsHandler, { routeKey: 'GET /api/products/popular' });

    expect(status).toBe(501);
  });

  it('answers 404 for a route key outside the group', async () => {
    const { status } = await call(productsHandler, { routeKey: 'GET /api/wishlist/items' });

    expect(status).toBe(404);
  });

  it('shows typed errors with their fields and hides unexpected ones behind a bare 500', async () => {
    const typed = await call(authHandler, { routeKey: 'POST /auth/login', body: '{}' });
    const unexpected = await call(authHandler, {
      routeKey: 'PUT /auth/me',
      body: '{}',
      claims: consumerClaims,
    });

    expect(typed).toEqual({
      status: 409,
      body: { message: 'Already there', fieldErrors: { email: ['taken'] } },
    });
    expect(unexpected).toEqual({ status: 500, body: { message: 'Internal Server Error' } });
  });

  it('refuses at load time an implementation whose route key is not in the group', () => {
    expect(() =>
      createGroupHandler('auth', { 'GET /auth/nope': defineRoute({ handle: async () => ok(1) }) }),
    ).toThrow(/not in the auth group/);
  });
});
