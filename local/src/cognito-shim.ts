/**
 * The Cognito API as Amplify v6 and the SDK speak it, in front of cognito-local:
 * - on the public origin (`/cognito`), only what a Cognito app client may call without AWS
 *   credentials: cognito-local checks no request signature, so the admin API would otherwise be
 *   open to any page (on AWS it needs IAM);
 * - GetTokensFromRefreshToken (Amplify's refresh call, missing in cognito-local) becomes
 *   InitiateAuth REFRESH_TOKEN_AUTH, and its answer is mapped back;
 * - the pool's password policy, which cognito-local ignores, is applied with Cognito's errors;
 * - an `AccessToken` (GetUser, UpdateUserAttributes, DeleteUser...) is verified like Cognito does
 *   (signature, issuer, client, expiry): cognito-local only decodes it, so a forged token naming
 *   another user's `sub` would otherwise act as that user.
 * The translation is pure; `forwardCognitoRequest` does the one HTTP call.
 */
import { decodeJwtPayload } from '@shop-scanner/shared/jwt';
import { TEXT_LIMITS } from '@shop-scanner/shared/text-limits';
import type { TokenVerifier } from './jwt-authorizer';
import { passwordPolicyViolation, type PasswordPolicy } from './password-policy';

const SERVICE = 'AWSCognitoIdentityProviderService';

export interface CognitoCall {
  /** The operation, e.g. `InitiateAuth` (the part after the dot in X-Amz-Target). */
  readonly operation: string;
  readonly body: Record<string, unknown>;
}

export interface CognitoReply {
  readonly status: number;
  readonly body: unknown;
}

export type ShimDecision =
  | { readonly kind: 'forward'; readonly call: CognitoCall }
  | { readonly kind: 'reply'; readonly reply: CognitoReply };

/** Where each operation carries a password the policy applies to. */
const passwordFields: Readonly<Record<string, (body: Record<string, unknown>) => unknown>> = {
  SignUp: (b) => b.Password,
  ConfirmForgotPassword: (b) => b.Password,
  ChangePassword: (b) => b.ProposedPassword,
  AdminSetUserPassword: (b) => b.Password,
  AdminCreateUser: (b) => b.TemporaryPassword,
  RespondToAuthChallenge: (b) =>
    (b.ChallengeResponses as Record<string, unknown> | undefined)?.NEW_PASSWORD,
};

export const operationOf = (target: string | undefined): string | undefined => {
  if (!target) return undefined;
  const [service, operation] = target.split('.');
  return service === SERVICE && operation ? operation : undefined;
};

export const targetOf = (operation: string): string => `${SERVICE}.${operation}`;

export const cognitoError = (status: number, type: string, message: string): CognitoReply => ({
  status,
  body: { __type: type, message },
});

/**
 * Who calls: `app-client` is anyone reaching the public origin (a browser page), `iam` the
 * handlers on the loopback services endpoint, which on AWS call with the function's IAM role.
 */
export type CognitoCaller = 'app-client' | 'iam';

/**
 * The operations Cognito serves unsigned (public, or authorized by the user's own access token),
 * limited to those the SPA's Amplify Auth calls or may call for its flows. Every other operation
 * (the Admin* API, ListUsers, pool and client management...) needs IAM on AWS.
 * Not GlobalSignOut: cognito-local does not implement it (a 500 `CognitoLocal#Unsupported`), and
 * Amplify's default signOut does not call it.
 */
export const appClientOperations: ReadonlySet<string> = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'ChangePassword',
  'UpdateUserAttributes',
  'DeleteUser',
  'RevokeToken',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** The refusal for an operation this caller may not make, or undefined when it may. */
export const accessRefusal = (
  operation: string,
  caller: CognitoCaller,
): CognitoReply | undefined =>
  caller === 'iam' || appClientOperations.has(operation)
    ? undefined
    : cognitoError(
        400,
        'AccessDeniedException',
        `${operation} needs AWS credentials (IAM) and is not served on the public Cognito endpoint`,
      );

/**
 * Cognito's own maximum password length. It refuses a longer new password as an invalid
 * parameter, and no sign-in with one can succeed; cognito-local checks neither and fails on such
 * a body with a 500, so both are answered here as Cognito answers them.
 */
export const MAX_PASSWORD_LENGTH = TEXT_LIMITS.password;

const signInPassword = (call: CognitoCall): unknown =>
  call.operation === 'InitiateAuth'
    ? (call.body.AuthParameters as Record<string, unknown> | undefined)?.PASSWORD
    : undefined;

/** What to do with one call: forward (possibly rewritten) or answer here. */
export const translateRequest = (call: CognitoCall, policy: PasswordPolicy): ShimDecision => {
  const tried = signInPassword(call);
  if (typeof tried === 'string' && tried.length > MAX_PASSWORD_LENGTH) {
    return {
      kind: 'reply',
      reply: cognitoError(400, 'NotAuthorizedException', 'Incorrect username or password.'),
    };
  }
  const password = passwordFields[call.operation]?.(call.body);
  if (typeof password === 'string' && password.length > MAX_PASSWORD_LENGTH) {
    return {
      kind: 'reply',
      reply: cognitoError(
        400,
        'InvalidParameterException',
        `1 validation error detected: Value at 'password' failed to satisfy constraint: Member must have length less than or equal to ${MAX_PASSWORD_LENGTH}`,
      ),
    };
  }
  if (typeof password === 'string') {
    const violation = passwordPolicyViolation(password, policy);
    if (violation) {
      return { kind: 'reply', reply: cognitoError(400, 'InvalidPasswordException', violation) };
    }
  }

  if (call.operation === 'GetTokensFromRefreshToken') {
    const { RefreshToken, ClientId, ClientMetadata, DeviceKey } = call.body;
    return {
      kind: 'forward',
      call: {
        operation: 'InitiateAuth',
        body: {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId,
          AuthParameters: {
            REFRESH_TOKEN: RefreshToken,
            ...(typeof DeviceKey === 'string' ? { DEVICE_KEY: DeviceKey } : {}),
          },
          ...(ClientMetadata ? { ClientMetadata } : {}),
        },
      },
    };
  }
  return { kind: 'forward', call };
};

