import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { billingEventPattern } from '@shop-scanner/functions/entries';
import {
  actionsOf,
  buildTemplate,
  logicalIdOf,
  projectFunction,
  projectFunctions,
  resourcesOf,
  ruleWithPattern,
  statementsOfRole,
  functionReadsSecret,
  secretIdDescribed,
} from './support/build-stack';

const { template } = buildTemplate();

const stripeSecretId = () => secretIdDescribed(template, /^Stripe/);
const readsSecret = (name: string, secretId: string) =>
  functionReadsSecret(template, name, secretId);

describe('billing on AWS', () => {
  it('lets Stripe call the webhook without the JWT authorizer', () => {
    const [, route] = resourcesOf(template, 'AWS::ApiGatewayV2::Route').find(
      ([, r]) => r.Properties.RouteKey === 'POST /api/billing/webhook',
    )!;
    expect(route.Properties.AuthorizationType).toBe('NONE');
  });

  it("keeps Stripe's keys in Secrets Manager, never in the template", () => {
    const id = stripeSecretId();
    const [, secret] = resourcesOf(template, 'AWS::SecretsManager::Secret').find(
      ([k]) => k === id,
    )!;
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(JSON.parse(secret.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({
      secretKey: '',
      webhookSecret: '',
    });
  });

  it('lets only the functions that call Stripe read the keys, by ARN from the environment', () => {
    const id = stripeSecretId();
    const readers = [...projectFunctions(template).keys()].filter((name) => readsSecret(name, id));

    // auth: the account's export lists its invoices and its deletion cancels its subscriptions;
    // the account-deletion job finishes such deletions.
    expect(readers.sort()).toEqual([
      'account-deletion',
      'auth',
      'billing',
      'billing-events',
      'subscription',
    ]);
    for (const name of readers) {
      const [, fn] = projectFunction(template, name);
      expect(fn.Properties.Environment.Variables.STRIPE_SECRET_ARN).toEqual({ Ref: id });
      expect(fn.Properties.Environment.Variables.STRIPE_SECRET_KEY).toBeUndefined();
    }
  });

  it('parks billing events that keep failing in a dead-letter queue', () => {
    const [, rule] = ruleWithPattern(template, billingEventPattern);
    const queueIds = resourcesOf(template, 'AWS::SQS::Queue').map(([k]) => k);
    const target = rule.Properties.Targets[0];
    expect(queueIds).toContain(target.DeadLetterConfig.Arn['Fn::GetAtt'][0]);
    const [, consumer] = projectFunction(template, 'billing-events');
    expect(queueIds).toContain(consumer.Properties.DeadLetterConfig.TargetArn['Fn::GetAtt'][0]);
  });

  it('gives the notifications group read access to the table only', () => {
    const [, fn] = projectFunction(template, 'notifications');
    const tableId = logicalIdOf(template, 'AWS::DynamoDB::Table');
    const writes = statementsOfRole(template, fn.Properties.Role['Fn::GetAtt'][0]).filter(
      (s) =>
        JSON.stringify(s.Resource).includes(tableId) &&
        actionsOf([s]).some((a) => /Put|Update|Delete|Write/.test(a)),
    );
    expect(writes).toEqual([]);
  });
});

describe("Stripe's publishable key", () => {
  const configOf = (app: { outdir: string }): Record<string, unknown> => {
    const dir = readdirSync(app.outdir)
      .map((d) => join(app.outdir, d))
      .find((d) => existsSync(join(d, 'config.json')));
    return JSON.parse(readFileSync(join(dir!, 'config.json'), 'utf8')) as Record<string, unknown>;
  };

  it("reaches the SPA's config.json when given, so the checkout uses the Payment Element", () => {
    const { app } = buildTemplate({ stripePublishableKey: 'pk_test_abc123' });
    expect(configOf(app).stripePublishableKey).toBe('pk_test_abc123');
    expect(configOf(app).stripeLocalUrl).toBeUndefined();
  });

  it('is absent when not given', () => {
    const { app } = buildTemplate();
    expect(configOf(app)).not.toHaveProperty('stripePublishableKey');
  });
});
