import { describe, expect, it } from 'vitest';
import {
  buildTemplate,
  projectFunction,
  projectFunctions,
  resourcesOf,
  functionReadsSecret,
  secretIdDescribed,
} from './support/build-stack';

const { template } = buildTemplate();

const vapidSecretId = () => secretIdDescribed(template, /VAPID/);
const readsSecret = (name: string, secretId: string) =>
  functionReadsSecret(template, name, secretId);

describe('web push on AWS', () => {
  it('generates the VAPID seed in Secrets Manager, never in the template, and keeps it', () => {
    // Act
    const id = vapidSecretId();
    const [, secret] = resourcesOf(template, 'AWS::SecretsManager::Secret').find(
      ([k]) => k === id,
    )!;

    // Assess
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'seed',
      PasswordLength: 64,
    });
    // A new seed would void every browser's subscription: kept when the stack goes.
    expect(secret.DeletionPolicy).toBe('Retain');
  });

  it('lets only the push senders read it, by ARN from the environment, with the subject', () => {
    // Prepare
    const id = vapidSecretId();

    // Act
    const readers = [...projectFunctions(template).keys()].filter((name) => readsSecret(name, id));

    // Assess
    expect(readers.sort()).toEqual([
      'price-changed',
      'price-drop-job',
      'push',
      'push-retries',
      'weekly-digest',
    ]);
    for (const name of readers) {
      const [, fn] = projectFunction(template, name);
      const variables = fn.Properties.Environment.Variables;
      expect(variables.VAPID_SECRET_ARN).toEqual({ Ref: id });
      expect(variables.VAPID_PRIVATE_KEY).toBeUndefined();
      expect(variables.PUSH_SERVICE_LOCAL_ORIGIN).toBeUndefined();
      // By default the site's own https address (the CloudFront distribution's domain).
      expect(JSON.stringify(variables.VAPID_SUBJECT)).toMatch(/^\{"Fn::Join":\["",\["https:\/\//);
      expect(JSON.stringify(variables.VAPID_SUBJECT)).toContain('DomainName');
    }
  });

  it('takes a mailto: subject from configuration, and refuses a localhost one at synth', () => {
    // Act
    const configured = buildTemplate({ vapidSubject: 'mailto:ops@shop.example.org' }).template;

    // Assess
    const [, fn] = projectFunction(configured, 'push');
    expect(fn.Properties.Environment.Variables.VAPID_SUBJECT).toBe('mailto:ops@shop.example.org');
    expect(() => buildTemplate({ vapidSubject: 'https://localhost:3000' })).toThrow(
      /VAPID subject .* is refused/,
    );
  });

  it('runs the push retry job on a schedule', () => {
    // Prepare
    const [pushRetriesId] = projectFunction(template, 'push-retries');

    // Act
    const schedules = resourcesOf(template, 'AWS::Scheduler::Schedule').filter(([, s]) =>
      JSON.stringify(s.Properties.Target.Arn).includes(pushRetriesId),
    );

    // Assess
    expect(schedules).toHaveLength(1);
    expect(schedules[0]![1].Properties.ScheduleExpression).toBe('rate(2 minutes)');
  });
});
