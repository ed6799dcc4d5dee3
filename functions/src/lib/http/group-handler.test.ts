import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerSchema } from '@shop-scanner/shared/user';
import {
  businessClaims,
  consumerClaims,
  httpEvent,
  lambdaContext,
  type HttpEventOptions,
} from '../../../test/http-event';
import { memoryIdempotencyStore } from '../../../test/memory-idempotency-store';
import { Conflict, Forbidden, NotFound, QuotaExceeded, TooManyRequests } from '../errors';
import { metrics } from '../metrics';
import { defineRoute } from './define-route';
import { createGroupHandler } from './group-handler';
import { checkEdge, limitRate } from './request-guards';
import { ok } from './responses';

// The guards read the environment, and the rate guard the table (tested against DynamoDB Local in
// the integration suite). Here they are stand-ins, to test where the adapter calls them.
vi.mock('./request-guards', () => ({ checkEdge: vi.fn(), limitRate: vi.fn(async () => {}) }));
const tableGuards = {
  rateGuard: vi.fn(async () => {}),
  deletedAccountGuard: vi.fn(async (_userId: string) => false),
  idempotencyStore: memoryIdempotencyStore().store,
};
beforeEach(() => {
  vi.mocked(checkEdge).mockReset();
  vi.mocked(limitRate).mockReset();
  tableGuards.deletedAccountGuard.mockReset();
  tableGuards.deletedAccountGuard.mockResolvedValue(false);
});

/** Names every plain object inherits: a client may send any of them as a field. */
const prototypeNames = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];

const authHandler = createGroupHandler(
  'auth',
  {
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
  },
  tableGuards,
);

const dashboardHandler = createGroupHandler(
  'dashboard',
  {
    'GET /api/dashboard': defineRoute({
      handle: async ({ caller }) => ok({ who: caller?.userId }),
    }),
  },
  tableGuards,
);

