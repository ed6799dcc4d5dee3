import { httpHandlerEntries } from '@shop-scanner/functions/entries';
import {
  endpointGroups,
  routes,
  routeKey,
  type EndpointGroup,
  type RouteDefinition,
} from '@shop-scanner/shared/routes';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  type HttpStage,
  LogGroupLogDestination,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { ApiFunction, type TableAccess } from './api-function';

export interface ApiProps {
  readonly table: ITable;
  readonly eventBus: IEventBus;
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
}

/** Groups that only read the table; every other group writes (usage counters, entities). */
const tableAccessOf: Partial<Record<EndpointGroup, TableAccess>> = {
  dashboard: 'read',
  notifications: 'read',
};

/**
 * Groups that need the pool's ids: auth administers users; products serves guests and users on
 * one public route (search), so it verifies an optional ID token itself (API Gateway's JWT
 * authorizer would refuse the guests).
 */
const poolIdGroups: readonly EndpointGroup[] = ['auth', 'products'];

/** Groups that count guests' uses (product search) against a hash of their address. */
const guestAllowanceGroups: readonly EndpointGroup[] = ['products'];

/** Groups that call other sites (store pages, platforms) get most of API Gateway's 30 s. */
const timeoutOf: Partial<Record<EndpointGroup, Duration>> = {
  'store-analysis': Duration.seconds(25),
  'platform-search': Duration.seconds(25),
};

/** One JSON line per request, with the authorizer's and integration's errors for debugging. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/**
 * The HTTP API: exactly the routes of shared/src/routes.ts, one Lambda per endpoint group.
 * Signed-in and business routes carry the Cognito JWT authorizer; business routes are further
 * checked in the handler, because a JWT authorizer cannot test custom claims.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: Readonly<Record<EndpointGroup, ApiFunction>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    // The default stage is made by hand: HttpApi's own default stage takes no access log settings.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Shop Scanner API',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: accessLogFormat,
      },
      // Public routes (contact form, analytics, webhook) are open to anyone: cap the blast radius.
      throttle: { rateLimit: 100, burstLimit: 200 },
    });

    this.functions = Object.fromEntries(
      endpointGroups.map((group) => [group, this.groupFunction(group, props)]),
    ) as Record<EndpointGroup, ApiFunction>;

    const stack = Stack.of(this);
    const jwtAuthorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${props.userPool.userPoolId}`,
      { jwtAudience: [props.webClient.userPoolClientId] },
    );
    const noAuthorizer = new HttpNoneAuthorizer();

    const integrations = Object.fromEntries(
      endpointGroups.map((group) => [
        group,
        new HttpLambdaIntegration(`${group}-integration`, this.functions[group].function),
      ]),
    ) as Record<EndpointGroup, HttpLambdaIntegration>;

    for (const route of routes) {
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.group],
        authorizer: authorizerFor(route, jwtAuthorizer, noAuthorizer),
      });
      if (route.access === 'public' && created) {
        acknowledge(
          created,
          'AwsSolutions-APIG4',
          `${routeKey(route)} is public in the shared route table (guests, Stripe's signed webhook, or sign-in itself); the handler validates its input.`,
        );
      }
    }
  }

  /**
   * The salt of the hash that keys a guest's search allowance to their address. Without a secret
   * salt anyone could hash all 2^32 IPv4 addresses and read a guest's address off the table.
   * CloudFormation resolves it at deploy time; it is never in the template or the repository.
   */
  private guestHashSalt?: Secret;

  private guestHashSaltValue(): string {
    this.guestHashSalt ??= new Secret(this, 'GuestHashSalt', {
      description: 'Salt of the hash that keys guest search allowances to addresses',
      generateSecretString: { passwordLength: 40, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(
      this.guestHashSalt,
      'AwsSolutions-SMG4',
      "A hash salt, not a credential: rotating it only restarts guests' monthly search allowances.",
    );
    return this.guestHashSalt.secretValue.unsafeUnwrap();
  }

  private groupFunction(group: EndpointGroup, props: ApiProps): ApiFunction {
    const fn = new ApiFunction(this, `${pascal(group)}Function`, {
      entry: httpHandlerEntries[group],
      name: group,
      description: `Shop Scanner API: ${group} (${routeCount(group)} routes)`,
      table: props.table,
      tableAccess: tableAccessOf[group] ?? 'read-write',
      // Any group may publish domain events; PutEvents is scoped to this one bus.
      eventBus: props.eventBus,
      ...(timeoutOf[group] ? { timeout: timeoutOf[group] } : {}),
      environment: {
        ...(poolIdGroups.includes(group)
          ? {
              USER_POOL_ID: props.userPool.userPoolId,
              USER_POOL_CLIENT_ID: props.webClient.userPoolClientId,
            }
          : {}),
        ...(guestAllowanceGroups.includes(group)
          ? { GUEST_HASH_SALT: this.guestHashSaltValue() }
          : {}),
      },
    });
    if (group === 'auth') {
      // Profile reads and updates; SignUp and InitiateAuth are unauthenticated client calls.
      props.userPool.grant(
        fn.function,
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminUpdateUserAttributes',
      );
    }
    return fn;
  }
}

const authorizerFor = (
  route: RouteDefinition,
  jwt: IHttpRouteAuthorizer,
  none: IHttpRouteAuthorizer,
): IHttpRouteAuthorizer => (route.access === 'public' ? none : jwt);

const routeCount = (group: EndpointGroup) => routes.filter((r) => r.group === group).length;

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
