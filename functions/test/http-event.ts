/** A factory of API Gateway HTTP API (payload 2.0) events, shaped as the JWT authorizer delivers them. */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

export interface HttpEventOptions {
  readonly routeKey: string;
  readonly body?: string | undefined;
  readonly headers?: Record<string, string>;
  readonly claims?: Record<string, string>;
  readonly pathParameters?: Record<string, string>;
  readonly queryStringParameters?: Record<string, string>;
  readonly isBase64Encoded?: boolean;
}

export const consumerClaims = {
  sub: '11111111-1111-4111-8111-111111111111',
  'cognito:username': '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  'custom:accountType': 'consumer',
  token_use: 'id',
};

export const businessClaims = {
  ...consumerClaims,
  sub: '22222222-2222-4222-8222-222222222222',
  'cognito:username': '22222222-2222-4222-8222-222222222222',
  email: 'shop@example.com',
  'custom:accountType': 'business',
  'custom:businessName': 'Corner Shop',
};

export const httpEvent = (options: HttpEventOptions): APIGatewayProxyEventV2WithJWTAuthorizer => {
  const [method = 'GET', path = '/'] = options.routeKey.split(' ');
  return {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...options.headers },
    queryStringParameters: options.queryStringParameters,
    pathParameters: options.pathParameters,
    body: options.body,
    isBase64Encoded: options.isBase64Encoded ?? false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'request-1',
      routeKey: options.routeKey,
      stage: '$default',
      time: '22/Nov/2026:08:00:00 +0000',
      timeEpoch: 1_795_000_000_000,
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: options.claims ?? {}, scopes: [] },
      },
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
};

export const lambdaContext = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:test',
  memoryLimitInMB: '256',
  awsRequestId: 'aws-request-1',
  logGroupName: '/aws/lambda/test',
  logStreamName: 'stream',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};
