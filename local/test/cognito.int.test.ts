import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/local-stack';
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
const { ids } = emulators();

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
