import { IDEMPOTENCY_CLAIM_LEASE_SECONDS } from '@shop-scanner/shared/idempotency';
import { endpointGroups, routeKey, routes } from '@shop-scanner/shared/routes';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  buildTemplate,
  logicalIdOf,
  projectFunctions,
  resourcesOf,
  statementsOfRole,
} from './support/build-stack';

// Prepare: one synthesized stack for the file.
const { template } = buildTemplate();
const functions = projectFunctions(template);
const routeResources = resourcesOf(template, 'AWS::ApiGatewayV2::Route');
const routeByKey = new Map(routeResources.map(([, r]) => [r.Properties.RouteKey as string, r]));

/** Integration logical id -> the endpoint group whose function it invokes. */
const groupOfIntegration = new Map(
  resourcesOf(template, 'AWS::ApiGatewayV2::Integration').map(([id, integration]) => {
    const functionId = integration.Properties.IntegrationUri['Fn::GetAtt'][0];
    const group = [...functions].find(([, [fnId]]) => fnId === functionId)?.[0];
    return [id, group];
  }),
);

describe('HTTP API routes', () => {
  it('creates exactly the routes of the shared route table', () => {
    // Act
    const keys = routeResources.map(([, r]) => r.Properties.RouteKey as string);

    // Assess: same set, no extras, no duplicates.
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
    expect(new Set(keys).size).toBe(routes.length);
  });

  it('puts the JWT authorizer on signed-in and business routes, and none on public ones', () => {
    const authorizerId = logicalIdOf(template, 'AWS::ApiGatewayV2::Authorizer');

    for (const route of routes) {
      const props = routeByKey.get(routeKey(route))?.Properties;
      if (route.access === 'public') {
        expect(props, routeKey(route)).toMatchObject({ AuthorizationType: 'NONE' });
        expect(props.AuthorizerId, routeKey(route)).toBeUndefined();
      } else {
        expect(props, routeKey(route)).toMatchObject({
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: authorizerId },
        });
      }
    }
  });

  it('sends each route to the function of its endpoint group', () => {
    for (const route of routes) {
      const target: string = routeByKey.get(routeKey(route))?.Properties.Target['Fn::Join'][1][1]
        .Ref;
      expect(groupOfIntegration.get(target), routeKey(route)).toBe(route.group);
    }
  });

  it('checks Cognito ID tokens of the SPA client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalIdOf(template, 'AWS::Cognito::UserPoolClient') }],
        Issuer: {
          'Fn::Join': [
            '',
            [
              'https://cognito-idp.',
              { Ref: 'AWS::Region' },
              '.',
              { Ref: 'AWS::URLSuffix' },
              '/',
              { Ref: logicalIdOf(template, 'AWS::Cognito::UserPool') },
            ],
          ],
        },
      },
    });
  });

  it('logs access and throttles on the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('routeKey'),
      },
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
  });
});

