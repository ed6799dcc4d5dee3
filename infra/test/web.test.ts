import { runtimeConfigSchema } from '@shop-scanner/shared/runtime-config';
import { staticSecurityHeaders } from '@shop-scanner/shared/security-headers';
import { Match } from 'aws-cdk-lib/assertions';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';
import { spaFallbackFunctionCode } from '../lib/spa-fallback-function';
import { viewerIpFunctionCode } from '../lib/viewer-ip-function';
import { buildTemplate, logicalIdOf, resourcesOf, single } from './support/build-stack';

const { app, template } = buildTemplate();
const [, distribution] = single(template, 'AWS::CloudFront::Distribution');
const config = distribution.Properties.DistributionConfig;
const siteBucketId = config.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig)
  .DomainName['Fn::GetAtt'][0] as string;

/** Managed policy ids (CloudFront's own, fixed across accounts). */
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** The logical id of the CloudFront Function with this code. */
const functionWithCode = (code: string): string => {
  const [id] = resourcesOf(template, 'AWS::CloudFront::Function').find(
    ([, fn]) => fn.Properties.FunctionCode === code,
  )!;
  return id;
};
const associationOf = (code: string) => [
  {
    EventType: 'viewer-request',
    FunctionARN: { 'Fn::GetAtt': [functionWithCode(code), 'FunctionARN'] },
  },
];

const runViewerIp = (ip: string, headers: Record<string, { value: string }>) => {
  const handler = new Function(`${viewerIpFunctionCode}; return handler;`)() as (event: {
    viewer: { ip: string };
    request: { headers: Record<string, { value: string }> };
  }) => { headers: Record<string, { value: string }> };
  return handler({ viewer: { ip }, request: { headers } }).headers;
};

const runSpaFallback = (uri: string): string => {
  const handler = new Function(`${spaFallbackFunctionCode}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return handler({ request: { uri } }).uri;
};

describe('the site bucket', () => {
  it('is private, encrypted, TLS-only, and logged', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site-bucket/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: siteBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });
});

describe('the distribution', () => {
  it('reads the bucket through Origin Access Control, serving index.html at the root', () => {
    const oacId = logicalIdOf(template, 'AWS::CloudFront::OriginAccessControl');
    expect(config).toMatchObject({
      DefaultRootObject: 'index.html',
      HttpVersion: 'http2and3',
      DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https' },
    });
    expect(config.Origins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          DomainName: { 'Fn::GetAtt': [siteBucketId, 'RegionalDomainName'] },
          OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
        }),
      ]),
    );
  });

  it('falls back to index.html for app routes on the S3 behaviour only', () => {
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual(
      associationOf(spaFallbackFunctionCode),
    );
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaFallbackFunctionCode,
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
    });
    // No distribution-wide error responses: they would turn the API's 403/404 into index.html.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it.each([
    ['/', '/index.html'],
    ['/scan', '/index.html'],
    ['/products/42', '/index.html'],
    ['/dashboard/', '/index.html'],
    ['/config.json', '/config.json'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/sw.js', '/sw.js'],
  ])('SPA fallback maps %s to %s', (uri, expected) => {
    expect(runSpaFallback(uri)).toBe(expected);
  });

  // AllViewerExceptHostHeader: every viewer header but Host (Authorization too, since caching is
  // disabled), the viewer-IP header the function sets among them. A managed policy: the template
  // names its id, not its headers.
  it('sends /api/* and /auth/* to the HTTP API uncached, with the viewer IP and without the Host header', () => {
    const apiId = logicalIdOf(template, 'AWS::ApiGatewayV2::Api');
    const apiOrigin = config.Origins.find(
      (o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig,
    );
    expect(apiOrigin).toMatchObject({
      DomainName: {
        'Fn::Join': [
          '',
          [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }],
        ],
      },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
    const patterns = config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns.sort()).toEqual(['/api/*', '/auth/*']);
    for (const behavior of config.CacheBehaviors) {
      expect(behavior, behavior.PathPattern).toMatchObject({
        TargetOriginId: apiOrigin.Id,
        CachePolicyId: cachingDisabled,
        OriginRequestPolicyId: allViewerExceptHostHeader,
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
        FunctionAssociations: associationOf(viewerIpFunctionCode),
      });
    }
  });

  it("tells the API the viewer's IP, overwriting whatever the client sent", () => {
    expect(runViewerIp('198.51.100.10', {})[VIEWER_IP_HEADER]).toEqual({ value: '198.51.100.10' });
    const forged = runViewerIp('2001:db8::1', { [VIEWER_IP_HEADER]: { value: '10.0.0.1' } });
    expect(forged[VIEWER_IP_HEADER]).toEqual({ value: '2001:db8::1' });
  });

  it('adds the shared security headers, with a CSP that forbids framing', () => {
    const [, policy] = single(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain('https://cognito-idp.');
    // The checkout's Payment Element: Stripe.js, its frames and its API, on AWS only.
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain('https://api.stripe.com');
    expect(headers).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: staticSecurityHeaders['referrer-policy'] },
    });
    expect(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toContainEqual({
      Header: 'permissions-policy',
      Value: staticSecurityHeaders['permissions-policy'],
      Override: true,
    });
    // Every behaviour, API included, carries the policy.
    const policyRef = { Ref: logicalIdOf(template, 'AWS::CloudFront::ResponseHeadersPolicy') };
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual(policyRef);
    }
  });
});

describe('the deployment', () => {
  const deployments = resourcesOf(template, 'Custom::CDKBucketDeployment');
  const site = deployments.find(([, d]) => d.Properties.Prune === true)![1].Properties;
  const hashed = deployments.find(([, d]) => d.Properties.Prune === false)![1].Properties;

  it('uploads hashed assets for a year and everything else revalidated, then invalidates', () => {
    expect(hashed).toMatchObject({
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'max-age=31536000, immutable' },
    });
    expect(site).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });

  it('writes a valid config.json: same-origin API, the pool and client of this stack', () => {
    // Source.jsonData stages config.json with markers the deployment replaces with real values.
    const assetDir = readdirSync(app.outdir)
      .map((d) => join(app.outdir, d))
      .find((d) => existsSync(join(d, 'config.json')));
    expect(assetDir).toBeDefined();
    const raw = readFileSync(join(assetDir!, 'config.json'), 'utf8');
    const markers: Record<string, unknown> = Object.assign({}, ...site.SourceMarkers);
    const resolved = JSON.parse(raw, (_key, value: unknown) =>
      typeof value === 'string' && value in markers ? JSON.stringify(markers[value]) : value,
    );

    expect(runtimeConfigSchema.parse(resolved)).toEqual({
      apiBaseUrl: '',
      stage: 'aws',
      region: JSON.stringify({ Ref: 'AWS::Region' }),
      userPoolId: JSON.stringify({ Ref: logicalIdOf(template, 'AWS::Cognito::UserPool') }),
      userPoolClientId: JSON.stringify({
        Ref: logicalIdOf(template, 'AWS::Cognito::UserPoolClient'),
      }),
    });
  });
});
