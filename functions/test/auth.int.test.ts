/**
 * The auth endpoint group end to end: the local gateway, the real handlers, DynamoDB Local and
 * cognito-local (with the PreSignUp trigger), over real HTTP connections.
 */
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../local/src/local-stack';
import {
  emulators,
  signUpAndSignIn,
  startTestApp,
  uniqueEmail,
  apiCaller,
  testTable,
  type ApiCallOptions,
} from '../../local/test/stack';

let app: App;
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const cognito = () =>
  new CognitoIdentityProviderClient({
    endpoint: emulators().cognitoEndpoint,
    region: 'local',
    credentials,
  });
const table = testTable;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const api = apiCaller(() => app.url);

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  password: 'Analytical1',
  type: 'consumer',
  ...overrides,
});

describe('POST /auth/register and /auth/login', () => {
  it('registers a consumer, signs them in and creates the free profile', async () => {
    const input = registration();

    const { status, body } = await api('POST', '/auth/register', { body: input });

    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      user: { name: 'Ada Lovelace', email: input.email, type: 'consumer', plan: 'free' },
    });
    const me = await api('GET', '/auth/me', { token: body.token });
    expect(me).toEqual({ status: 200, body: body.user });
  });

  it('registers a business with its name, and only a business reaches the dashboard', async () => {
    const business = await api('POST', '/auth/register', {
      body: registration({ type: 'business', businessName: '  Corner Shop ' }),
    });
    const consumer = await api('POST', '/auth/register', { body: registration() });

    expect(business.body.user).toMatchObject({ type: 'business', businessName: 'Corner Shop' });
    const dashboard = await api('GET', '/api/dashboard', { token: business.body.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.businessName).toBe('Corner Shop');
    expect((await api('GET', '/api/dashboard', { token: consumer.body.token })).status).toBe(403);
    expect((await api('GET', '/api/dashboard')).status).toBe(401);
  });

  it('fixes the account type at sign-up: nobody can turn a consumer into a business later', async () => {
    const input = registration();
    const consumer = await api('POST', '/auth/register', { body: input });

    const change = cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: emulators().ids.userPoolId,
        Username: input.email,
        UserAttributes: [{ Name: 'custom:accountType', Value: 'business' }],
      }),
    );

    await expect(change).rejects.toThrow(/immutable/);
    const relogin = await api('POST', '/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(relogin.body.user.type).toBe('consumer');
    expect((await api('GET', '/api/dashboard', { token: consumer.body.token })).status).toBe(403);
  });

  it('shows a business its dashboard before it ever opened its profile (read-only, from the token)', async () => {
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId, {
      'custom:accountType': 'business',
      'custom:businessName': 'Fresh Start Ltd',
    });

    const dashboard = await api('GET', '/api/dashboard', { token: IdToken });

    expect(dashboard.status).toBe(200);
    expect(dashboard.body.businessName).toBe('Fresh Start Ltd');
  });

  it('answers 409 with a clear message for an email that is taken', async () => {
    const input = registration();
    await api('POST', '/auth/register', { body: input });

    const again = await api('POST', '/auth/register', { body: { ...input, name: 'Someone Else' } });

    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists. Sign in instead.');
  });

  it('validates before Cognito sees anything: spec messages per field', async () => {
    const input = registration({ password: 'alllowercase1', type: 'business' });

    const { status, body } = await api('POST', '/auth/register', { body: input });
    const login = await api('POST', '/auth/login', {
      body: { email: input.email, password: 'whatever1A' },
    });

    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      password: [
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ],
      businessName: ['Business name is required for businesses'],
    });
    // Nothing was created: the same email cannot sign in.
    expect(login.status).toBe(401);
  });

  it('logs in with the right password and refuses the wrong one', async () => {
    const input = registration();
    await api('POST', '/auth/register', { body: input });

    const good = await api('POST', '/auth/login', {
      body: { email: input.email, password: input.password },
    });
    const bad = await api('POST', '/auth/login', {
      body: { email: input.email, password: 'Wrong-pass1' },
    });

    expect(good.status).toBe(200);
    expect(good.body.user.email).toBe(input.email);
    expect(bad).toEqual({ status: 401, body: { message: 'Invalid credentials' } });
  });

  it.each([
    ['malformed JSON', { raw: '{"email": "a@b.c",' }, 400],
    ['a JSON array', { raw: '[]' }, 400],
    ['wrong types', { body: { email: 42, password: true } }, 400],
    ['an extra field', { body: { email: 'a@example.com', password: 'secret1', admin: true } }, 400],
    // Names every plain object inherits: written out, as `__proto__` in an object
    // literal would set the prototype instead.
    ...['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'].map(
      (name) =>
        [
          `a field named ${name}`,
          { raw: `{"email":"a@example.com","password":"secret1","${name}":1}` },
          400,
        ] as [string, ApiCallOptions, number],
    ),
    [
      'a body over 1 MB',
      { body: { email: 'a@example.com', password: 'x'.repeat(1_100_000) } },
      413,
    ],
    [
      'an email too long to be real',
      { body: { email: `${'a'.repeat(300)}@example.com`, password: 'secret1' } },
      400,
    ],
  ])('answers %s on login with %i and no stack trace', async (_label, options, expected) => {
    const { status, body } = await api('POST', '/auth/login', options);

    expect(status).toBe(expected);
    expect(typeof body.message).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('GET and PUT /auth/me', () => {
  it('creates the profile from Cognito for a user who signed up straight with Cognito (the SPA path)', async () => {
    const { IdToken, email } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId, {
      name: 'Grace Hopper',
      'custom:accountType': 'business',
      'custom:businessName': 'Hopper Supplies',
    });

    const me = await api('GET', '/auth/me', { token: IdToken });

    expect(me.body).toMatchObject({
      name: 'Grace Hopper',
      email,
      type: 'business',
      businessName: 'Hopper Supplies',
    });
  });

  it('creates exactly one profile when first calls race', async () => {
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api('GET', '/auth/me', { token: IdToken })),
    );

    const ids = new Set(answers.map((a) => a.body.id));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const { Items = [] } = await table().send(
      new QueryCommand({
        TableName: 'shop-scanner',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${[...ids][0]}` },
      }),
    );
    expect(Items).toHaveLength(1);
  });

  it('updates the name in the table and in Cognito together', async () => {
    const registered = await api('POST', '/auth/register', { body: registration() });

    const updated = await api('PUT', '/auth/me', {
      token: registered.body.token,
      body: { name: '  Ada King ' },
    });

    expect(updated).toEqual({ status: 200, body: { ...registered.body.user, name: 'Ada King' } });
    expect(await api('GET', '/auth/me', { token: registered.body.token })).toEqual(updated);
    const { UserAttributes = [] } = await cognito().send(
      new AdminGetUserCommand({
        UserPoolId: emulators().ids.userPoolId,
        Username: registered.body.user.email,
      }),
    );
    expect(UserAttributes.find((a) => a.Name === 'name')?.Value).toBe('Ada King');
  });

  it('refuses a name longer than 100 characters before Cognito sees it', async () => {
    const registered = await api('POST', '/auth/register', { body: registration() });

    const update = await api('PUT', '/auth/me', {
      token: registered.body.token,
      body: { name: 'N'.repeat(3000) },
    });
    const register = await api('POST', '/auth/register', {
      body: registration({ name: 'N'.repeat(3000) }),
    });

    expect(update.body.fieldErrors).toEqual({ name: ['Name must be at most 100 characters'] });
    expect(register.status).toBe(400);
  });

  it('refuses a business name for a consumer, an unknown field and an empty update, changing nothing', async () => {
    const registered = await api('POST', '/auth/register', { body: registration() });
    const token = registered.body.token;

    const businessName = await api('PUT', '/auth/me', { token, body: { businessName: 'Shop' } });
    const unknown = await api('PUT', '/auth/me', { token, body: { plan: 'premium' } });
    const empty = await api('PUT', '/auth/me', { token, body: {} });

    expect(businessName.status).toBe(400);
    expect(businessName.body.fieldErrors).toEqual({
      businessName: ['Only business accounts have a business name'],
    });
    expect(unknown.body.fieldErrors).toEqual({
      _: ['Send name or businessName'],
      plan: ['Unknown field'],
    });
    expect(empty.status).toBe(400);
    expect((await api('GET', '/auth/me', { token })).body).toEqual(registered.body.user);
  });

  it('puts the profile back when Cognito refuses the change (the account was deleted meanwhile)', async () => {
    const registered = await api('POST', '/auth/register', { body: registration() });
    await cognito().send(
      new AdminDeleteUserCommand({
        UserPoolId: emulators().ids.userPoolId,
        Username: registered.body.user.email,
      }),
    );

    const update = await api('PUT', '/auth/me', {
      token: registered.body.token,
      body: { name: 'Ghost Writer' },
    });

    expect(update.status).toBe(401);
    expect((await api('GET', '/auth/me', { token: registered.body.token })).body.name).toBe(
      'Ada Lovelace',
    );
  });

  it('answers 401 without a token and 404/405 for unknown routes, all as JSON', async () => {
    expect(await api('GET', '/auth/me')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    expect((await api('GET', '/auth/nope')).status).toBe(404);
    expect((await api('DELETE', '/auth/me')).status).toBe(405);
  });
});
