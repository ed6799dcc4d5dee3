import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { externalModulesFor } from '../lib/constructs/api-function';
import { actionsOf, buildApp, projectFunctions, statementsOfRole } from './support/build-stack';

describe('the tracing switch (-c tracing=true)', () => {
  it('traces every project function with X-Ray and Powertools Tracer, and still passes cdk-nag', () => {
    // Prepare: the value as the CDK CLI passes it, a string.
    const { app, stack } = buildApp({ context: { tracing: 'true' } });
    const checks = new AwsSolutionsChecks(app);
    Validations.of(app).addPlugins(checks);

    // Act
    const template = Template.fromStack(stack);
    const report = checks.validateScope(app);
    const functions = projectFunctions(template);

    // Assess
    expect(functions.size).toBeGreaterThan(20);
    for (const [name, [, fn]] of functions) {
      expect(fn.Properties.TracingConfig, name).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables, name).toMatchObject({
        POWERTOOLS_TRACE_ENABLED: 'true',
        POWERTOOLS_METRICS_NAMESPACE: 'ShopScanner',
      });
      expect(
        actionsOf(statementsOfRole(template, fn.Properties.Role['Fn::GetAtt'][0])),
        name,
      ).toEqual(expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']));
    }
    expect(
      report.violations
        .filter((v) => v.severity === 'error')
        .map((v) => `${v.ruleName} @ ${v.violatingResources[0]?.constructPath}`),
    ).toEqual([]);
  });

  it('refuses a value that is neither true nor false', () => {
    expect(() => buildApp({ context: { tracing: 'yes' } })).toThrow(
      /tracing must be true or false, not "yes"/,
    );
  });

  it('bundles Powertools Tracer only into traced functions; the AWS SDK never', () => {
    expect(externalModulesFor(true)).toEqual(['@aws-sdk/*']);
    expect(externalModulesFor(false)).toEqual(['@aws-sdk/*', '@aws-lambda-powertools/tracer']);
  });
});
