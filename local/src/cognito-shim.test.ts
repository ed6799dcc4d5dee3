import { describe, expect, it } from 'vitest';
import { passwordPolicy } from '@shop-scanner/shared/user';
import {
  accessRefusal,
  appClientOperations,
  operationOf,
  translateRequest,
  translateResponse,
} from './cognito-shim';

const jwt = (payload: object) =>
  `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('translateRequest', () => {
  it('turns GetTokensFromRefreshToken into InitiateAuth REFRESH_TOKEN_AUTH', () => {
    // Act
    const decision = translateRequest(
      {
        operation: 'GetTokensFromRefreshToken',
        body: { ClientId: 'c', RefreshToken: 'r', DeviceKey: 'd', ClientMetadata: { a: '1' } },
      },
      passwordPolicy,
    );
    // Assess
    expect(decision).toEqual({
      kind: 'forward',
      call: {
        operation: 'InitiateAuth',
        body: {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: 'c',
          AuthParameters: { REFRESH_TOKEN: 'r', DEVICE_KEY: 'd' },
          ClientMetadata: { a: '1' },
        },
      },
    });
  });

  it.each([
    ['SignUp', { Password: 'Sh0rt' }, 'Password not long enough'],
    [
      'ConfirmForgotPassword',
      { Password: 'NODIGITSORLOWER' },
      'Password must have lowercase characters',
    ],
    [
      'ChangePassword',
      { ProposedPassword: 'nouppercase1' },
      'Password must have uppercase characters',
    ],
    ['AdminSetUserPassword', { Password: 'NoDigitsHere' }, 'Password must have numeric characters'],
  ])('answers InvalidPasswordException for %s', (operation, body, reason) => {
    expect(translateRequest({ operation, body }, passwordPolicy)).toEqual({
      kind: 'reply',
      reply: {
        status: 400,
        body: {
          __type: 'InvalidPasswordException',
          message: `Password did not conform with policy: ${reason}`,
        },
      },
    });
  });

  it('refuses a new password over 256 characters as Cognito does, before the policy', () => {
    // Prepare: it breaks the policy too, which must not be what is reported.
    const body = { Password: 'a'.repeat(150_000) };

    // Act
    const decision = translateRequest({ operation: 'SignUp', body }, passwordPolicy);

    // Assess
    expect(decision).toEqual({
      kind: 'reply',
      reply: {
        status: 400,
        body: {
          __type: 'InvalidParameterException',
          message: expect.stringContaining('less than or equal to 256'),
        },
      },
    });
  });

  it('answers a sign-in with a password over 256 characters as a wrong password', () => {
    const auth = {
      operation: 'InitiateAuth',
      body: {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'ada@example.com', PASSWORD: 'A1a'.repeat(50_000) },
      },
    };

    expect(translateRequest(auth, passwordPolicy)).toEqual({
      kind: 'reply',
      reply: {
        status: 400,
        body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      },
    });
  });

  it('forwards a password that meets the policy, and other calls untouched', () => {
    const signUp = { operation: 'SignUp', body: { Password: 'Passw0rdOk' } };
    expect(translateRequest(signUp, passwordPolicy)).toEqual({ kind: 'forward', call: signUp });
    const auth = { operation: 'InitiateAuth', body: { AuthFlow: 'USER_PASSWORD_AUTH' } };
    expect(translateRequest(auth, passwordPolicy)).toEqual({ kind: 'forward', call: auth });
  });
});

describe('translateResponse', () => {
  it('maps InitiateAuth tokens back to GetTokensFromRefreshToken with TokenType and ExpiresIn', () => {
    const access = jwt({ iat: 100, exp: 3700 });
    const reply = translateResponse('GetTokensFromRefreshToken', {
      status: 200,
      body: {
        ChallengeParameters: {},
        AuthenticationResult: { AccessToken: access, IdToken: 'id' },
      },
    });
    expect(reply).toEqual({
      status: 200,
      body: {
        AuthenticationResult: {
          AccessToken: access,
          IdToken: 'id',
          TokenType: 'Bearer',
          ExpiresIn: 3600,
        },
      },
    });
  });

  it('passes errors and other operations through', () => {
    const error = { status: 400, body: { __type: 'NotAuthorizedException', message: 'x' } };
    expect(translateResponse('GetTokensFromRefreshToken', error)).toBe(error);
    const ok = { status: 200, body: { AuthenticationResult: {} } };
    expect(translateResponse('InitiateAuth', ok)).toBe(ok);
  });
});

describe('Cognito error corrections', () => {
  it('answers a wrong password at sign-in the way Cognito does', () => {
    const local = {
      status: 400,
      body: { __type: 'InvalidPasswordException', message: 'Invalid password' },
    };

    expect(translateResponse('InitiateAuth', local)).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    // SignUp's InvalidPasswordException is Cognito's own answer for a weak password: kept.
    expect(translateResponse('SignUp', local)).toBe(local);
  });

  it('answers an admin call on a missing user with UserNotFoundException', () => {
    const local = {
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'User not authorized' },
    };

    expect(translateResponse('AdminUpdateUserAttributes', local).body).toEqual({
      __type: 'UserNotFoundException',
      message: 'User does not exist.',
    });
    expect(translateResponse('InitiateAuth', local)).toBe(local);
  });
});

describe('a malformed call cognito-local fails on', () => {
  it('answers InvalidParameterException (400) instead of its bare 500', () => {
    // Act
    const reply = translateResponse('SignUp', { status: 500, body: {} });
    // Assess
    expect(reply).toEqual({
      status: 400,
      body: {
        __type: 'InvalidParameterException',
        message: 'SignUp: a required parameter is missing or malformed',
      },
    });
  });

  it("keeps cognito-local's named errors, such as an unsupported feature", () => {
    const unsupported = {
      status: 500,
      body: { __type: 'CognitoLocal#Unsupported', message: 'Cognito Local unsupported feature' },
    };
    expect(translateResponse('GlobalSignOut', unsupported)).toBe(unsupported);
  });
});

describe('operationOf', () => {
  it('reads the operation of Cognito targets only', () => {
    expect(operationOf('AWSCognitoIdentityProviderService.SignUp')).toBe('SignUp');
    expect(operationOf('AWSEvents.PutEvents')).toBeUndefined();
    expect(operationOf(undefined)).toBeUndefined();
  });
});

describe('accessRefusal', () => {
  it.each([
    'AdminSetUserPassword',
    'AdminGetUser',
    'AdminDeleteUser',
    'AdminCreateUser',
    'AdminInitiateAuth',
    'ListUsers',
    'DeleteUserPool',
    'CreateUserPoolClient',
    'DescribeUserPool',
    'UpdateUserPool',
    // Not IAM on AWS, but cognito-local answers it with a 500 (unsupported).
    'GlobalSignOut',
    'NotAnOperation',
  ])('refuses %s to an app client (it needs IAM on AWS)', (operation) => {
    // Act
    const refusal = accessRefusal(operation, 'app-client');
    // Assess
    expect(refusal).toEqual({
      status: 400,
      body: {
        __type: 'AccessDeniedException',
        message: `${operation} needs AWS credentials (IAM) and is not served on the public Cognito endpoint`,
      },
    });
  });

  it.each([
    ['signUp', 'SignUp'],
    ['signIn', 'InitiateAuth'],
    ['fetchAuthSession (refresh)', 'GetTokensFromRefreshToken'],
    ['resetPassword', 'ForgotPassword'],
    ['confirmResetPassword', 'ConfirmForgotPassword'],
    ['signOut', 'RevokeToken'],
  ])('lets an app client make what Amplify %s calls (%s)', (_amplify, operation) => {
    expect(accessRefusal(operation, 'app-client')).toBeUndefined();
  });

  it('keeps the allow-list to operations Cognito serves without IAM', () => {
    expect(
      [...appClientOperations].filter((op) => /^(Admin|List|Create|Describe)/.test(op)),
    ).toEqual([]);
  });

  it('lets IAM callers (the handlers) make admin calls', () => {
    expect(accessRefusal('AdminGetUser', 'iam')).toBeUndefined();
    expect(accessRefusal('AdminUpdateUserAttributes', 'iam')).toBeUndefined();
  });
});
