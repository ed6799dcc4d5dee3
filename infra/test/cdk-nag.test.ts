import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildApp } from './support/build-stack';

/**
 * cdk-nag v3 is a CDK validation plugin (not an Aspect): it reports through
 * `Validations.of(app)` at synth, and acknowledgments are `Validations.of(x).acknowledge(...)`.
 */
describe('AWS Solutions checks (cdk-nag)', () => {
  it('synthesizes with no unacknowledged AwsSolutions finding', () => {
    // Prepare
    const { app, stack } = buildApp();
    const checks = new AwsSolutionsChecks(app, { verbose: true });
    Validations.of(app).addPlugins(checks);

    // Act: synth runs the plugin and throws on a failing report.
    expect(() => app.synth()).not.toThrow();
    const report = checks.validateScope(app);

    // Assess
    const errors = report.violations.filter((v) => v.severity === 'error');
    const warnings = report.violations.filter((v) => v.severity !== 'error');
    for (const w of warnings) console.warn(`cdk-nag warning ${w.ruleName}: ${w.description}`);
    expect(errors.map((e) => `${e.ruleName} @ ${e.violatingResources[0]?.constructPath}`)).toEqual(
      [],
    );
    expect(
      Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ).toEqual([]);
  });

  it('does catch a finding the stack has not acknowledged', () => {
    // Prepare: an unlogged bucket that nothing excuses.
    const { app, stack } = buildApp();
    new Bucket(stack, 'UnloggedBucket', { enforceSSL: true });
    const checks = new AwsSolutionsChecks(app);

    // Act
    app.synth({ validateOnSynthesis: false });
    const report = checks.validateScope(app);

    // Assess
    expect(report.violations).toContainEqual(
      expect.objectContaining({
        ruleName: 'AwsSolutions-S1',
        severity: 'error',
        violatingResources: [
          expect.objectContaining({ constructPath: 'ShopScanner/UnloggedBucket/Resource' }),
        ],
      }),
    );
  });
});
