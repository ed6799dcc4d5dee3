/**
 * On-demand AWS rates for us-east-1 and the arithmetic that turns measured usage into dollars,
 * for the cost-per-shopper benchmark. Free tiers, Savings Plans and volume tiers beyond the first
 * are left out on purpose: the figure is what a shopper costs at the margin once the free tiers
 * are used up, at the volume a young product has.
 */

export interface PriceList {
  readonly region: string;
  /** When the rates were read, and from where (bench/RESULTS.md repeats them). */
  readonly readOn: string;
  readonly sources: readonly string[];
  /** Lambda, arm64: per GB-second of billed duration (ms rounded up) and per request. */
  readonly lambdaArmGbSecond: number;
  readonly lambdaRequest: number;
  /** DynamoDB on-demand, Standard table class: per read and per write request unit. */
  readonly dynamoDbReadRequestUnit: number;
  readonly dynamoDbWriteRequestUnit: number;
  /** API Gateway HTTP API: per request (first 300 million a month), metered in 512 KB steps. */
  readonly httpApiRequest: number;
  /** CloudFront, United States/Mexico/Canada: per HTTPS request and per GB out (first 10 TB). */
  readonly cloudFrontHttpsRequest: number;
  readonly cloudFrontDataOutGb: number;
  /** EventBridge: per custom event put (64 KB chunk); Scheduler: per scheduled invocation. */
  readonly eventBridgeCustomEvent: number;
  readonly schedulerInvocation: number;
  /** Cognito user pool, Essentials plan: per monthly active user above the free 10,000. */
  readonly cognitoEssentialsMau: number;
}

const perMillion = (dollars: number) => dollars / 1_000_000;

export const US_EAST_1: PriceList = {
  region: 'us-east-1',
  readOn: '2026-11-27',
  sources: [
    'Lambda arm64 $0.0000133334 per GB-s and $0.20 per million requests (aws.amazon.com/lambda/pricing, as carried by artillery 2.0.28 lib/platform/aws-lambda/prices.js and api-evangelist aws-lambda 2026-09-20)',
    'DynamoDB on-demand $0.125 per million read and $0.625 per million write request units (the rates since the on-demand price cut of 2024-11-01; the stored copy of aws.amazon.com/dynamodb/pricing/on-demand shows its terms but not the figures, so not confirmed newer)',
    'API Gateway HTTP API $1.00 per million requests for the first 300 million, metered in 512 KB increments (AWS whitepaper "Best Practices for Designing Amazon API Gateway Private APIs", Table 4)',
    'CloudFront $0.085 per GB out, first 10 TB, United States (aws.amazon.com/cloudfront/pricing); HTTPS requests $0.0100 per 10,000 in the United States (the pay-as-you-go rate; the stored page was cut before its request table, so not confirmed newer)',
    'EventBridge custom events $1.00 per million, each 64 KB chunk an event (aws.amazon.com/eventbridge/pricing); Scheduler $1.00 per million invocations after 14 million free a month (AWS Price List, AWSEvents)',
    'Cognito Essentials $0.015 per MAU above 10,000 free MAUs (aws.amazon.com/cognito/pricing, as carried by api-evangelist amazon-cognito 2026-09-20)',
  ],
  lambdaArmGbSecond: 0.0000133334,
  lambdaRequest: perMillion(0.2),
  dynamoDbReadRequestUnit: perMillion(0.125),
  dynamoDbWriteRequestUnit: perMillion(0.625),
  httpApiRequest: perMillion(1),
  cloudFrontHttpsRequest: 0.01 / 10_000,
  cloudFrontDataOutGb: 0.085,
  eventBridgeCustomEvent: perMillion(1),
  schedulerInvocation: perMillion(1),
  cognitoEssentialsMau: 0.015,
};

/** One Lambda invocation as billed: its configured memory and its duration. */
export interface BilledInvocation {
  readonly memoryMb: number;
  readonly durationMs: number;
}

