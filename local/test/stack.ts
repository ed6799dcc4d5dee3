/**
 * For integration tests: the emulators' coordinates (from the global setup) and the app
 * (AWS services endpoint + gateway + SPA server) started in-process on a free port.
 */
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { EndpointGroup } from '@shop-scanner/shared/routes';
import { endpointGroups } from '@shop-scanner/shared/routes';
import { SUPPORT_STAFF_GROUP } from '@shop-scanner/shared/support-rules';
import { startApp, type App, type AppOptions } from '../src/local-stack';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export const emulators = () => {
  const s = inject('localStack');
  return {
    dynamodbEndpoint: s.dynamodbEndpoint,
    cognitoEndpoint: s.cognitoEndpoint,
    ids: { userPoolId: s.userPoolId, userPoolClientId: s.userPoolClientId },
    awsServicesPort: s.awsServicesPort,
  };
};

/** DynamoDB Local's credentials (it accepts any; these are the ones the stack uses). */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** A client of the tests' DynamoDB Local (to make a table of a test file's own, say). */
export const testDynamoDb = () =>
  new DynamoDBClient({
    endpoint: emulators().dynamodbEndpoint,
    region: 'local',
    credentials: localCredentials,
  });

/** A document client on the tests' DynamoDB Local, to look at what the API wrote. */
export const testTable = () => DynamoDBDocumentClient.from(testDynamoDb());

/** An answer body as tests read it: any JSON shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export interface ApiCallOptions {
  readonly token?: string;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as is (malformed JSON, say); wins over `body`. */
  readonly raw?: string;
}

/**
 * A caller of the app's API over real HTTP: JSON in, status and parsed body (undefined when
 * empty) out. `baseUrl` is read per call, since the app starts in a `beforeAll`.
 */
export const apiCaller =
  (baseUrl: () => string) =>
  async (method: string, path: string, options: ApiCallOptions = {}) => {
    const body =
      options.raw !== undefined
        ? options.raw
        : options.body !== undefined
          ? JSON.stringify(options.body)
          : undefined;
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };

/** Every endpoint group answered by one fixture module (e.g. the echo handler). */
export const allGroupsTo = (file: string): Record<EndpointGroup, string> =>
  Object.fromEntries(endpointGroups.map((g) => [g, path.join(fixturesDir, file)])) as Record<
    EndpointGroup,
    string
  >;

/**
 * The stack's event rules with the billing consumer's module replaced by `entry`: a fixture that
 * wraps the real consumer to make it fail as a test needs. Imported late: the rules' module reads
 * the handlers' environment when it loads.
 */
export const rulesWithBillingConsumer = async (entry: string) => {
  const { billingEventsFunction, eventRules } = await import('../src/handler-config');
  return eventRules.map((rule) =>
    rule.target === billingEventsFunction
      ? { ...rule, target: { ...billingEventsFunction, entry } }
      : rule,
  );
};

export const startTestApp = (overrides: Partial<AppOptions> = {}): Promise<App> => {
  const e = emulators();
  return startApp({
    port: 0,
    awsServicesPort: e.awsServicesPort,
    emulators: e,
    quiet: !process.env.LOCAL_STACK_VERBOSE,
    scheduler: false,
    ...overrides,
  });
};

export const cognitoCall = async (
  baseUrl: string,
  operation: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(`${baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

let counter = 0;
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${process.pid}-${counter++}@example.com`;

export const STRONG_PASSWORD = 'Passw0rdLocal';

/** Signs a user up through the shim (PreSignUp confirms them) and signs them in. */
export const signUpAndSignIn = async (
  baseUrl: string,
  clientId: string,
  attributes: Record<string, string> = {},
) => {
  const email = uniqueEmail('user');
  const signUp = await cognitoCall(baseUrl, 'SignUp', {
    ClientId: clientId,
    Username: email,
    Password: STRONG_PASSWORD,
    UserAttributes: Object.entries({ email, name: 'Test User', ...attributes }).map(
      ([Name, Value]) => ({
        Name,
        Value,
      }),
    ),
  });
  if (signUp.status !== 200) throw new Error(`SignUp failed: ${JSON.stringify(signUp.body)}`);
  const auth = await cognitoCall(baseUrl, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: STRONG_PASSWORD },
  });
  const result = auth.body.AuthenticationResult as
    { IdToken: string; AccessToken: string; RefreshToken: string } | undefined;
  if (!result) throw new Error(`InitiateAuth failed: ${JSON.stringify(auth.body)}`);
  return { email, signUp: signUp.body, ...result };
};

/**
 * Puts a signed-up user in the support staff group and signs them in again: the new ID token
 * carries the group (a token taken before does not).
 */
export const signInAsSupportStaff = async (baseUrl: string, email: string): Promise<string> => {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: emulators().cognitoEndpoint,
    region: 'local',
    credentials: localCredentials,
  });
  try {
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: emulators().ids.userPoolId,
        Username: email,
        GroupName: SUPPORT_STAFF_GROUP,
      }),
    );
  } finally {
    cognito.destroy();
  }
  const auth = await cognitoCall(baseUrl, 'InitiateAuth', {
    ClientId: emulators().ids.userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: STRONG_PASSWORD },
  });
  const result = auth.body.AuthenticationResult as { IdToken: string } | undefined;
  if (!result) throw new Error(`InitiateAuth failed: ${JSON.stringify(auth.body)}`);
  return result.IdToken;
};
