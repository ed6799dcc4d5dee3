import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwtPayload } from '@shop-scanner/shared/jwt';
import type { App } from '../src/local-stack';
import {
  accessTokenClaims,
  cognitoLocalKey,
  signJwt,
  strangerKey,
  unsignedJwt,
} from './fixtures/tokens';
import {
  allGroupsTo,
  cognitoCall,
  emulators,
  signUpAndSignIn,
  STRONG_PASSWORD,
  startTestApp,
  uniqueEmail,
} from './stack';

let app: App;
const { cognitoEndpoint, ids } = emulators();
const issuer = `${cognitoEndpoint}/${ids.userPoolId}`;

beforeAll(async () => {
  app = await startTestApp({ handlerEntries: allGroupsTo('echo-handler.ts') });
});
afterAll(async () => {
  await app?.stop();
});

describe('the Cognito shim', () => {
  it('applies the pool password policy on SignUp like Cognito', async () => {
    // Act
    const reply = await cognitoCall(app.url, 'SignUp', {
      ClientId: ids.userPoolClientId,
      Username: uniqueEmail('weak'),
      Password: 'alllowercase1',
    });
    // Assess
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
  });

  it('applies the policy on ChangePassword', async () => {
    const { AccessToken } = await signUpAndSignIn(app.url, ids.userPoolClientId);
    const reply = await cognitoCall(app.url, 'ChangePassword', {
      AccessToken,
      PreviousPassword: STRONG_PASSWORD,
      ProposedPassword: 'Short1',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.__type).toBe('InvalidPasswordException');
  });

  it('confirms new users through the PreSignUp trigger (Lambda Invoke on the services endpoint)', async () => {
    const { signUp } = await signUpAndSignIn(app.url, ids.userPoolClientId);
    expect(signUp.UserConfirmed).toBe(true);
  });

  it('answers GetTokensFromRefreshToken with fresh tokens the gateway accepts', async () => {
    // Prepare
    const { RefreshToken } = await signUpAndSignIn(app.url, ids.userPoolClientId);
    // Act
    const reply = await cognitoCall(app.url, 'GetTokensFromRefreshToken', {
      ClientId: ids.userPoolClientId,
      RefreshToken,
    });
    // Assess
    expect(reply.status).toBe(200);
    const result = reply.body.AuthenticationResult as Record<string, unknown>;
    expect(result.TokenType).toBe('Bearer');
    expect(result.ExpiresIn).toBe(3600);
    expect(typeof result.AccessToken).toBe('string');
    const me = await fetch(`${app.url}/auth/me`, {
      headers: { authorization: `Bearer ${String(result.IdToken)}` },
    });
    expect(me.status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const reply = await cognitoCall(app.url, 'GetTokensFromRefreshToken', {
      ClientId: ids.userPoolClientId,
      RefreshToken: 'not-a-refresh-token',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.__type).toBe('NotAuthorizedException');
  });

  it.each([
    [
      'AdminSetUserPassword',
      (email: string) => ({ Username: email, Password: 'Takeover1', Permanent: true }),
    ],
    ['ListUsers', () => ({})],
    ['AdminDeleteUser', (email: string) => ({ Username: email })],
  ])('refuses %s on the public /cognito, and leaves the user alone', async (operation, input) => {
    // Prepare
    const { email } = await signUpAndSignIn(app.url, ids.userPoolClientId);
    // Act
    const reply = await cognitoCall(app.url, operation, {
      UserPoolId: ids.userPoolId,
      ...input(email),
    });
    // Assess
    expect(reply.status).toBe(400);
    expect(reply.body.__type).toBe('AccessDeniedException');
    const signIn = await cognitoCall(app.url, 'InitiateAuth', {
      ClientId: ids.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: STRONG_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it('still serves admin calls on the loopback services endpoint (the handlers, IAM on AWS)', async () => {
    // Prepare
    const { email } = await signUpAndSignIn(app.url, ids.userPoolClientId);
    // Act
    const response = await fetch(app.awsServices.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
      },
      body: JSON.stringify({ UserPoolId: ids.userPoolId, Username: email }),
    });
    // Assess
    expect(response.status).toBe(200);
    const user = (await response.json()) as { UserAttributes: { Name: string; Value: string }[] };
    expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: email });
  });

  it("answers an oversized body with 413 in Cognito's error shape", async () => {
    // Act
    const response = await fetch(`${app.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      body: JSON.stringify({ ClientId: ids.userPoolClientId, Padding: 'x'.repeat(1024 * 1024) }),
    });
    // Assess
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      __type: 'RequestEntityTooLargeException',
      message: 'Request body exceeds 1048576 bytes',
    });
  });

  it.each([
    [
      'a body that is not JSON',
      'AWSCognitoIdentityProviderService.SignUp',
      '{not json',
      'SerializationException',
    ],
    [
      'a JSON array body',
      'AWSCognitoIdentityProviderService.SignUp',
      '[1]',
      'SerializationException',
    ],
    ['no X-Amz-Target', undefined, '{}', 'UnknownOperationException'],
    ["another service's target", 'AWSEvents.PutEvents', '{}', 'UnknownOperationException'],
    [
      'a SignUp without username or password',
      'AWSCognitoIdentityProviderService.SignUp',
      JSON.stringify({ ClientId: ids.userPoolClientId }),
      'InvalidParameterException',
    ],
  ])('answers %s with 400, never 500', async (_case, target, body, type) => {
    // Act
    const response = await fetch(`${app.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        ...(target ? { 'x-amz-target': target } : {}),
      },
      body,
    });
    // Assess
    expect(response.status).toBe(400);
    expect(((await response.json()) as { __type: string }).__type).toBe(type);
  });

  it('applies the policy to the Cognito API on the services endpoint too (what handlers call)', async () => {
    const response = await fetch(app.awsServices.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      body: JSON.stringify({
        ClientId: ids.userPoolClientId,
        Username: uniqueEmail('svc'),
        Password: 'NoDigitsHere',
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Password did not conform with policy: Password must have numeric characters',
    );
  });
});

describe('access tokens on the public /cognito', () => {
  /** A signed-in user, and the claims of their (real) access token. */
  const victim = async () => {
    const user = await signUpAndSignIn(app.url, ids.userPoolClientId);
    const claims = decodeJwtPayload(user.AccessToken)!;
    return { ...user, claims };
  };

  /** The victim's attributes, read with their own real token. */
  const attributesOf = async (accessToken: string) => {
    const reply = await cognitoCall(app.url, 'GetUser', { AccessToken: accessToken });
    expect(reply.status).toBe(200);
    return Object.fromEntries(
      (reply.body.UserAttributes as { Name: string; Value: string }[]).map((a) => [
        a.Name,
        a.Value,
      ]),
    );
  };

  const invalidAccessToken = { __type: 'NotAuthorizedException', message: 'Invalid Access Token' };

  it('serves GetUser with a real access token', async () => {
    // Prepare
    const { AccessToken, email } = await victim();
    // Act
    const attributes = await attributesOf(AccessToken);
    // Assess
    expect(attributes.email).toBe(email);
  });

  it.each([
    [
      'a token signed by another key',
      (claims: Record<string, unknown>) =>
        signJwt(accessTokenClaims(issuer, ids.userPoolClientId, claims), strangerKey()),
    ],
    [
      'an unsigned token (alg none)',
      (claims: Record<string, unknown>) =>
        unsignedJwt(accessTokenClaims(issuer, ids.userPoolClientId, claims)),
    ],
    [
      'an expired token signed with the pool key',
      (claims: Record<string, unknown>) => {
        const past = Math.floor(Date.now() / 1000) - 7200;
        return signJwt(
          accessTokenClaims(issuer, ids.userPoolClientId, {
            ...claims,
            iat: past,
            auth_time: past,
            exp: past + 3600,
          }),
          cognitoLocalKey(),
        );
      },
    ],
    [
      'a token of another client signed with the pool key',
      (claims: Record<string, unknown>) =>
        signJwt(
          accessTokenClaims(issuer, ids.userPoolClientId, { ...claims, client_id: 'other' }),
          cognitoLocalKey(),
        ),
    ],
    [
      'an ID token signed with the pool key',
      (claims: Record<string, unknown>) =>
        signJwt(
          accessTokenClaims(issuer, ids.userPoolClientId, { ...claims, token_use: 'id' }),
          cognitoLocalKey(),
        ),
    ],
  ])("refuses %s carrying a real user's sub: no read, no edit, no delete", async (_case, forge) => {
    // Prepare
    const { AccessToken, email, claims } = await victim();
    const forged = forge({ sub: claims.sub, username: claims.username });
    // Act
    const read = await cognitoCall(app.url, 'GetUser', { AccessToken: forged });
    const edit = await cognitoCall(app.url, 'UpdateUserAttributes', {
      AccessToken: forged,
      UserAttributes: [{ Name: 'name', Value: 'Mallory' }],
    });
    const remove = await cognitoCall(app.url, 'DeleteUser', { AccessToken: forged });
    // Assess
    for (const reply of [read, edit, remove]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(invalidAccessToken);
    }
    const attributes = await attributesOf(AccessToken);
    expect(attributes.email).toBe(email);
    expect(attributes.name).toBe('Test User');
  });

  it('accepts a well-formed access token signed with the pool key (the check is the signature)', async () => {
    // Prepare: proves the refusals above are about key, expiry and client, not hand-made tokens.
    const { email, claims } = await victim();
    const token = signJwt(
      accessTokenClaims(issuer, ids.userPoolClientId, {
        sub: claims.sub,
        username: claims.username,
      }),
      cognitoLocalKey(),
    );
    // Act
    const attributes = await attributesOf(token);
    // Assess
    expect(attributes.email).toBe(email);
  });

  it('refuses a forged token on the loopback services endpoint too', async () => {
    // Prepare
    const { claims } = await victim();
    const forged = unsignedJwt(
      accessTokenClaims(issuer, ids.userPoolClientId, { sub: claims.sub }),
    );
    // Act
    const response = await fetch(app.awsServices.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: forged }),
    });
    // Assess
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalidAccessToken);
  });

  it('refuses an AccessToken that is not a string', async () => {
    const reply = await cognitoCall(app.url, 'GetUser', { AccessToken: { sub: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(invalidAccessToken);
  });

  it('answers GlobalSignOut (unsupported by cognito-local) with a 400, not a 500', async () => {
    // Prepare
    const { AccessToken } = await victim();
    // Act
    const reply = await cognitoCall(app.url, 'GlobalSignOut', { AccessToken });
    // Assess
    expect(reply.status).toBe(400);
    expect(reply.body.__type).toBe('AccessDeniedException');
  });
});
