/**
 * Secrets Manager, for the secrets the CDK stack keeps there (Stripe's keys). Read once per
 * container by whoever needs them; the values are never logged.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';

let client: SecretsManagerClient | undefined;

/** A secret whose value is a JSON object. */
export const readJsonSecret = async (secretId: string): Promise<Record<string, unknown>> => {
  client ??= new SecretsManagerClient({ region: env.AWS_REGION });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`Secret ${secretId} has no string value`);
  const value = JSON.parse(SecretString) as unknown;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`Secret ${secretId} is not a JSON object`);
  return value as Record<string, unknown>;
};
