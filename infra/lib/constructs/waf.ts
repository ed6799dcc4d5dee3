import { plans, planIds, RATE_LIMIT_WINDOW_SECONDS } from '@shop-scanner/shared/plans';
import { Aws, CfnCondition, Fn } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * Requests to the API one address may send per window before the edge blocks it: twice the
 * per-user API request limit of the plans table (shared/src/plans.ts), so a few shoppers behind
 * one address (a household, an office NAT) meet their own limits in the API before the edge's.
 * The API's limits are exact and per user (functions/src/lib/http/rate-limit-rules.ts); this is
 * the coarse wall in front that stops a flood from one address before it costs a Lambda call.
 */
export const edgeRequestsPerAddress =
  2 * Math.max(...planIds.map((id) => plans[id].rateLimits.apiRequestsPerMinute));

/** Not a spec text: the body of the edge's 429. */
export const edgeRateLimitedBody = JSON.stringify({
  message: 'Too many requests from your address. Please wait a minute.',
  rateLimit: 'edgeRequestsPerMinute',
});

/** The API's path prefixes, as the distribution routes them (web.ts's apiPathPatterns). */
const apiPrefixes = ['/api/', '/auth/'] as const;

/**
 * AWS WAF in front of CloudFront: a rate-based rule per viewer address on the API's
 * paths, answering 429 JSON with Retry-After past it.
 *
 * A web ACL for CloudFront (scope CLOUDFRONT) can only be created in us-east-1, and API Gateway's
 * HTTP APIs take no web ACL at all, so there is no regional fallback. The stack is region-agnostic,
 * so the ACL is created under a condition: deployed in us-east-1 it is made and attached to the
 * distribution; deployed elsewhere it is not (webAclArn resolves to nothing), and the API's own
 * per-user limits and the stage throttle remain. The README says so.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** The ACL's ARN in us-east-1; AWS::NoValue in any other region. */
  readonly webAclArn: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    const inUsEast1 = new CfnCondition(this, 'InUsEast1', {
      expression: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
    });

    const metrics = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'Shop Scanner edge: API requests per viewer address',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metrics('ShopScannerEdge'),
      customResponseBodies: {
        rateLimited: { contentType: 'APPLICATION_JSON', content: edgeRateLimitedBody },
      },
      rules: [
        {
          name: 'ApiRequestsPerAddress',
          priority: 0,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: edgeRequestsPerAddress,
              evaluationWindowSec: RATE_LIMIT_WINDOW_SECONDS,
              // Only the API's paths count: the site's files are cached and cheap.
              scopeDownStatement: {
                orStatement: {
                  statements: apiPrefixes.map((prefix) => ({
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'STARTS_WITH',
                      searchString: prefix,
                      textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                    },
                  })),
                },
              },
            },
          },
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'rateLimited',
                responseHeaders: [
                  { name: 'retry-after', value: String(RATE_LIMIT_WINDOW_SECONDS) },
                ],
              },
            },
          },
          visibilityConfig: metrics('ApiRequestsPerAddress'),
        },
      ],
    });
    this.webAcl.cfnOptions.condition = inUsEast1;
    this.webAclArn = Fn.conditionIf(
      inUsEast1.logicalId,
      this.webAcl.attrArn,
      Aws.NO_VALUE,
    ).toString();
  }
}
