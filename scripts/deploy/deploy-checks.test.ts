import { describe, expect, it } from 'vitest';
import {
  nodeProblem,
  stackStatusProblem,
  stepsAfterFirstDeploy,
  stripeSecretProblems,
  webBuildState,
} from './deploy-checks';

const secretKey = 'sk_test_51AbCdEfGhIjKlMnOp';
const webhookSecret = 'whsec_AbCdEfGhIjKlMnOpQrStUv';
const secretOf = (value: unknown) => JSON.stringify(value);

describe('the checks before a deploy', () => {
  it('accepts Node 24 and refuses an older Node in one line', () => {
    // Act
    const [current, old] = [nodeProblem('24.3.0'), nodeProblem('20.19.2')];

    // Assess
    expect(current).toBeUndefined();
    expect(old).toMatch(/^Shop Scanner needs Node 24 or newer, but this is Node 20\.19\.2\. /);
    expect(old).not.toContain('\n');
  });

  it('calls the web build missing, stale when a source changed after it, else fresh', () => {
    // Act
    const states = [
      webBuildState({ builtAt: undefined, sourcesChangedAt: 1_000 }),
      webBuildState({ builtAt: 1_000, sourcesChangedAt: 1_001 }),
      webBuildState({ builtAt: 1_000, sourcesChangedAt: 1_000 }),
    ];

    // Assess
    expect(states).toEqual(['missing', 'stale', 'fresh']);
  });

  it('lets a settled stack be updated, and says what to do with one that cannot be', () => {
    // Act
    const settled = ['CREATE_COMPLETE', 'UPDATE_COMPLETE', 'UPDATE_ROLLBACK_COMPLETE'].map(
      stackStatusProblem,
    );
    const blocked = {
      busy: stackStatusProblem('UPDATE_IN_PROGRESS'),
      failedFirst: stackStatusProblem('ROLLBACK_COMPLETE'),
      stuck: stackStatusProblem('UPDATE_ROLLBACK_FAILED'),
    };

    // Assess
    expect(settled).toEqual([undefined, undefined, undefined]);
    expect(blocked.busy).toMatch(/is UPDATE_IN_PROGRESS: wait until it settles/);
    expect(blocked.failedFirst).toMatch(/can only be deleted \(npx cdk destroy ShopScanner\)/);
    expect(blocked.stuck).toMatch(/aws cloudformation continue-update-rollback/);
  });

  it("accepts Stripe's secret with both keys of the publishable key's mode", () => {
    // Act
    const problems = [
      stripeSecretProblems(secretOf({ secretKey, webhookSecret, unused: 'x' }), 'pk_test_51Ab'),
      stripeSecretProblems(secretOf({ secretKey: 'rk_live_51AbCdEfGhIjKl', webhookSecret })),
    ];

    // Assess
    expect(problems).toEqual([[], []]);
  });

  it('refuses the secret the stack made (empty placeholders), naming both keys', () => {
    // Act
    const problems = stripeSecretProblems(
      secretOf({ secretKey: '', webhookSecret: '', unused: 'generated' }),
    );

    // Assess
    expect(problems).toEqual([
      'The Stripe secret has no secretKey yet: docs/deploy.md#stripes-keys-into-the-stacks-secret says how to put them.',
      'The Stripe secret has no webhookSecret yet: npm run stripe:webhook-endpoint prints it; docs/deploy.md#stripes-keys-into-the-stacks-secret says how to put them.',
    ]);
  });

  it('refuses keys of the wrong kind or mode without ever printing them', () => {
    // Prepare
    const publishable = 'pk_live_51AbCdEf';
    const swapped = secretOf({ secretKey: webhookSecret, webhookSecret: secretKey });

    // Act
    const problems = [
      stripeSecretProblems(swapped),
      stripeSecretProblems(secretOf({ secretKey, webhookSecret }), publishable),
      stripeSecretProblems('{"secretKey": "sk_test_'),
      stripeSecretProblems('["sk_test_51AbCdEfGhIjKlMnOp"]'),
    ];

    // Assess
    expect(problems[0]).toEqual([
      expect.stringMatching(/^The Stripe secret's secretKey is not a Stripe secret key/),
      expect.stringMatching(/^The Stripe secret's webhookSecret is not a webhook signing secret/),
    ]);
    expect(problems[1]).toEqual([
      'The Stripe secret key is a test-mode key and the publishable key a live-mode one: both must be of one mode.',
    ]);
    expect(problems[2]).toEqual([expect.stringMatching(/^The Stripe secret is not JSON/)]);
    expect(problems[3]).toEqual([expect.stringMatching(/^The Stripe secret is not a JSON object/)]);
    expect(problems.flat().join('\n')).not.toMatch(/AbCdEfGhIjKl/);
  });

  it('asks to confirm the alarms subscription at the address given', () => {
    // Act
    const steps = stepsAfterFirstDeploy({
      siteUrl: 'https://shop.example.org',
      stripeSecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:StripeKeys-AbCdEf',
      alarmEmail: 'oncall@shop.example.org',
    });

    // Assess
    expect(steps[3]).toBe(
      '3. Open the "Confirm subscription" link of the e-mail AWS SNS sent to oncall@shop.example.org: until then no alarm reaches anyone.',
    );
  });

  it('tells the operator after a first deploy what to run, with the stack’s own outputs', () => {
    // Act
    const steps = stepsAfterFirstDeploy({
      siteUrl: 'https://d111111abcdef8.cloudfront.net',
      stripeSecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:StripeKeys-AbCdEf',
    });

    // Assess
    expect(steps.join('\n')).toContain(
      'npm run stripe:webhook-endpoint -- https://d111111abcdef8.cloudfront.net/api/billing/webhook',
    );
    expect(steps.join('\n')).toContain(
      `aws secretsmanager put-secret-value --secret-id arn:aws:secretsmanager:eu-west-1:123456789012:secret:StripeKeys-AbCdEf --secret-string '{"secretKey":"sk_…","webhookSecret":"whsec_…"}'`,
    );
    expect(steps.join('\n')).toContain('until a deploy with -c alarmEmail=you@your.domain');
    expect(steps.at(-1)).toBe(
      '4. Check it from outside: npm run smoke -- https://d111111abcdef8.cloudfront.net',
    );
  });
});