const productsHandler = createGroupHandler(
  'products',
  {
    'GET /api/products/{id}': defineRoute({
      params: z.object({ id: z.string().regex(/^p-\d+$/, 'Bad product id') }),
      handle: async ({ params }) => ok(params),
    }),
    'GET /api/products/search': defineRoute({
      query: z.strictObject({ q: z.string().optional() }),
      handle: async ({ query }) => ok(query),
    }),
    'GET /api/products/barcode/{barcode}': defineRoute({
      params: z.object({ barcode: z.string().regex(/^\d{8}$/, 'Bad barcode') }),
      invalidMessage: 'Invalid barcode format. Please try again.',
      handle: async ({ params }) => {
        throw new NotFound('Product Not Found', { barcode: params.barcode, message: 'ignored' });
      },
    }),
  },
  tableGuards,
);

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

  it('answers 403 on a staff route to anyone outside the staff before reading the input', async () => {
    const staffHandler = createGroupHandler(
      'support',
      {
        'PUT /api/support/staff/tickets/{id}/status': defineRoute({
          staffOnly: true,
          body: z.strictObject({ status: z.enum(['open', 'resolved']) }),
          handle: async ({ body }) => ok(body),
        }),
      },
      tableGuards,
    );
    const request = (claims: Record<string, string>, body: unknown) =>
      call(staffHandler, {
        routeKey: 'PUT /api/support/staff/tickets/{id}/status',
        claims,
        pathParameters: { id: 'SS-ABCDEFGH' },
        body: JSON.stringify(body),
      });
    const staffClaims = { ...consumerClaims, 'cognito:groups': '[support]' };

    const outsiderBadBody = await request(consumerClaims, { status: 'nonsense', extra: 1 });
    const staffBadBody = await request(staffClaims, { status: 'nonsense' });
    const staffGoodBody = await request(staffClaims, { status: 'resolved' });

    expect(outsiderBadBody.status).toBe(403);
    expect(staffBadBody.status).toBe(400);
    expect(staffGoodBody).toEqual({ status: 200, body: { status: 'resolved' } });
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

  it('answers the message a route picks from the failing fields', async () => {
    const handler = createGroupHandler(
      'store-analysis',
      {
        'POST /api/store-analysis/product-page': defineRoute({
          body: z.object({ url: z.string().min(1, 'Enter it').url('Malformed') }),
          invalidMessage: (fieldErrors) => fieldErrors['url']?.[0] ?? 'Invalid',
          handle: async () => ok({}),
        }),
      },
      tableGuards,
    );
    const post = (url: string) =>
      call(handler, {
        routeKey: 'POST /api/store-analysis/product-page',
        body: JSON.stringify({ url }),
        claims: consumerClaims,
      });

    const [empty, malformed] = [await post(''), await post('nope')];

    expect([empty.status, empty.body.message]).toEqual([400, 'Enter it']);
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Malformed']);
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

  it.each(prototypeNames)(
    'answers 400 naming a body field called %s, never a 500',
    async (name) => {
      // Written out: an object literal's `__proto__` would set the prototype, not add a field.
      const body = `${JSON.stringify(validRegistration).slice(0, -1)},"${name}":1}`;

      const answer = await call(authHandler, { routeKey: 'POST /auth/register', body });

      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fieldErrors as object)).toEqual([name]);
    },
  );

  it.each(prototypeNames)('answers 400 naming a query parameter called %s', async (name) => {
    const { status, body } = await call(productsHandler, {
      routeKey: 'GET /api/products/search',
      queryStringParameters: Object.fromEntries([[name, '1']]),
    });

    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors as object)).toEqual([`query.${name}`]);
  });

  it('checks the edge before anything else and runs no route for a direct call', async () => {
    vi.mocked(checkEdge).mockImplementation(() => {
      throw new Forbidden('Call the API through the site');
    });

    const { status } = await call(dashboardHandler, {
      routeKey: 'GET /api/dashboard',
      claims: businessClaims,
    });

    expect(status).toBe(403);
    expect(limitRate).not.toHaveBeenCalled();
  });

  it('limits the rate after the access check and before the input is read or the route runs', async () => {
    // Prepare
    const handle = vi.fn(async () => ok({}));
    const handler = createGroupHandler(
      'auth',
      {
        'POST /auth/register': defineRoute({ body: registerSchema, handle }),
      },
      tableGuards,
    );
    vi.mocked(limitRate).mockRejectedValue(new TooManyRequests('apiRequestsPerMinute', 17));

    // Act: a malformed body, which would be a 400 if it were read.
    const result = await handler(
      httpEvent({ routeKey: 'POST /auth/register', body: '{"name": ' }),
      lambdaContext,
    );
    const unauthenticated = await call(dashboardHandler, { routeKey: 'GET /api/dashboard' });

    // Assess
    expect(result.statusCode).toBe(429);
    expect(result.headers).toMatchObject({ 'retry-after': '17' });
    expect(JSON.parse(result.body ?? '')).toMatchObject({
      rateLimit: 'apiRequestsPerMinute',
      retryAfterSeconds: 17,
    });
    expect(handle).not.toHaveBeenCalled();
    expect(vi.mocked(limitRate).mock.calls[0]?.[0]).toBe('POST /auth/register');
    expect(vi.mocked(limitRate).mock.calls[0]?.[3]).toBe(tableGuards.rateGuard);
    // A refused token is the authorizer's 401, before any counting.
    expect(unauthenticated.status).toBe(401);
    expect(limitRate).toHaveBeenCalledTimes(1);
  });

  it("answers a deleted account's still-valid token 401 on a signed-in route, before it runs", async () => {
    // Prepare
    const handle = vi.fn(async () => ok({}));
    const handler = createGroupHandler(
      'dashboard',
      { 'GET /api/dashboard': defineRoute({ handle }) },
      tableGuards,
    );
    tableGuards.deletedAccountGuard.mockResolvedValue(true);

    // Act
    const { status } = await call(handler, {
      routeKey: 'GET /api/dashboard',
      claims: businessClaims,
    });

    // Assess
    expect(status).toBe(401);
    expect(handle).not.toHaveBeenCalled();
    expect(tableGuards.deletedAccountGuard).toHaveBeenCalledWith(businessClaims.sub);
    // Refused before it is counted: nothing naming the deleted account is written again.
    expect(limitRate).not.toHaveBeenCalled();
  });

  it('refuses a deleted account on a route not built yet too (401 before 501)', async () => {
    // Prepare
    const handler = createGroupHandler('dashboard', {}, tableGuards);
    tableGuards.deletedAccountGuard.mockResolvedValue(true);

    // Act
    const { status } = await call(handler, {
      routeKey: 'GET /api/dashboard',
      claims: businessClaims,
    });

    // Assess
    expect(status).toBe(401);
  });

  it('lets a deleted account reach only a route that serves it (the deletion, called again)', async () => {
    // Prepare
    const handler = createGroupHandler(
      'dashboard',
      {
        'GET /api/dashboard': defineRoute({
          servesDeletedAccount: true,
          handle: async () => ok({ served: true }),
        }),
      },
      tableGuards,
    );
    tableGuards.deletedAccountGuard.mockResolvedValue(true);

    // Act
    const { status } = await call(handler, {
      routeKey: 'GET /api/dashboard',
      claims: businessClaims,
    });

    // Assess
    expect(status).toBe(200);
  });

  it('never asks about deleted accounts on a public route, token or not', async () => {
    // Prepare
    tableGuards.deletedAccountGuard.mockResolvedValue(true);

    // Act
    const { status } = await call(productsHandler, {
      routeKey: 'GET /api/products/search',
      claims: businessClaims,
    });

    // Assess
    expect(status).toBe(200);
    expect(tableGuards.deletedAccountGuard).not.toHaveBeenCalled();
  });

  it('refuses at load time an implementation whose route key is not in the group', () => {
    expect(() =>
      createGroupHandler(
        'auth',
        { 'GET /auth/nope': defineRoute({ handle: async () => ok(1) }) },
        tableGuards,
      ),
    ).toThrow(/not in the auth group/);
  });
});

