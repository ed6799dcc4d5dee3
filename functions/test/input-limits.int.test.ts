/**
 * No input, however long, stalls the server (design rule 15): through the local gateway to the
 * real handlers, every text field of every route (found by walking the route table and the
 * handlers' schemas, route-inputs.ts) gets a value far past its limit, and the answer is a 400
 * naming the field, as fast as a bare 400 on the same route.
 *
 * Timing is a ratio against a baseline measured in the same run, never an absolute time. A body
 * field's baseline sends the same bytes shaped so that they are refused before any field is read
 * (a JSON array where an object is wanted); a query or path field's, a value just over the
 * field's limit. Each side is the fastest of a few interleaved tries, so a busy moment of the
 * shared machine spoils neither. A rule that cost the square of the length (a password of 60,000
 * characters took 2.9 s) would be thousands of times slower than its baseline at 1 MB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '@shop-scanner/shared/plans';
import { routeKey, type RouteDefinition } from '@shop-scanner/shared/routes';
import type { App } from '../../local/src/local-stack';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
import {
  emulators,
  signInAsSupportStaff,
  signUpAndSignIn,
  startTestApp,
} from '../../local/test/stack';
import { scanRouteKeys } from '../src/lib/http/rate-limit-rules';
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
const TRIES = 7;
/**
 * A scan (the barcode lookup) also counts in the free plan's scans a minute: its probes come
 * from a shopper of their own, with as many tries as fit under that limit.
 */
const SCAN_TRIES = Math.min(TRIES, Math.floor((plans.free.rateLimits.scansPerMinute - 1) / 2));

/**
 * Shoppers the consumer routes' probes take turns between, a field each: every field's probes
 * and baseline come from one caller (the ratio compares like with like), and no shopper reaches
 * the plan's API requests a minute however fast the machine sends them (some 1,600 requests in
 * all, 1,000 a minute each allowed).
 */
const CONSUMERS = 3;
const tokens: { consumers: string[]; business?: string; scanner?: string; staff?: string } = {
  consumers: [],
};
/** Whose turn it is among the consumers: counts the measurements and probes made. */
let turns = 0;
// Guests' requests come from an address of their own, so they spend no other test's allowance.
const guestAddress = freshLoopbackAddress();

// Started while the tests are collected: the handler modules read the environment the stack
// sets when they load, and the cases are made from their schemas.
process.env.OPEN_FACTS_BASE_URLS = '';
const app: App = await startTestApp();
const fields = await routeTextFields();
/** Staff routes refuse anyone else before reading the input: their probes come from staff. */
const staffRouteKeys = new Set(fields.filter((f) => f.staffOnly).map((f) => routeKey(f.route)));

beforeAll(async () => {
  const { userPoolClientId } = emulators().ids;
  for (let i = 0; i < CONSUMERS; i += 1) {
    tokens.consumers.push((await signUpAndSignIn(app.url, userPoolClientId)).IdToken);
  }
  tokens.scanner = (await signUpAndSignIn(app.url, userPoolClientId)).IdToken;
  const staff = await signUpAndSignIn(app.url, userPoolClientId);
  tokens.staff = await signInAsSupportStaff(app.url, staff.email);
  tokens.business = (
    await signUpAndSignIn(app.url, userPoolClientId, {
      'custom:accountType': 'business',
      'custom:businessName': 'Corner Shop',
    })
  ).IdToken;
});
/** Each field's ratio, summed up after the run: the figures this test is about. */
const ratios: number[] = [];

afterAll(async () => {
  await app.stop();
  if (ratios.length === 0) return;
  const sorted = [...ratios].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.info(
    `oversized field / bare 400, ${sorted.length} fields: median ${at(0.5).toFixed(2)}, ` +
      `90th percentile ${at(0.9).toFixed(2)}, worst ${sorted.at(-1)!.toFixed(2)}`,
  );
});

const tokenFor = (route: RouteDefinition, turn: number): string | undefined =>
  route.access === 'public'
    ? undefined
    : route.access === 'business'
      ? tokens.business
      : staffRouteKeys.has(routeKey(route))
        ? tokens.staff
        : scanRouteKeys.has(routeKey(route))
          ? tokens.scanner
          : tokens.consumers[turn % CONSUMERS];

