/**
 * The support tickets' integration tests' shared ground: a stack of their own (the local gateway
 * on DynamoDB Local and cognito-local, with the local mail catcher), shoppers and support staff
 * (a user put in the staff group, signed in again so the token carries it), and callers of the
 * ticket routes. Every guest request comes from a fresh loopback address, so the hourly limit of
 * one address never meets another test's requests; the rate-limit tests pick theirs on purpose.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../local/src/local-stack';
import { startFixtureStores, type FixtureStores } from '../../../local/src/fixture-stores';
import type { CaughtMail } from '../../../local/src/mail/mail-catcher';
import { freshLoopbackAddress, requestFrom } from '../../../local/test/source-address';
import {
  emulators,
  signUpAndSignIn,
  startTestApp,
  signInAsSupportStaff,
  type Json,
} from '../../../local/test/stack';

export type { Json };

export interface Person {
  readonly token: string;
  readonly email: string;
  readonly userId: string;
}

const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
    .sub;

/** `withFixtureStores`: the loopback fixture stores run too, for tests that analyse a store. */
export const supportDesk = (options: { withFixtureStores?: boolean } = {}) => {
  const RUN = randomUUID().slice(0, 8);
  let app: App;
  let stores: FixtureStores | undefined;

  beforeAll(async () => {
    if (options.withFixtureStores) {
      // No test may reach the public Open Food Facts API.
      process.env.OPEN_FACTS_BASE_URLS = '';
      stores = await startFixtureStores();
    }
    app = await startTestApp(stores ? { fixtureStores: stores } : {});
  });
  afterAll(async () => {
    await app?.stop();
    await stores?.close();
  });

  /** One API call from `from` (a loopback address), as JSON; headers kept (Retry-After). */
  const call = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; from?: string } = {},
  ) => {
    const answer = await requestFrom(options.from ?? freshLoopbackAddress(), `${app.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: answer.status, headers: answer.headers, body: answer.body as Json };
  };

  let people = 0;
  const shopper = async (name = 'Test User'): Promise<Person> => {
    const { IdToken, email } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId, {
      name,
    });
    people += 1;
    return { token: IdToken, email, userId: userIdOf(IdToken) };
  };

  /** A user put in the support staff group, with a token taken after (it carries the group). */
  const staff = async (): Promise<Person> => {
    const person = await shopper('Staff Member');
    return { ...person, token: await signInAsSupportStaff(app.url, person.email) };
  };

  let requests = 0;
  /** A valid contact request; `overrides` change or add fields. */
  const aRequest = (overrides: Json = {}): Json => ({
    name: 'Grace Hopper',
    email: `guest-${RUN}-${requests++}@example.com`,
    category: 'bug',
    subject: `Scanner stops ${RUN}`,
    message: 'The scanner stops after the second barcode every time.',
    priority: 'high',
    ...overrides,
  });

  const path = (id: string) => `/api/support/tickets/${encodeURIComponent(id)}`;
  return {
    RUN,
    call,
    shopper,
    staff,
    aRequest,
    peopleSignedUp: () => people,
    contact: (body: Json, options: { token?: string; from?: string } = {}) =>
      call('POST', '/api/support/contact', { ...options, body }),
    myTickets: (token: string, query = '') =>
      call('GET', `/api/support/tickets${query}`, { token }),
    ticket: (id: string, token: string) => call('GET', path(id), { token }),
    reply: (id: string, token: string, message: string) =>
      call('POST', `${path(id)}/replies`, { token, body: { message } }),
    inbox: (token: string, query = '') =>
      call('GET', `/api/support/staff/tickets${query}`, { token }),
    setStatus: (id: string, token: string, status: string) =>
      call('PUT', `/api/support/staff/tickets/${encodeURIComponent(id)}/status`, {
        token,
        body: { status },
      }),
    /** The mail the catcher holds for an address, the newest first, through its JSON page. */
    mailTo: async (address: string): Promise<CaughtMail[]> => {
      const response = await fetch(`${app.url}/_local/mail.json`);
      const { messages } = (await response.json()) as { messages: CaughtMail[] };
      return messages.filter((m) => m.to.includes(address));
    },
    siteUrl: () => app.url,
    /** The fixture stores (only with `withFixtureStores`). */
    stores: (): FixtureStores => {
      if (!stores) throw new Error('This desk runs without the fixture stores');
      return stores;
    },
  };
};