describe('group handler: refusals counted as business metrics', () => {
  const scanHandler = createGroupHandler(
    'products',
    {
      'GET /api/products/barcode/{barcode}': defineRoute({
        params: z.object({ barcode: z.string().regex(/^\d{8}$/, 'Bad barcode') }),
        handle: async () => {
          throw new QuotaExceeded('You have used all 2 scans of your plan this month.');
        },
      }),
      'GET /api/products/popular': defineRoute({ handle: async () => ok([]) }),
    },
    tableGuards,
  );
  const scan = (barcode: string) =>
    call(scanHandler, {
      routeKey: 'GET /api/products/barcode/{barcode}',
      pathParameters: { barcode },
      claims: consumerClaims,
    });

  /** The metrics this invocation handed to Powertools, as [name, unit, value]. */
  const watchMetrics = () => ({
    added: vi.spyOn(metrics, 'addMetric'),
    published: vi.spyOn(metrics, 'publishStoredMetrics'),
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['a used-up quota', () => scan('12345678'), 429, 'QuotaRefusals'],
    [
      'a rate limit',
      () => {
        vi.mocked(limitRate).mockRejectedValueOnce(new TooManyRequests('scansPerMinute', 30));
        return scan('12345678');
      },
      429,
      'RateRefusals',
    ],
    ['an invalid path field', () => scan('not-a-code'), 400, 'ValidationRefusals'],
    [
      'a malformed JSON body',
      () => call(authHandler, { routeKey: 'POST /auth/register', body: '{"name": ' }),
      400,
      'ValidationRefusals',
    ],
    [
      'a body that is not JSON',
      () =>
        call(authHandler, {
          routeKey: 'POST /auth/register',
          body: 'name=Ada',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      415,
      'ValidationRefusals',
    ],
  ])('counts %s once, by its kind, and publishes it', async (_, act, status, metric) => {
    // Prepare
    const { added, published } = watchMetrics();

    // Act
    const answer = await act();

    // Assess
    expect(answer.status).toBe(status);
    expect(added.mock.calls).toEqual([[metric, 'Count', 1]]);
    expect(published).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a served request', () => call(scanHandler, { routeKey: 'GET /api/products/popular' }), 200],
    [
      'a refusal of another kind (409)',
      () => call(authHandler, { routeKey: 'POST /auth/login', body: '{}' }),
      409,
    ],
    [
      'a fault (500)',
      () => call(authHandler, { routeKey: 'PUT /auth/me', claims: consumerClaims, body: '{}' }),
      500,
    ],
  ])(
    'counts nothing for %s, and publishes nothing (no empty-metrics warning)',
    async (_, act, status) => {
      // Prepare
      const { added, published } = watchMetrics();

      // Act
      const answer = await act();

      // Assess
      expect(answer.status).toBe(status);
      expect(added).not.toHaveBeenCalled();
      expect(published).not.toHaveBeenCalled();
    },
  );
});