/** Lambda bills duration rounded up to the next millisecond, times the configured memory. */
export const gbSeconds = ({ memoryMb, durationMs }: BilledInvocation): number =>
  (Math.ceil(durationMs) / 1000) * (memoryMb / 1024);

const HTTP_API_METERING_BYTES = 512 * 1024;

/** API Gateway HTTP API meters a request in 512 KB steps: at least one. */
export const httpApiBilledRequests = (payloadBytes: number): number =>
  Math.max(1, Math.ceil(payloadBytes / HTTP_API_METERING_BYTES));

const GB = 1024 ** 3;

/** What one occurrence of an operation used, measured. */
export interface OperationUsage {
  /** Calls through CloudFront and the HTTP API, each with the bytes it carried (request + answer). */
  readonly apiCalls: readonly { readonly payloadBytes: number }[];
  /** Requests CloudFront answered from the site's files (no API behind them), and their bytes. */
  readonly siteRequests: number;
  /** Bytes CloudFront sent to the viewer: API answers and site files. */
  readonly bytesOut: number;
  /** Every Lambda invocation it caused: the API handler's and any consumer's. */
  readonly invocations: readonly BilledInvocation[];
  readonly readRequestUnits: number;
  /** Write units reported, plus one per write its condition refused (billed, but not reported). */
  readonly writeRequestUnits: number;
  readonly eventsPut: number;
  /** Invocations EventBridge Scheduler started (a scheduled job's run). */
  readonly scheduledInvocations: number;
}

export interface CostBreakdown {
  readonly lambda: number;
  readonly dynamoDb: number;
  readonly apiGateway: number;
  readonly cloudFront: number;
  readonly eventBridge: number;
  readonly total: number;
}

/** The dollars one occurrence of an operation costs at these rates. */
export const priceOperation = (
  usage: OperationUsage,
  prices: PriceList = US_EAST_1,
): CostBreakdown => {
  const lambda =
    usage.invocations.reduce((sum, i) => sum + gbSeconds(i), 0) * prices.lambdaArmGbSecond +
    usage.invocations.length * prices.lambdaRequest;
  const dynamoDb =
    usage.readRequestUnits * prices.dynamoDbReadRequestUnit +
    usage.writeRequestUnits * prices.dynamoDbWriteRequestUnit;
  const apiGateway =
    usage.apiCalls.reduce((sum, c) => sum + httpApiBilledRequests(c.payloadBytes), 0) *
    prices.httpApiRequest;
  const cloudFront =
    (usage.apiCalls.length + usage.siteRequests) * prices.cloudFrontHttpsRequest +
    (usage.bytesOut / GB) * prices.cloudFrontDataOutGb;
  const eventBridge =
    usage.eventsPut * prices.eventBridgeCustomEvent +
    usage.scheduledInvocations * prices.schedulerInvocation;
  return {
    lambda,
    dynamoDb,
    apiGateway,
    cloudFront,
    eventBridge,
    total: lambda + dynamoDb + apiGateway + cloudFront + eventBridge,
  };
};

/** `times` occurrences of a breakdown (an operation's month). */
export const scaleCost = (cost: CostBreakdown, times: number): CostBreakdown => ({
  lambda: cost.lambda * times,
  dynamoDb: cost.dynamoDb * times,
  apiGateway: cost.apiGateway * times,
  cloudFront: cost.cloudFront * times,
  eventBridge: cost.eventBridge * times,
  total: cost.total * times,
});

export const addCosts = (costs: readonly CostBreakdown[]): CostBreakdown =>
  costs.reduce(
    (sum, c) => ({
      lambda: sum.lambda + c.lambda,
      dynamoDb: sum.dynamoDb + c.dynamoDb,
      apiGateway: sum.apiGateway + c.apiGateway,
      cloudFront: sum.cloudFront + c.cloudFront,
      eventBridge: sum.eventBridge + c.eventBridge,
      total: sum.total + c.total,
    }),
    { lambda: 0, dynamoDb: 0, apiGateway: 0, cloudFront: 0, eventBridge: 0, total: 0 },
  );
