import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const secrets = mockClient(SecretsManagerClient);

/** stripe.ts as a Lambda on AWS loads it: its environment names the stack's Stripe secret. */
const loadOnAws = async () => {
  vi.resetModules();
  vi.stubEnv('TABLE_NAME', 'shop-scanner');
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('STRIPE_SECRET_ARN', 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:Stripe');
  return import('./stripe');
};

beforeEach(() => secrets.reset());
afterEach(() => vi.unstubAllEnvs());

describe("Stripe's keys on AWS", () => {
  it('refuses the secret as the stack made it, and reads the keys once the operator has put them', async () => {
    // Prepare
    secrets
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: '{"secretKey":"","webhookSecret":"","unused":"x"}' })
      .resolves({ SecretString: '{"secretKey":"sk_test_51Keys","webhookSecret":"whsec_Put"}' });
    const { stripeContext } = await loadOnAws();

    // Act
    const beforeKeys = stripeContext();
    await beforeKeys.catch(() => undefined);
    const afterKeys = await stripeContext();

    // Assess
    await expect(beforeKeys).rejects.toThrow('The Stripe secret holds no keys yet');
    expect(afterKeys.webhookSecret).toBe('whsec_Put');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
