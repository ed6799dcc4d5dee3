/**
 * Bad input named after object prototype members, on every route of the route table (where a
 * careless lookup finds a function): each name as a body field and as a query parameter, and as
 * every path parameter, through the local gateway to the real handlers. A field named `constructor`
 * or `__proto__` is a field like any other: refused with 400 naming it, or ignored by a route that
 * reads no body, and never a 500. Signed-in routes are called with a valid token, so the input
 * reaches the handler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, routeKey, type RouteDefinition } from '@shop-scanner/shared/routes';
import type { App } from '../../local/src/local-stack';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
import {
  emulators,
  signInAsSupportStaff,
  signUpAndSignIn,
  startTestApp,
} from '../../local/test/stack';
import { loadRouteImplementations } from './route-inputs';

const prototypeNames = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];

let app: App;
const tokens: { consumer?: string; business?: string; staff?: string } = {};
/** Staff routes refuse anyone else before reading the input: they are called as staff. */
let staffRouteKeys = new Set<string>();
// Guests' requests come from an address of their own, so they spend no other test's allowance.
const guestAddress = freshLoopbackAddress();

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
  const { userPoolClientId } = emulators().ids;
  tokens.consumer = (await signUpAndSignIn(app.url, userPoolClientId)).IdToken;
  const staff = await signUpAndSignIn(app.url, userPoolClientId);
  tokens.staff = await signInAsSupportStaff(app.url, staff.email);
  staffRouteKeys = new Set(
    [...(await loadRouteImplementations())]
      .filter(([, implementation]) => implementation.staffOnly)
      .map(([key]) => key),
  );
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
      : staffRouteKeys.has(routeKey(route))
        ? tokens.staff
        : tokens.consumer;

/** The route's path with every parameter filled in. */
const pathOf = (route: RouteDefinition, value: string) =>
  route.path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

const send = async (route: RouteDefinition, path: string, body?: string) => {
  const token = tokenFor(route);
  const answer = await requestFrom(guestAddress, `${app.url}${path}`, {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
  return answer;
};

const isFault = (status: number) => status >= 500 && status !== 501;

/**
 * The same route without the names: a route whose outside service is not running in this test
 * app (Stripe's stand-in, say) fails with or without them, and that is not the input's doing.
 */
const baselines = new Map<string, Promise<number>>();
const baselineStatus = (route: RouteDefinition): Promise<number> => {
  const key = routeKey(route);
  let status = baselines.get(key);
  if (!status) {
    status = send(route, pathOf(route, 'p-1')).then((a) => a.status);
    baselines.set(key, status);
  }
  return status;
};

/**
 * Never a server fault caused by the names: an answer below 500 (or 501, an honest 'not yet'),
 * with a JSON message when it is an error; where the route fails without the names too, the
 * names change nothing.
 */
const expectNoFault = async (
  route: RouteDefinition,
  answer: Awaited<ReturnType<typeof send>>,
  label: string,
) => {
  const detail = `${label}: ${answer.status} ${answer.text}`;
  const baseline = await baselineStatus(route);
  if (isFault(baseline)) expect(answer.status, detail).toBe(baseline);
  else expect(isFault(answer.status), detail).toBe(false);
  if (answer.status >= 400) expect(typeof answer.body?.message, detail).toBe('string');
};

const cases = routes.flatMap((route) =>
  prototypeNames.map((name) => [routeKey(route), name, route] as const),
);

describe.each(cases)('%s with %s', (key, name, route) => {
  it('as a body field', async () => {
    // Written out: an object literal's `__proto__` would set the prototype, not add a field.
    const answer = await send(route, pathOf(route, 'p-1'), `{"${name}":1}`);

    await expectNoFault(route, answer, `${key} body ${name}`);
  });

  it('as a query parameter and as the path parameters', async () => {
    const answer = await send(route, `${pathOf(route, name)}?${name}=1`);

    await expectNoFault(route, answer, `${key} query ${name}`);
  });
});

it('finds almost every route working without the names (the baseline is not a blanket excuse)', async () => {
  const faults = [];
  for (const route of routes)
    if (isFault(await baselineStatus(route))) faults.push(routeKey(route));

  // Only routes that call Stripe may fail here, when its stand-in is not part of the test app.
  expect(faults.filter((key) => !/payment|billing|subscriptions|checkout/.test(key))).toEqual([]);
});

describe('the two probes of the report', () => {
  it.each(prototypeNames)(
    'POST /auth/login with "%s":1 is a 400 naming the field',
    async (name) => {
      const route = routes.find((r) => routeKey(r) === 'POST /auth/login')!;

      const answer = await send(
        route,
        '/auth/login',
        `{"email":"a@example.com","password":"secret1","${name}":1}`,
      );

      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fieldErrors)).toEqual([name]);
    },
  );

  it.each(prototypeNames)(
    'GET /api/products/search?%s=1 is a 400 naming the parameter',
    async (name) => {
      const route = routes.find((r) => routeKey(r) === 'GET /api/products/search')!;

      const answer = await send(route, `/api/products/search?query=milk&${name}=1`);

      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fieldErrors)).toEqual([`query.${name}`]);
    },
  );
});
