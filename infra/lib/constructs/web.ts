import { DEFAULT_FEATURE_FLAGS } from '@shop-scanner/shared/feature-flags';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { contentSecurityPolicy, stripeJsSources } from '@shop-scanner/shared/security-headers';
import { Duration, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '@shop-scanner/shared/edge-headers';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { customSecurityHeaders, securityHeadersBehavior } from '../security-headers-policy';
import { acknowledge, arnFinding } from '../nag';
import { spaFallbackFunctionCode } from '../spa-fallback-function';
import { viewerIpFunctionCode } from '../viewer-ip-function';
import type { CustomDomain } from '../deploy-settings';
import { EdgeFirewall } from './waf';

/** Path patterns CloudFront sends to the API instead of S3 (the route table's two prefixes). */
export const apiPathPatterns = ['/api/*', '/auth/*'] as const;

export interface WebProps {
  /** The built SPA (web/dist); must contain index.html. */
  readonly distDir: string;
  /** Host name of the HTTP API's default endpoint, e.g. `abc123.execute-api.eu-west-1.amazonaws.com`. */
  readonly apiDomainName: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /**
   * The API's origin secret (Api's): CloudFront sends it to the API on every request, and the API
   * refuses requests without it, so its execute-api URL is closed to direct calls.
   */
  readonly originVerifySecret: ISecret;
  /** Stripe's publishable key for the checkout's Payment Element (public by nature). */
  readonly stripePublishableKey?: string;
  /** The site's own domain names and their certificate (ACM, us-east-1); none by default. */
  readonly customDomain?: CustomDomain;
}

/**
 * The SPA on S3 behind CloudFront, with the API on the same origin under /api and /auth:
 * no CORS, and the SPA's config.json says `apiBaseUrl: ''`.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly firewall: EdgeFirewall;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // One bucket for the site bucket's server access logs and CloudFront's standard logs.
    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logging still writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    acknowledge(
      logs,
      'AwsSolutions-S1',
      'This is the access-log bucket itself; logging it would log the logging.',
    );

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Shop Scanner security headers (shared/src/security-headers.ts)',
      securityHeadersBehavior: securityHeadersBehavior(
        contentSecurityPolicy({
          // Amplify talks to Cognito directly from the browser.
          connectSources: [`https://cognito-idp.${stack.region}.${stack.urlSuffix}`],
          // The checkout's Payment Element (Stripe.js, its frames and API).
          payments: stripeJsSources,
        }),
      ),
      customHeadersBehavior: { customHeaders: customSecurityHeaders() },
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serve index.html for client-side routes',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaFallbackFunctionCode),
    });

    const viewerIp = new CloudFrontFunction(this, 'ViewerIp', {
      comment: "Tell the API the viewer's IP (guests' search allowances are keyed by it)",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(viewerIpFunctionCode),
    });

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // A dynamic reference to the generated secret, resolved by CloudFormation at deploy: the
        // value is in neither the template nor the repository. CloudFront overwrites a viewer's
        // header of the same name, so a client cannot send it through the distribution either.
        customHeaders: {
          [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap(),
        },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // AllViewerExceptHostHeader, CloudFront's policy for API Gateway origins:
      // - not the Host header: API Gateway answers 403 when it sees the distribution's;
      // - every other viewer header, Authorization included (a custom origin request policy may
      //   not list Authorization; with caching disabled the AllViewer policies forward it), the
      //   offline queue's Idempotency-Key (shared/src/idempotency.ts), and the viewer-IP header
      //   the function below sets (viewer-ip-function.ts says why).
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    this.firewall = new EdgeFirewall(this, 'Firewall');

    const { customDomain } = props;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Shop Scanner',
      ...(customDomain
        ? {
            domainNames: [...customDomain.domainNames],
            certificate: Certificate.fromCertificateArn(
              this,
              'Certificate',
              customDomain.certificateArn,
            ),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      webAclId: this.firewall.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: Object.fromEntries(apiPathPatterns.map((p) => [p, apiBehavior])),
    });
    this.siteUrl = `https://${customDomain?.domainNames[0] ?? this.distribution.distributionDomainName}`;
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'Shoppers may be anywhere; the product has no legal need to restrict countries.',
    );
    if (!customDomain)
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'The distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the TLS policy; with a custom domain its ACM certificate is served with TLSv1.2_2021.',
      );

    const runtimeConfig: RuntimeConfig = {
      apiBaseUrl: '',
      region: stack.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      stage: 'aws',
      ...(props.stripePublishableKey ? { stripePublishableKey: props.stripePublishableKey } : {}),
      // Written out, so turning a feature off in a stage is an edit of this one object.
      features: DEFAULT_FEATURE_FLAGS,
    };

    // Vite's hashed files never change under their name: cache them for a year, and keep old
    // ones (no prune) so a tab still running the previous index.html can load its chunks.
    const hashedAssets = new BucketDeployment(this, 'DeployHashedAssets', {
      sources: [Source.asset(props.distDir)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });

    // Everything else (index.html, config.json, the service worker, the manifest) must be
    // revalidated on every load, or a deploy would not reach returning visitors.
    const site = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(props.distDir), Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // New index.html only after the chunks it names are in place.
    site.node.addDependency(hashedAssets);
    this.acknowledgeDeploymentHandler();
    acknowledge(
      site,
      'AwsSolutions-IAM5[Resource::*]',
      "aws-cdk-lib BucketDeployment's invalidation policy (cloudfront:CreateInvalidation/GetInvalidation), added at synth for the distribution it invalidates.",
    );
  }

  /** BucketDeployment's handler is a stack-level singleton owned by aws-cdk-lib. */
  private acknowledgeDeploymentHandler() {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((c) =>
      c.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!handler) throw new Error('BucketDeployment handler not found; did aws-cdk-lib rename it?');
    const why =
      "aws-cdk-lib BucketDeployment's own handler (copies the built SPA into the site bucket and invalidates CloudFront)";
    acknowledge(
      handler,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      `${why}: its role is made by aws-cdk-lib with the basic execution policy (logs only).`,
    );
    acknowledge(handler, 'AwsSolutions-L1', `${why}: aws-cdk-lib picks and updates its runtime.`);
    const wildcards = [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
      arnFinding(this.bucket, '/*'),
      // cloudfront:CreateInvalidation etc. take no resource-level ARN in aws-cdk-lib's policy.
      'Resource::*',
    ];
    for (const finding of wildcards) {
      acknowledge(
        handler,
        `AwsSolutions-IAM5[${finding}]`,
        `${why}: the grant covers the CDK asset bucket and the site bucket's objects, scoped by aws-cdk-lib.`,
      );
    }
  }
}
