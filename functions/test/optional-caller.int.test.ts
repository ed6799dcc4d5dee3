/**
 * The optional caller of public routes, with real tokens from cognito-local and the issuer the
 * local stack sets (USER_POOL_ISSUER), as on AWS where no authorizer runs on these routes.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../local/src/local-stack';
import { cognitoLocalKey, idTokenClaims, signJwt } from '../../local/test/fixtures/tokens';
import { emulators, signUpAndSignIn, startTestApp } from '../../local/test/stack';
import { httpEvent } from './http-event';

let app: App;
// Loaded once the app has set the environment it reads at import.
let optional: typeof import('../src/lib/http/optional-caller');
let errors: typeof import('../src/lib/errors');

beforeAll(async () => {
  app = await startTestApp();
  optional = await import('../src/lib/http/optional-caller');
  errors = await import('../src/lib/errors');
});
afterAll(async () => {
  await app?.stop();
});

const searchEvent = (headers: Record<string, string> = {}, sourceIp = '203.0.113.7') => {
  const event = httpEvent({ routeKey: 'GET /api/products/search', headers });
  // Public routes have no authorizer: nothing but the header says who calls.
  const { authorizer: _none, ...requestContext } = event.requestContext;
  return {
    ...event,
    requestContext: { ...requestContext, http: { ...requestContext.http, sourceIp } },
  } as typeof event;
};

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe('optionalCaller', () => {
  it('describes the caller of a valid ID token', async () => {
    // Prepare
    const { IdToken, email } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);

    // Act
    const caller = await optional.optionalCaller(
      searchEvent({ authorization: `Bearer ${IdToken}` }),
    );

    // Assess
    expect(caller).toMatchObject({ userId: payloadOf(IdToken).sub, email, tokenUse: 'id' });
  });

  it('checks the issuer cognito-local really puts in its tokens', async () => {
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);

    expect(payloadOf(IdToken).iss).toBe(process.env.USER_POOL_ISSUER);
    expect(process.env.USER_POOL_ISSUER).toBe(
      `${emulators().cognitoEndpoint}/${emulators().ids.userPoolId}`,
    );
  });

  it('takes a guest without an Authorization header', async () => {
    expect(await optional.optionalCaller(searchEvent())).toBeUndefined();
  });

  const refused = async (authorization: string) => {
    const attempt = optional.optionalCaller(searchEvent({ authorization }));
    await expect(attempt).rejects.toBeInstanceOf(errors.Unauthorized);
    await expect(attempt).rejects.toMatchObject({ statusCode: 401 });
  };

  it('refuses a garbage token', () => refused('Bearer not.a.jwt'));

  it('refuses an access token (only ID tokens describe the caller)', async () => {
    const { AccessToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    await refused(`Bearer ${AccessToken}`);
  });

  it('refuses an expired ID token signed with the pool key', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const { cognitoEndpoint, ids } = emulators();
    const token = signJwt(
      idTokenClaims(`${cognitoEndpoint}/${ids.userPoolId}`, ids.userPoolClientId, {
        iat: past,
        auth_time: past,
        exp: past + 3600,
      }),
      cognitoLocalKey(),
    );
    await refused(`Bearer ${token}`);
  });

  it('accepts the same hand-made token while it is fresh (the refusal above is the expiry)', async () => {
    const { cognitoEndpoint, ids } = emulators();
    const token = signJwt(
      idTokenClaims(`${cognitoEndpoint}/${ids.userPoolId}`, ids.userPoolClientId),
      cognitoLocalKey(),
    );

    const caller = await optional.optionalCaller(searchEvent({ authorization: `Bearer ${token}` }));

    expect(caller?.userId).toBe('11111111-2222-3333-4444-555555555555');
  });

  it('refuses a token of another issuer signed with the pool key', async () => {
    const { cognitoEndpoint, ids } = emulators();
    const token = signJwt(
      idTokenClaims(`${cognitoEndpoint}/local_other`, ids.userPoolClientId),
      cognitoLocalKey(),
    );
    await refused(`Bearer ${token}`);
  });
});

describe('guestAddressHash', () => {
  it('keys a guest by a salted hash of the address, never the address itself', () => {
    const hash = optional.guestAddressHash(searchEvent({}, '203.0.113.7'));

    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).toBe(
      createHash('sha256')
        .update(`${process.env.GUEST_HASH_SALT ?? ''}203.0.113.7`)
        .digest('hex')
        .slice(0, 32),
    );
  });

  it('gives one address one key and another address another', () => {
    const first = optional.guestAddressHash(searchEvent({}, '203.0.113.7'));
    const again = optional.guestAddressHash(searchEvent({}, '203.0.113.7'));
    const other = optional.guestAddressHash(searchEvent({}, '2001:db8::1'));

    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });
});
