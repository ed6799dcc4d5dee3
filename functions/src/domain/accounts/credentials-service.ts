/**
 * `POST /auth/register` and `POST /auth/login`: the same Cognito user pool the SPA signs in to
 * with Amplify, for API clients that do not use Amplify. Cognito owns passwords; this only relays.
 */
import { InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwtPayload } from '@shop-scanner/shared/jwt';
import { authMessages } from '@shop-scanner/shared/messages';
import {
  cognitoAttributes,
  type AuthResponse,
  type LoginInput,
  type RegisterInput,
} from '@shop-scanner/shared/user';
import { cognitoClient } from '../../lib/cognito';
import { requireEnv } from '../../lib/env';
import { Unauthorized } from '../../lib/errors';
import { callerFromClaims } from '../../lib/http/caller';
import { isDeletedAccount } from '../account-data/deleted-accounts';
import { toHttpError } from './cognito-errors';
import { getOrCreateProfile } from './profile-service';

const signIn = async (email: string, password: string): Promise<string> => {
  const { AuthenticationResult } = await cognitoClient
    .send(
      new InitiateAuthCommand({
        ClientId: requireEnv('USER_POOL_CLIENT_ID'),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    )
    .catch((error: unknown) => {
      throw toHttpError(error);
    });
  if (!AuthenticationResult?.IdToken) throw new Unauthorized(authMessages.invalidCredentials);
  return AuthenticationResult.IdToken;
};

/** The token was just issued by Cognito over TLS (or by the local stand-in): its claims are trusted. */
const answerFor = async (idToken: string): Promise<AuthResponse> => {
  const caller = callerFromClaims(decodeJwtPayload(idToken));
  if (!caller) throw new Unauthorized(authMessages.invalidCredentials);
  // While a deletion is under way the Cognito user may still sign in: the account is gone all
  // the same, and its profile must not be made again.
  if (await isDeletedAccount(caller.userId))
    throw new Unauthorized(authMessages.invalidCredentials);
  return { success: true, token: idToken, user: await getOrCreateProfile(caller) };
};

export const login = async (input: LoginInput): Promise<AuthResponse> =>
  answerFor(await signIn(input.email, input.password));

export const register = async (input: RegisterInput): Promise<AuthResponse> => {
  await cognitoClient
    .send(
      new SignUpCommand({
        ClientId: requireEnv('USER_POOL_CLIENT_ID'),
        Username: input.email,
        Password: input.password,
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'name', Value: input.name },
          { Name: cognitoAttributes.accountType, Value: input.type },
          ...(input.businessName
            ? [{ Name: cognitoAttributes.businessName, Value: input.businessName }]
            : []),
        ],
      }),
    )
    .catch((error: unknown) => {
      throw toHttpError(error);
    });
  return answerFor(await signIn(input.email, input.password));
};
