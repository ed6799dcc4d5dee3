/**
 * cognito-local as a child process on Node 24, its data under `<dir>/.cognito`, and the pool and
 * SPA client created on first run from the shared pool settings (ids kept in `<dir>/ids.json`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  ListGroupsCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SUPPORT_STAFF_GROUP } from '@shop-scanner/shared/support-rules';
import { userPoolName, userPoolSettings } from '@shop-scanner/shared/user-pool-settings';
import { spawnChild, waitUntil } from './child-processes';
import { localCredentials } from './dynamodb-table';
import { cognitoLocalMain } from './paths';

/** The Lambda function name cognito-local invokes for PreSignUp (answered by the services endpoint). */
export const preSignUpFunctionName = 'shop-scanner-pre-sign-up';

export interface CognitoLocalOptions {
  readonly port: number;
  /** cognito-local's working directory: it keeps `.cognito/config.json` and `.cognito/db` there. */
  readonly dir: string;
  /** Where cognito-local sends Lambda Invoke calls for the triggers. */
  readonly lambdaEndpoint: string;
  readonly quiet?: boolean;
}

export interface CognitoLocal {
  readonly endpoint: string;
  readonly pid: number;
  stop(): Promise<void>;
}

export const cognitoLocalConfig = (port: number, lambdaEndpoint: string) => ({
  LambdaClient: { endpoint: lambdaEndpoint, region: 'local', credentials: localCredentials },
  TriggerFunctions: { PreSignUp: preSignUpFunctionName },
  UserPoolDefaults: { UsernameAttributes: ['email'] },
  TokenConfig: { IssuerDomain: `http://127.0.0.1:${port}` },
  ServerConfig: { port, hostname: '127.0.0.1', development: false, https: false },
});

/** Colours (boxen's, when FORCE_COLOR is set): prefixed lines read better (and parse) without. */
// eslint-disable-next-line no-control-regex
const stripAnsi = (line: string): string => line.replace(/\u001b\[[0-9;]*m/g, '');

export const startCognitoLocal = async ({
  port,
  dir,
  lambdaEndpoint,
  quiet = false,
}: CognitoLocalOptions): Promise<CognitoLocal> => {
  mkdirSync(path.join(dir, '.cognito'), { recursive: true });
  writeFileSync(
    path.join(dir, '.cognito/config.json'),
    `${JSON.stringify(cognitoLocalConfig(port, lambdaEndpoint), null, 2)}\n`,
  );
  let codeFor: string | undefined;
  const child = spawnChild(process.execPath, [cognitoLocalMain], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // cognito-local's Lambda client is SDK v2, which warns about its end of support at start.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    prefix: 'cognito',
    quiet,
    transformLine: stripAnsi,
    onLine: (line) => {
      // The forgot-password and verification codes arrive in a box; repeat them on one plain line.
      const destination = /Destination:\s+(\S+)/.exec(line)?.[1];
      if (destination) codeFor = destination;
      const code = /Code:\s+(\S+)/.exec(line)?.[1];
      // Written at once (stdout is synchronous for a file or a pipe): tests and people read it.
      if (code && !quiet) {
        process.stdout.write(`[cognito] >>> confirmation code for ${codeFor ?? 'user'}: ${code}\n`);
      }
    },
  });
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntil('cognito-local', async () => (await fetch(`${endpoint}/health`)).ok, {
      child,
      intervalMs: 100,
    });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { endpoint, pid: child.pid, stop: child.stop };
};

export interface PoolIds {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

const client = (endpoint: string) =>
  new CognitoIdentityProviderClient({ endpoint, region: 'local', credentials: localCredentials });

export const createPoolAndClient = async (endpoint: string): Promise<PoolIds> => {
  const cognito = client(endpoint);
  try {
    const { passwordPolicy: p, customAttributes, client: c } = userPoolSettings;
    const pool = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: userPoolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: p.minLength,
            RequireUppercase: p.requireUppercase,
            RequireLowercase: p.requireLowercase,
            RequireNumbers: p.requireDigits,
            RequireSymbols: p.requireSymbols,
          },
        },
        Schema: [
          ...Object.entries(userPoolSettings.standardAttributes).map(([name, a]) => ({
            Name: name,
            AttributeDataType: 'String' as const,
            Required: a.required,
            Mutable: a.mutable,
          })),
          ...customAttributes.map((a) => ({
            Name: a.name,
            AttributeDataType: 'String' as const,
            Mutable: a.mutable,
            StringAttributeConstraints: { MinLength: '0', MaxLength: String(a.maxLength) },
          })),
        ],
        LambdaConfig: { PreSignUp: preSignUpFunctionName },
      }),
    );
    const userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local created a pool without an id');
    const appClient = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: c.name,
        GenerateSecret: c.generateSecret,
        ExplicitAuthFlows: [...c.authFlows],
        IdTokenValidity: c.idTokenValidityMinutes,
        AccessTokenValidity: c.accessTokenValidityMinutes,
        RefreshTokenValidity: c.refreshTokenValidityDays,
        TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
        EnableTokenRevocation: c.enableTokenRevocation,
        PreventUserExistenceErrors: c.preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
      }),
    );
    const userPoolClientId = appClient.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local created a client without an id');
    return { userPoolId, userPoolClientId };
  } finally {
    cognito.destroy();
  }
};

const poolStillExists = async (endpoint: string, ids: PoolIds): Promise<boolean> => {
  const cognito = client(endpoint);
  try {
    await cognito.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
    await cognito.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: ids.userPoolId,
        ClientId: ids.userPoolClientId,
      }),
    );
    return true;
  } catch {
    return false;
  } finally {
    cognito.destroy();
  }
};

/** The groups the pool has, as the CDK auth construct gives it on AWS (the support staff). */
export const userPoolGroups = [
  {
    name: SUPPORT_STAFF_GROUP,
    description: 'Support staff: the ticket inbox, answers to any ticket',
  },
] as const;

/** Creates each of the pool's groups it does not have yet (a pool of an earlier run may lack one). */
export const ensureGroups = async (endpoint: string, userPoolId: string): Promise<void> => {
  const cognito = client(endpoint);
  try {
    // Listed, not asked one by one: cognito-local answers GetGroup of a missing group with a 500.
    const { Groups = [] } = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
    const existing = new Set(Groups.map((g) => g.GroupName));
    for (const group of userPoolGroups.filter((g) => !existing.has(g.name))) {
      await cognito.send(
        new CreateGroupCommand({
          UserPoolId: userPoolId,
          GroupName: group.name,
          Description: group.description,
        }),
      );
    }
  } finally {
    cognito.destroy();
  }
};

/**
 * The pool and client of an earlier run (from ids.json), or new ones saved for the next run;
 * either way with the pool's groups.
 */
export const ensurePoolAndClient = async (
  endpoint: string,
  dir: string,
): Promise<PoolIds & { created: boolean }> => {
  const idsFile = path.join(dir, 'ids.json');
  if (existsSync(idsFile)) {
    const saved = JSON.parse(readFileSync(idsFile, 'utf8')) as PoolIds;
    if (await poolStillExists(endpoint, saved)) {
      await ensureGroups(endpoint, saved.userPoolId);
      return { ...saved, created: false };
    }
  }
  const ids = await createPoolAndClient(endpoint);
  await ensureGroups(endpoint, ids.userPoolId);
  writeFileSync(idsFile, `${JSON.stringify(ids, null, 2)}\n`);
  return { ...ids, created: true };
};
