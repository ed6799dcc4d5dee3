import { DEFAULT_FEATURE_FLAGS } from '@shop-scanner/shared/feature-flags';
import { runtimeConfigSchema } from '@shop-scanner/shared/runtime-config';
import { staticSecurityHeaders } from '@shop-scanner/shared/security-headers';
import { Match } from 'aws-cdk-lib/assertions';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';
import { plans } from '@shop-scanner/shared/plans';
import { spaFallbackFunctionCode } from '../lib/spa-fallback-function';
import { viewerIpFunctionCode } from '../lib/viewer-ip-function';
import { edgeRateLimitedBody, edgeRequestsPerAddress } from '../lib/constructs/waf';
import {
  buildTemplate,
  logicalIdOf,
  projectFunctions,
  resourcesOf,
  single,
} from './support/build-stack';

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

interface EdgeResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
  body: { encoding: string; data: string };
}
const spaFallback = (uri: string) => {
  const handler = new Function(`${spaFallbackFunctionCode}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string } | EdgeResponse;
  return handler({ request: { uri } });
};
const runSpaFallback = (uri: string): string | undefined => {
  const result = spaFallback(uri);
  return 'uri' in result ? result.uri : undefined;
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

  it.each([
    '//api/products/search',
    '/API/products',
    '/Auth/me',
    '/api',
    '/auth',
    '/%61pi/x',
    '///auth/login',
  ])('answers the API-looking path %s with a JSON 404, not the app', (uri) => {
    const result = spaFallback(uri) as EdgeResponse;

    expect(result.statusCode).toBe(404);
    expect(result.headers['content-type']).toEqual({ value: 'application/json' });
    expect(result.body.encoding).toBe('text');
    expect(JSON.parse(result.body.data)).toEqual({ message: 'Not Found' });
  });

  it.each(['/apis', '/api.json', '/authors/1'])('leaves %s to the app', (uri) => {
    expect(runSpaFallback(uri)).toBe(uri.includes('.') ? uri : '/index.html');
  });

  // AllViewerExceptHostHeader: every viewer header but Host (Authorization too, since caching is
  // disabled), the viewer-IP header the function sets among them, and the offline queue's
  // Idempotency-Key. A managed policy: the template names its id, not its headers.
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
      features: DEFAULT_FEATURE_FLAGS,
    });
  });
});

describe('the origin secret (the API is reached only through CloudFront)', () => {
  const [secretId] = resourcesOf(template, 'AWS::SecretsManager::Secret').find(([, secret]) =>
    String(secret.Properties.Description).includes('Sent by CloudFront'),
  )!;
  const apiOrigin = config.Origins.find(
    (o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig,
  );
  const header = apiOrigin.OriginCustomHeaders.find(
    (h: { HeaderName: string }) => h.HeaderName === ORIGIN_VERIFY_HEADER,
  );

  it('is generated by the stack, never written in the template', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('Sent by CloudFront'),
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
    expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(header.HeaderValue)).toContain(JSON.stringify({ Ref: secretId }));
  });

  it('is sent by CloudFront to the API and known to every API function, as the same reference', () => {
    const httpFunctions = [...projectFunctions(template).values()].filter(([, fn]) =>
      String(fn.Properties.Description ?? '').startsWith('Shop Scanner API:'),
    );
    expect(httpFunctions.length).toBeGreaterThanOrEqual(13);
    for (const [id, fn] of httpFunctions) {
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET, id).toEqual(
        header.HeaderValue,
      );
    }
  });
});

describe('the edge firewall (WAF)', () => {
  const [aclId, acl] = single(template, 'AWS::WAFv2::WebACL');
  const rule = acl.Properties.Rules[0];

  it('is a CloudFront web ACL, made only where CloudFront ACLs can live (us-east-1)', () => {
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    const condition = (acl as { Condition?: string }).Condition!;
    expect(template.toJSON().Conditions[condition]).toEqual({
      'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'],
    });
    expect(config.WebACLId).toEqual({
      'Fn::If': [condition, { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }],
    });
  });

  it('blocks one address past its API requests per minute with a JSON 429 and Retry-After', () => {
    expect(edgeRequestsPerAddress).toBe(2 * plans.free.rateLimits.apiRequestsPerMinute);
    expect(rule.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: edgeRequestsPerAddress,
      EvaluationWindowSec: 60,
    });
    const prefixes =
      rule.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements.map(
        (s: { ByteMatchStatement: { SearchString: string } }) => s.ByteMatchStatement.SearchString,
      );
    expect(prefixes).toEqual(['/api/', '/auth/']);
    expect(rule.Action.Block.CustomResponse).toEqual({
      ResponseCode: 429,
      CustomResponseBodyKey: 'rateLimited',
      ResponseHeaders: [{ Name: 'retry-after', Value: '60' }],
    });
    expect(acl.Properties.CustomResponseBodies.rateLimited).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: edgeRateLimitedBody,
    });
  });
});
