/**
 * No input, however long, stalls the server (design rule 15): through the local gateway to the
 * real handlers, every text field of every route (found by walking the route table and the
 * handlers' schemas, route-inputs.ts) gets a value far past its limit, and the answer is a 400
 * naming the field, as fast as a bare 400 of the same size on the same route.
 *
 * Timing is a ratio against a baseline measured in the same run, never an absolute time: the
 * baseline sends the same bytes to the same route, shaped so that it is refused before any field
 * is read (a JSON array where an object is wanted; a query parameter the route does not take).
 * Each side is the fastest of a few interleaved tries, so a busy moment of the shared machine
 * spoils neither. A rule that cost the square of the length (a password of 60,000 characters
 * took 2.9 s) would be thousands of times slower than its baseline at 1 MB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, type RouteDefinition } from '@shop-scanner/shared/routes';
import type { App } from '../../local/src/local-stack';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
import { emulators, signUpAndSignIn, startTestApp } from '../../local/test/stack';
import { routeTextFields, valueAt, type TextField } from './route-inputs';

/** 1 MB of text: within the API's 1 MiB body limit, with room for the field's name around it. */
const BODY_TEXT = 'x'.repeat(1_000_000);
/**
 * The longest value a query string or path carries here: the local gateway (Node's HTTP server)
 * takes 16 KiB of request line and headers, the bearer token included; API Gateway takes about
 * as much. A longer URL never reaches a handler (checked below on its own).
 */
const URL_TEXT = 'x'.repeat(8_000);
/** How much slower than its baseline an oversized field may be answered. */
const MAX_RATIO = 3;
const TRIES = 3;

let app: App;
const tokens: { consumer?: string; business?: string } = {};
// Guests' requests come from an address of their own, so they spend no other test's allowance.
const guestAddress = freshLoopbackAddress();

const fields = await routeTextFields();

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
  const { userPoolClientId } = emulators().ids;
  tokens.consumer = (await signUpAndSignIn(app.url, userPoolClientId)).IdToken;
  tokens.business = (
    await signUpAndSignIn(app.url, userPoolClientId, {
      'custom:accountType': 'business',
      'custom:businessName': 'Corner Shop',
    })
  ).IdToken;
});
afterAll(async () => {
  await app?.stop();
});

const tokenFor = (route: RouteDefinition): string | undefined =>
  route.access === 'public'
    ? undefined
    : route.access === 'business'
      ? tokens.business
      : tokens.consumer;

interface Probe {
  readonly route: RouteDefinition;
  readonly path: string;
  readonly body?: string;
}

const send = async ({ route, path, body }: Probe) => {
  const token = tokenFor(route);
  const started = performance.now();
  const answer = await requestFrom(guestAddress, `${app.url}${path}`, {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
  return { ...answer, ms: performance.now() - started };
};

/** The route's path with its parameters filled: the field's own with `value`, others plainly. */
const pathOf = (route: RouteDefinition, values: Readonly<Record<string, string>> = {}) =>
  route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? 'p-1'),
  );

/**
 * A route that refuses an unknown query parameter before reading anything: the baseline of a
 * path parameter, whose own route may well find a short plain value and answer 404 or 200.
 */
const strictQueryRoute = (): RouteDefinition => {
  const search = fields.find((f) => routeKey(f.route) === 'GET /api/products/search');
  if (!search) throw new Error('GET /api/products/search takes no query string any more');
  return search.route;
};

/** The oversized request for a field, and its baseline: the same size, refused unread. */
const probesOf = (field: TextField): { probe: Probe; baseline: Probe } => {
  const { route, part, path } = field;
  const name = String(path[0]);
  switch (part) {
    case 'body':
      return {
        probe: { route, path: pathOf(route), body: JSON.stringify(valueAt(path, BODY_TEXT)) },
        baseline: { route, path: pathOf(route), body: JSON.stringify([BODY_TEXT]) },
      };
    case 'query':
      return {
        probe: { route, path: `${pathOf(route)}?${name}=${URL_TEXT}` },
        baseline: { route, path: `${pathOf(route)}?${'z'.repeat(name.length)}=${URL_TEXT}` },
      };
    case 'path': {
      const probePath = pathOf(route, { [name]: URL_TEXT });
      const other = strictQueryRoute();
      const padding = 'z'.repeat(Math.max(1, probePath.length - other.path.length - 3));
      return {
        probe: { route, path: probePath },
        baseline: { route: other, path: `${other.path}?u=${padding}` },
      };
    }
  }
};

