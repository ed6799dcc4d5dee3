/**
 * The Cognito API as Amplify v6 and the SDK speak it, in front of cognito-local:
 * - GetTokensFromRefreshToken (Amplify's refresh call, missing in cognito-local) becomes
 *   InitiateAuth REFRESH_TOKEN_AUTH, and its answer is mapped back;
 * - the pool's password policy, which cognito-local ignores, is applied with Cognito's errors.
 * The translation is pure; `forwardCognitoRequest` does the one HTTP call.
 */
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

/** What to do with one call: forward (possibly rewritten) or answer here. */
export const translateRequest = (call: CognitoCall, policy: PasswordPolicy): ShimDecision => {
  const password = passwordFields[call.operation]?.(call.body);
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

const decodeJwtPayload = (token: unknown): Record<string, unknown> | undefined => {
  if (typeof token !== 'string') return undefined;
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
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
}

/** Handles one Cognito API call (X-Amz-Target + JSON body) end to end. */
export const handleCognitoCall = async (
  target: string | undefined,
  rawBody: string,
  { upstream, passwordPolicy }: CognitoShimOptions,
): Promise<CognitoReply> => {
  const operation = operationOf(target);
  if (!operation)
    return { status: 400, body: { message: 'Missing or invalid x-amz-target header' } };
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = rawBody === '' ? {} : JSON.parse(rawBody);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
    body = parsed as Record<string, unknown>;
  } catch {
    return cognitoError(400, 'SerializationException', 'Request body is not a JSON object');
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
