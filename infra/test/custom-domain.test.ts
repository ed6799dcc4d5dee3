import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { ShopScannerStack } from '../lib/shop-scanner-stack';
import { fakeWebDist, single } from './support/build-stack';

const certificateArn =
  'arn:aws:acm:us-east-1:123456789012:certificate/0f8a4c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};

const buildWithDomain = () => {
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new ShopScannerStack(app, 'ShopScanner', {
    webDistDir: fakeWebDist(),
    customDomain: { domainNames: ['shop.example.org', 'www.shop.example.org'], certificateArn },
  });
  return { app, stack };
};

describe('a custom domain', () => {
  it('puts the names and the us-east-1 certificate on the distribution, with TLS 1.2 at least', () => {
    // Prepare
    const { stack } = buildWithDomain();

    // Act
    const template = Template.fromStack(stack);

    // Assess
    const [, distribution] = single(template, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['shop.example.org', 'www.shop.example.org']);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('is the site address the support mails link to and the config the stack prints', () => {
    // Prepare
    const { stack } = buildWithDomain();

    // Act
    const template = Template.fromStack(stack);

    // Assess
    template.hasOutput('SiteUrl', { Value: 'https://shop.example.org' });
    const [distributionId] = single(template, 'AWS::CloudFront::Distribution');
    template.hasOutput('DistributionDomainName', {
      Value: { 'Fn::GetAtt': [distributionId, 'DomainName'] },
    });
    const senders = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Environment: { Variables: { SITE_URL: 'https://shop.example.org' } } },
      }),
    );
    expect(senders.length).toBeGreaterThan(0);
  });

  it('passes the AWS Solutions checks without the default certificate acknowledgement', () => {
    // Prepare
    const { app } = buildWithDomain();
    const checks = new AwsSolutionsChecks(app);
    Validations.of(app).addPlugins(checks);

    // Act
    app.synth({ validateOnSynthesis: false });
    const report = checks.validateScope(app);

    // Assess
    const errors = report.violations.filter((v) => v.severity === 'error');
    expect(errors.map((e) => e.ruleName)).toEqual([]);
  });
});