/** Fastest of a few interleaved tries of each: the probe's answers, and both best times. */
const measure = async (probe: Probe, baseline: Probe) => {
  const probeTimes: number[] = [];
  const baselineTimes: number[] = [];
  let last: Awaited<ReturnType<typeof send>> | undefined;
  let baselineStatus = 0;
  for (let i = 0; i < TRIES; i += 1) {
    const base = await send(baseline);
    baselineStatus = base.status;
    baselineTimes.push(base.ms);
    last = await send(probe);
    probeTimes.push(last.ms);
  }
  return {
    answer: last!,
    baselineStatus,
    probeMs: Math.min(...probeTimes),
    baselineMs: Math.min(...baselineTimes),
  };
};

describe('the walk', () => {
  it('covers the body, the query string and the path of many routes', () => {
    const parts = new Set(fields.map((f) => f.part));
    const routesCovered = new Set(fields.map((f) => routeKey(f.route)));

    expect([...parts].sort()).toEqual(['body', 'path', 'query']);
    expect(routesCovered.size).toBeGreaterThan(20);
  });
});

describe.each(fields.map((f) => [routeKey(f.route), f.errorKey, f] as const))(
  '%s %s',
  (_route, errorKey, field) => {
    it('answers an oversized value with a 400 naming it, as fast as a bare 400', async () => {
      // Prepare
      const { probe, baseline } = probesOf(field);

      // Act
      const measured = await measure(probe, baseline);

      // Assess
      const detail = `${measured.answer.status} ${measured.answer.text.slice(0, 300)}`;
      expect(measured.answer.status, detail).toBe(400);
      expect(Object.keys(measured.answer.body?.fieldErrors ?? {}), detail).toContain(errorKey);
      expect(measured.baselineStatus, 'the baseline is a bare 400').toBe(400);
      const ratio = measured.probeMs / measured.baselineMs;
      expect(
        ratio,
        `${measured.probeMs.toFixed(1)} ms against ${measured.baselineMs.toFixed(1)} ms`,
      ).toBeLessThanOrEqual(MAX_RATIO);
    });
  },
);

describe('a URL longer than the HTTP layer carries', () => {
  it('is refused by the server before any route runs, and the server keeps answering', async () => {
    // Prepare
    const route = fields.find((f) => f.part === 'query')!.route;

    // Act
    const answer = await send({ route, path: `${pathOf(route)}?query=${BODY_TEXT}` });
    const after = await send({ route, path: pathOf(route) });

    // Assess: 431 (request header fields too large) or 414 (URI too long), never a 5xx.
    expect([414, 431]).toContain(answer.status);
    expect(after.status).toBeLessThan(500);
  });
});

describe('the probes of the report', () => {
  const login = fields.find((f) => routeKey(f.route) === 'POST /auth/login')!.route;

  it('POST /auth/login with a 150,000-character password is a 400, not a 500', async () => {
    const answer = await send({
      route: login,
      path: '/auth/login',
      body: JSON.stringify({ email: 'shopper@example.com', password: 'Aa1'.repeat(50_000) }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      password: ['Password must be at most 256 characters'],
    });
  });

  it('POST /auth/register with a 60,000-character password is answered at once', async () => {
    const register = fields.find((f) => routeKey(f.route) === 'POST /auth/register')!.route;
    const body = (password: string) =>
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', type: 'consumer', password });

    const measured = await measure(
      { route: register, path: '/auth/register', body: body('a'.repeat(60_000)) },
      { route: register, path: '/auth/register', body: JSON.stringify(['a'.repeat(60_000)]) },
    );

    expect(measured.answer.status).toBe(400);
    expect(measured.probeMs / measured.baselineMs).toBeLessThanOrEqual(MAX_RATIO);
  });
});