interface Probe {
  readonly route: RouteDefinition;
  readonly path: string;
  readonly body?: string;
}

const send = async ({ route, path, body }: Probe, turn = turns++) => {
  const token = tokenFor(route, turn);
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
 * For a query or path field, a value the same check refuses at its smallest: one character over
 * the field's maximum (free text), or one letter where a number or a fixed word is wanted. The
 * same route and caller answer both, so the ratio is what the extra length costs, and nothing else.
 */
const justTooLong = (field: TextField): string => {
  if (field.kind !== 'text') return 'x';
  const result = field.schema.safeParse(valueAt(field.path, URL_TEXT));
  const tooBig = result.error?.issues.find((issue) => issue.code === 'too_big');
  if (tooBig?.code !== 'too_big') throw new Error(`${field.errorKey} has no maximum length`);
  return 'x'.repeat(Number(tooBig.maximum) + 1);
};

/** The oversized request for a field, and its baseline: a bare 400 from the same route. */
const probesOf = (field: TextField): { probe: Probe; baseline: Probe } => {
  const { route, part, path } = field;
  const name = String(path[0]);
  switch (part) {
    case 'body':
      // The same bytes, refused before any field is read: an array where an object is wanted.
      return {
        probe: { route, path: pathOf(route), body: JSON.stringify(valueAt(path, BODY_TEXT)) },
        baseline: { route, path: pathOf(route), body: JSON.stringify([BODY_TEXT]) },
      };
    case 'query':
      return {
        probe: { route, path: `${pathOf(route)}?${name}=${URL_TEXT}` },
        baseline: { route, path: `${pathOf(route)}?${name}=${justTooLong(field)}` },
      };
    case 'path':
      return {
        probe: { route, path: pathOf(route, { [name]: URL_TEXT }) },
        baseline: { route, path: pathOf(route, { [name]: justTooLong(field) }) },
      };
  }
};

/** Fastest of a few interleaved tries of each: the probe's answers, and both best times. */
const measure = async (probe: Probe, baseline: Probe) => {
  const probeTimes: number[] = [];
  const baselineTimes: number[] = [];
  let last: Awaited<ReturnType<typeof send>> | undefined;
  let baselineStatus = 0;
  const tries = scanRouteKeys.has(routeKey(probe.route)) ? SCAN_TRIES : TRIES;
  const turn = turns++;
  for (let i = 0; i < tries; i += 1) {
    const base = await send(baseline, turn);
    baselineStatus = base.status;
    baselineTimes.push(base.ms);
    last = await send(probe, turn);
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
      ratios.push(ratio);
      expect(
        ratio,
        `${measured.probeMs.toFixed(1)} ms against ${measured.baselineMs.toFixed(1)} ms`,
      ).toBeLessThanOrEqual(MAX_RATIO);
    });
  },
);

describe('a URL longer than the HTTP layer carries', () => {
  it('is cut off by the server before any route runs, and the server keeps answering', async () => {
    // Prepare
    const route = fields.find((f) => f.part === 'query')!.route;

    // Act: Node's HTTP server answers 431 and closes the connection while the request line is
    // still arriving, so the client sees the 431 or, as often, the connection reset.
    const answer = await send({ route, path: `${pathOf(route)}?query=${BODY_TEXT}` }).then(
      (a) => a.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    const after = await send({ route, path: `${pathOf(route)}?query=shampoo` });

    // Assess: never a 5xx, and the next request is served as usual.
    expect(['ECONNRESET', 'EPIPE', 414, 431]).toContain(answer);
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

  it('POST /api/store-analysis with ${7*7}{{7*7}} says Invalid URL format, no resolver code', async () => {
    const analysis = fields.find((f) => routeKey(f.route) === 'POST /api/store-analysis')!.route;

    const answer = await send({
      route: analysis,
      path: '/api/store-analysis',
      body: JSON.stringify({ url: '${7*7}{{7*7}}' }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Invalid URL format',
      fieldErrors: { url: ['Invalid URL format'] },
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