/**
 * Errors where cognito-local answers differently from Cognito, and what Cognito answers instead:
 * a wrong password at sign-in, and an admin call on a user that does not exist.
 */
const cognitoErrorCorrections: readonly {
  readonly operations: readonly string[];
  readonly localType: string;
  readonly type: string;
  readonly message: string;
}[] = [
  {
    operations: ['InitiateAuth', 'AdminInitiateAuth'],
    localType: 'InvalidPasswordException',
    type: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  },
  {
    operations: [
      'AdminGetUser',
      'AdminUpdateUserAttributes',
      'AdminDeleteUser',
      'AdminSetUserPassword',
      'AdminDeleteUserAttributes',
    ],
    localType: 'NotAuthorizedException',
    type: 'UserNotFoundException',
    message: 'User does not exist.',
  },
];

const correctError = (operation: string, reply: CognitoReply): CognitoReply => {
  const type = (reply.body as { __type?: unknown } | null)?.__type;
  // cognito-local fails with a bare 500 `{}` when a required parameter is missing or has the
  // wrong type (its code throws a TypeError); Cognito validates the input and answers 400.
  if (reply.status >= 500 && type === undefined) {
    return cognitoError(
      400,
      'InvalidParameterException',
      `${operation}: a required parameter is missing or malformed`,
    );
  }
  const correction = cognitoErrorCorrections.find(
    (c) => c.localType === type && c.operations.includes(operation),
  );
  return correction ? cognitoError(reply.status, correction.type, correction.message) : reply;
};

/** Maps cognito-local's answer back to the shape of the operation the client called. */
export const translateResponse = (originalOperation: string, reply: CognitoReply): CognitoReply => {
  if (reply.status !== 200) return correctError(originalOperation, reply);
  if (originalOperation !== 'GetTokensFromRefreshToken') return reply;
  const result = (reply.body as { AuthenticationResult?: Record<string, unknown> } | null)
    ?.AuthenticationResult;
  if (!result) return reply;
  const access = decodeJwtPayload(result.AccessToken);
  const expiresIn =
    typeof access?.exp === 'number' && typeof access.iat === 'number'
      ? access.exp - access.iat
      : undefined;
  // Cognito answers GetTokensFromRefreshToken with new access and ID tokens; a new refresh token
  // only with rotation on (cognito-local never rotates, and Amplify then keeps the old one).
  return {
    status: 200,
    body: {
      AuthenticationResult: {
        AccessToken: result.AccessToken,
        IdToken: result.IdToken,
        TokenType: 'Bearer',
        ...(expiresIn !== undefined ? { ExpiresIn: expiresIn } : {}),
        ...(typeof result.RefreshToken === 'string' ? { RefreshToken: result.RefreshToken } : {}),
      },
    },
  };
};

export interface CognitoShimOptions {
  /** cognito-local's base URL, e.g. http://127.0.0.1:9229 */
  readonly upstream: string;
  readonly passwordPolicy: PasswordPolicy;
  /** Checks an access token as Cognito does (createTokenVerifier with tokenUse 'access'). */
  readonly accessTokens: TokenVerifier;
}

/** Cognito's answer to an access token it did not issue, or that has expired. */
export const invalidAccessToken = (): CognitoReply =>
  cognitoError(400, 'NotAuthorizedException', 'Invalid Access Token');

/** Handles one Cognito API call (X-Amz-Target + JSON body) end to end. */
export const handleCognitoCall = async (
  target: string | undefined,
  rawBody: string,
  { upstream, passwordPolicy, accessTokens }: CognitoShimOptions,
  caller: CognitoCaller,
): Promise<CognitoReply> => {
  const operation = operationOf(target);
  if (!operation) {
    return cognitoError(400, 'UnknownOperationException', 'Missing or invalid X-Amz-Target header');
  }
  const refusal = accessRefusal(operation, caller);
  if (refusal) return refusal;
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = rawBody === '' ? {} : JSON.parse(rawBody);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
    body = parsed as Record<string, unknown>;
  } catch {
    return cognitoError(400, 'SerializationException', 'Request body is not a JSON object');
  }
  // Whatever the operation and caller: Cognito verifies every access token it is given.
  // (RevokeToken's `Token` is a refresh token, which cognito-local looks up in its own store.)
  if ('AccessToken' in body) {
    const token = body.AccessToken;
    if (typeof token !== 'string' || !(await accessTokens(token))) return invalidAccessToken();
  }

  const decision = translateRequest({ operation, body }, passwordPolicy);
  if (decision.kind === 'reply') return decision.reply;

  const response = await fetch(upstream, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': targetOf(decision.call.operation),
    },
    body: JSON.stringify(decision.call.body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    // Not JSON (should not happen): pass it through as a message.
    parsed = { message: text };
  }
  return translateResponse(operation, { status: response.status, body: parsed });
};
