import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

export const cognitoClient = new CognitoIdentityProviderClient({
  region: env.AWS_REGION,
  ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
});

/** The `__type`/name of an error the Cognito API answered with, e.g. UsernameExistsException. */
export const cognitoErrorName = (error: unknown): string | undefined =>
  error instanceof Error ? error.name : undefined;