describe('endpoint group functions', () => {
  it('has one Node 24 arm64 function per endpoint group', () => {
    for (const group of endpointGroups) {
      const [, fn] = functions.get(group) ?? [];
      expect(fn?.Properties, group).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogFormat: 'JSON' },
      });
    }
    const httpFunctionCount = [...functions.keys()].filter((name) =>
      (endpointGroups as readonly string[]).includes(name),
    ).length;
    expect(httpFunctionCount).toBe(endpointGroups.length);
  });

  it('lets only the auth function administer users (the deletion job only deletes them), and gives the pool ids to auth and the groups with a public route that reads an optional token (products, support, analytics) only', () => {
    for (const [name, [, fn]] of functions) {
      const roleId = fn.Properties.Role['Fn::GetAtt'][0];
      const cognitoActions = actionsOf(statementsOfRole(template, roleId)).filter((a) =>
        a.startsWith('cognito-idp:'),
      );
      if (name === 'auth') {
        expect(cognitoActions.sort()).toEqual([
          'cognito-idp:AdminDeleteUser',
          'cognito-idp:AdminGetUser',
          'cognito-idp:AdminUpdateUserAttributes',
        ]);
      } else if (name === 'account-deletion') {
        expect(cognitoActions).toEqual(['cognito-idp:AdminDeleteUser']);
      } else {
        expect(cognitoActions, name).toEqual([]);
      }
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
      if (name === 'account-deletion') {
        // The pool it deletes users from; no client id (it signs nobody in).
        expect(variables.USER_POOL_ID).toEqual({
          Ref: logicalIdOf(template, 'AWS::Cognito::UserPool'),
        });
        expect(variables.USER_POOL_CLIENT_ID).toBeUndefined();
      } else if (['auth', 'products', 'support', 'analytics'].includes(name)) {
        expect(variables, name).toMatchObject({
          USER_POOL_ID: { Ref: logicalIdOf(template, 'AWS::Cognito::UserPool') },
          USER_POOL_CLIENT_ID: { Ref: logicalIdOf(template, 'AWS::Cognito::UserPoolClient') },
        });
      } else {
        expect(variables.USER_POOL_ID, name).toBeUndefined();
      }
      // Only the products group (guests' allowances) and the support group (the contact form's
      // hourly limit per guest address) key guests, with a salt CloudFormation resolves from a
      // generated secret at deploy time (never a literal in the template).
      if (['products', 'support', 'analytics'].includes(name)) {
        expect(JSON.stringify(variables.GUEST_HASH_SALT)).toContain('resolve:secretsmanager');
      } else {
        expect(variables.GUEST_HASH_SALT, name).toBeUndefined();
      }
    }
  });

  it('lets the analytics function write the table (raw events, aggregates, its rate counter)', () => {
    // Prepare
    const [, fn] = functions.get('analytics') ?? [];
    const roleId = fn?.Properties.Role['Fn::GetAtt'][0];

    // Act
    const tableActions = actionsOf(statementsOfRole(template, roleId)).filter((a) =>
      a.startsWith('dynamodb:'),
    );

    // Assess
    expect(tableActions).toEqual(
      expect.arrayContaining([
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:Query',
        'dynamodb:GetItem',
      ]),
    );
  });

  // A replayed call's Idempotency-Key is claimed, answered and released in the table by the
  // group's own function: a read-only group with a replayable route would fail only on AWS.
  it('lets every group with a replayable route claim, answer and release keys in the table', () => {
    // Prepare
    const groups = [...new Set(routes.filter((r) => r.replayable).map((r) => r.group))];

    // Act
    const actions = groups.map((group) => {
      const [, fn] = functions.get(group) ?? [];
      const roleId = fn?.Properties.Role['Fn::GetAtt'][0];
      return [group, actionsOf(statementsOfRole(template, roleId))] as const;
    });

    // Assess
    expect(groups.sort()).toEqual(['prices', 'products', 'support', 'wishlist']);
    for (const [group, granted] of actions) {
      expect(granted, group).toEqual(
        expect.arrayContaining([
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:GetItem',
        ]),
      );
    }
  });

  // A claim older than the lease is taken to be of a request that died: a function still running
  // must never be that old.
  it("ends every replayable group's function before an Idempotency-Key claim's lease", () => {
    for (const group of new Set(routes.filter((r) => r.replayable).map((r) => r.group))) {
      const [, fn] = functions.get(group) ?? [];
      expect(fn?.Properties.Timeout, group).toBeLessThan(IDEMPOTENCY_CLAIM_LEASE_SECONDS);
    }
  });

  it('gives the groups that fetch stores most of the 30 s, and never opens the loopback allow-list', () => {
    for (const [name, [, fn]] of functions) {
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
      // The safe fetcher's allow-list is for loopback fixture stores on one machine only (its
      // module also refuses it on AWS at start-up); RDAP's bootstrap is the bundled copy there.
      expect(variables.FETCH_ALLOW_PRIVATE_HOSTS, name).toBeUndefined();
      expect(variables.RDAP_BOOTSTRAP_FILE, name).toBeUndefined();
      if (name === 'store-analysis' || name === 'platform-search') {
        expect(fn.Properties.Timeout, name).toBe(25);
      }
    }
  });
});
