/**
 * The whole one-machine stack as functions, for `npm start`, the integration tests and
 * Playwright: emulators (DynamoDB Local, cognito-local) and the app (AWS services endpoint,
 * gateway, SPA), with the handlers' environment set before any handler is imported.
 */
import path from 'node:path';
import { passwordPolicy } from '@shop-scanner/shared/user';
import { routes } from '@shop-scanner/shared/routes';
import { TABLE_BASE_NAME } from '@shop-scanner/functions/data/table-definition';
import type { EndpointGroup } from '@shop-scanner/shared/routes';
import { startAppServer, type AppServer } from './app-server';
import { startAwsServices, type AwsServices } from './aws-services';
import { ensurePoolAndClient, startCognitoLocal, type PoolIds } from './cognito-local';
import type { CognitoShimOptions } from './cognito-shim';
import { startDynamoDbLocal } from './dynamodb-local';
import { ensureTable, localCredentials, localDynamoDbClient } from './dynamodb-table';
import { createEventBus, type EventBus, type EventRule } from './event-bus';
import {
  demoStoresOf,
  fixtureStoreKinds,
  startFixtureStores,
  type FixtureStoreKind,
  type FixtureStores,
} from './fixture-stores';
import {
  EVENT_BUS_NAME,
  eventRules as defaultEventRules,
  httpHandlerEntries,
  jobs,
  triggerFunctions as defaultTriggerFunctions,
} from './handler-config';
import { deadLetterQueues, localStackOutputs } from './dead-letter-queues';
import type { QueueStore } from './sqs/queue-store';
import { createJwtAuthorizer, createTokenVerifier, type JwtAuthorizer } from './jwt-authorizer';
import type { LambdaFunction } from './lambda-runtime';
import { createLog } from './log';
import { isPortFree, pickPort, startRetryingLostPorts } from './ports';
import { startScheduler } from './scheduler';
import { startStripeStandIn, type StripeStandIn } from './stripe/stand-in';
import { startLocalPushService, type LocalPushService } from './push/push-service';
import { vapidKeysIn, type VapidKeyPair } from './push/vapid-keys-file';
import { lastPushServicePort, rememberPushServicePort } from './push/push-service-port';
import { startMailCatcher, type MailCatcher } from './mail/mail-catcher';
import { MAIL_PAGE_PATH } from './mail/mail-pages';
import type { StripeKeys } from './stripe-mode';
import { webDir, webDistDir } from './paths';

export const TABLE_NAME = TABLE_BASE_NAME;

/**
 * The VAPID subject when VAPID_SUBJECT is not set: a mailto: address (push services refuse a
 * localhost one), on a domain reserved for examples. It reaches only the local push service
 * unless a real browser subscribes through its vendor's service: set VAPID_SUBJECT to your own
 * contact then.
 */
export const DEFAULT_LOCAL_VAPID_SUBJECT = 'mailto:push@shop-scanner.example';

/** The sender of support mail locally (on AWS an address SES has verified). */
export const LOCAL_MAIL_FROM = 'Shop Scanner Support <support@shop-scanner.example>';

/**
 * Internal ports follow the public one (PORT+1..4) when free: the issuer in tokens keeps its port.
 * The fixture stores take PORT+5 onwards, one each, so the addresses /analyze shows stay put.
 */
export const preferredInternalPorts = (port: number) => ({
  dynamodb: port + 1,
  cognito: port + 2,
  awsServices: port + 3,
  stripe: port + 4,
  fixtureStores: port + 5,
});

/** Each fixture store's preferred port when free, else 0 (a free one). */
const fixtureStorePorts = async (
  first: number,
): Promise<Partial<Record<FixtureStoreKind, number>>> =>
  Object.fromEntries(
    await Promise.all(
      fixtureStoreKinds.map(async (kind, index) => {
        const port = first + index;
        return [kind, port < 65536 && (await isPortFree(port)) ? port : 0];
      }),
    ),
  );

export interface Emulators {
  readonly dynamodbEndpoint: string;
  readonly cognitoEndpoint: string;
  readonly ids: PoolIds;
  readonly pids: readonly number[];
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  readonly dynamodbPort: number;
  readonly cognitoPort: number;
  /** Where cognito-local sends trigger invocations (the AWS services endpoint). */
  readonly lambdaEndpoint: string;
  /** Persistent data folder; with inMemory, cognito still needs a (temporary) folder. */
  readonly dataDir: string;
  readonly inMemory?: boolean;
  readonly quiet?: boolean;
}

/** DynamoDB Local and cognito-local in parallel, then the table, pool and client if missing. */
export const startEmulators = async (options: EmulatorOptions): Promise<Emulators> => {
  const log = createLog('local', options.quiet);
  const [dynamo, cognito] = await Promise.allSettled([
    startDynamoDbLocal({
      port: options.dynamodbPort,
      dbPath: path.join(options.dataDir, 'dynamodb'),
      inMemory: options.inMemory,
      quiet: options.quiet,
    }),
    startCognitoLocal({
      port: options.cognitoPort,
      dir: path.join(options.dataDir, 'cognito'),
      lambdaEndpoint: options.lambdaEndpoint,
      quiet: options.quiet,
    }),
  ]);
  if (dynamo.status === 'rejected' || cognito.status === 'rejected') {
    if (dynamo.status === 'fulfilled') await dynamo.value.stop();
    if (cognito.status === 'fulfilled') await cognito.value.stop();
    throw dynamo.status === 'rejected' ? dynamo.reason : (cognito as PromiseRejectedResult).reason;
  }
  const stop = async () => {
    await Promise.all([dynamo.value.stop(), cognito.value.stop()]);
  };
  try {
    const client = localDynamoDbClient(dynamo.value.endpoint);
    const [table, ids] = await Promise.all([
      ensureTable(client, TABLE_NAME).finally(() => client.destroy()),
      ensurePoolAndClient(cognito.value.endpoint, path.join(options.dataDir, 'cognito')),
    ]);
    log.info(
      `table ${TABLE_NAME} ${table}; user pool ${ids.userPoolId} ${ids.created ? 'created' : 'reused'}`,
    );
    return {
      dynamodbEndpoint: dynamo.value.endpoint,
      cognitoEndpoint: cognito.value.endpoint,
      ids: { userPoolId: ids.userPoolId, userPoolClientId: ids.userPoolClientId },
      pids: [dynamo.value.pid, cognito.value.pid],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};

export interface HandlerEnvInput {
  readonly dynamodbEndpoint: string;
  readonly cognitoEndpoint: string;
  readonly awsServicesEndpoint: string;
  readonly ids: PoolIds;
  readonly logLevel?: string;
  /** The Stripe stand-in: its API base and webhook signing secret. */
  readonly stripe?: { readonly apiBase: string; readonly webhookSecret: string };
  /** Stripe itself instead (stripe-mode.ts): the functions get its keys, as on AWS. */
  readonly stripeKeys?: StripeKeys;
  /** `host:port` of the loopback stores the safe fetcher may reach (the fixture stores). */
  readonly fetchAllowPrivateHosts?: readonly string[];
  /** Web push: the VAPID identity, and the local push service the sender may post to. */
  readonly push?: {
    readonly keys: VapidKeyPair;
    readonly subject: string;
    readonly serviceUrl: string;
  };
  /** The local mail catcher's SMTP address: the mailer sends there instead of SES. */
  readonly smtpUrl?: string;
}

/** The environment the handlers read (functions/src/lib/env.ts), as the CDK stack sets it on AWS. */
export const handlerEnv = ({
  dynamodbEndpoint,
  cognitoEndpoint,
  awsServicesEndpoint,
  ids,
  logLevel,
  stripe,
  stripeKeys,
  fetchAllowPrivateHosts,
  push,
  smtpUrl,
}: HandlerEnvInput): Record<string, string> => ({
  TABLE_NAME,
  DYNAMODB_ENDPOINT: dynamodbEndpoint,
  AWS_REGION: 'local',
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  USER_POOL_ID: ids.userPoolId,
  USER_POOL_CLIENT_ID: ids.userPoolClientId,
  // The `iss` of cognito-local's tokens (its own URL, not the shim's): public routes that verify
  // an optional token themselves check it. On AWS the issuer follows from region and pool id.
  USER_POOL_ISSUER: `${cognitoEndpoint}/${ids.userPoolId}`,
  // The Cognito API through the shim on the services endpoint (password policy like on AWS).
  COGNITO_ENDPOINT: awsServicesEndpoint,
  EVENT_BUS_NAME,
  EVENT_BUS_ENDPOINT: awsServicesEndpoint,
  POWERTOOLS_SERVICE_NAME: 'shop-scanner-local',
  LOG_LEVEL: logLevel ?? 'INFO',
  // Without STRIPE_SECRET_KEY functions/src/lib/stripe.ts talks to the stand-in.
  ...(stripeKeys
    ? { STRIPE_SECRET_KEY: stripeKeys.secretKey, STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret }
    : stripe
      ? { STRIPE_API_BASE: stripe.apiBase, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret }
      : {}),
  ...(fetchAllowPrivateHosts?.length
    ? { FETCH_ALLOW_PRIVATE_HOSTS: fetchAllowPrivateHosts.join(',') }
    : {}),
  ...(push
    ? {
        VAPID_PUBLIC_KEY: push.keys.publicKey,
        VAPID_PRIVATE_KEY: push.keys.privateKey,
        VAPID_SUBJECT: push.subject,
        PUSH_SERVICE_LOCAL_ORIGIN: push.serviceUrl,
      }
    : {}),
  MAIL_FROM: LOCAL_MAIL_FROM,
  ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
});

export interface AppOptions {
  readonly port: number;
  readonly awsServicesPort: number;
  readonly emulators: Pick<Emulators, 'dynamodbEndpoint' | 'cognitoEndpoint' | 'ids'>;
  readonly quiet?: boolean;
  readonly dev?: boolean;
  readonly scheduler?: boolean;
  readonly logLevel?: string;
  readonly webRoot?: string;
  /** Tests may point groups, triggers and rules at fixture modules. */
  readonly handlerEntries?: Readonly<Record<EndpointGroup, string>>;
  readonly triggerFunctions?: readonly LambdaFunction[];
  readonly eventRules?: readonly EventRule[];
  /** The Stripe stand-in's port (0 or absent: a free one). */
  readonly stripePort?: number;
  /** Where the stand-in keeps its state (`<DATA_DIR>/stripe`); absent: in memory. */
  readonly stripeDataDir?: string;
  /** The stand-in's webhook retry backoff (tests shorten it). */
  readonly stripeWebhookRetryDelaysMs?: readonly number[];
  /** Use Stripe itself (test-mode keys) instead of the stand-in; see stripe-mode.ts. */
  readonly stripeKeys?: StripeKeys;
  /** Loopback stores (fixture-stores): the handlers may fetch them, /analyze offers them. */
  readonly fixtureStores?: Pick<FixtureStores, 'stores' | 'allowList'>;
  /** The local push service's port (0 or absent: a free one). */
  readonly pushServicePort?: number;
  /** Where the VAPID key pair is kept (`<DATA_DIR>/push`); absent: a new pair in memory. */
  readonly pushDataDir?: string;
  /** The VAPID subject (settings.ts: VAPID_SUBJECT). */
  readonly vapidSubject?: string;
  /** Where the mail catcher keeps its inbox (`<DATA_DIR>/mail`); absent: in memory. */
  readonly mailDataDir?: string;
  /** Where the dead-letter queues keep their messages (`<DATA_DIR>/queues`); absent: in memory. */
  readonly deadLetterDataDir?: string;
  /** The bus's retry delays for a failed consumer (Lambda's two retries; tests shorten them). */
  readonly eventRetryDelaysMs?: readonly number[];
}

export interface App {
  readonly url: string;
  readonly port: number;
  readonly awsServices: AwsServices;
  readonly appServer: AppServer;
  readonly bus: EventBus;
  readonly env: Record<string, string>;
  /** The local Stripe stand-in (its clock and webhooks for tests). */
  readonly stripe: StripeStandIn;
  /** The local push service (web-push-testing): where subscriptions point and messages arrive. */
  readonly pushService: LocalPushService;
  /** The local mail catcher (SES's stand-in): every mail the functions sent. */
  readonly mailCatcher: MailCatcher;
  /** Where a person reads the caught mail. */
  readonly mailUrl: string;
  /** The consumers' dead-letter queues (the SQS stand-in on the AWS services endpoint). */
  readonly deadLetters: QueueStore;
  /** The CloudFormation outputs the redrive command reads, with their local values. */
  readonly outputs: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/** The AWS services endpoint and the app server, after setting the handlers' environment. */
export const startApp = async (options: AppOptions): Promise<App> => {
  const { emulators, quiet } = options;
  const awsServicesEndpoint = `http://127.0.0.1:${options.awsServicesPort}`;
  // Started first: the handlers' environment names it. Its webhook URL (the app's own route)
  // is set once the app server has its port.
  const stripe = await startStripeStandIn({
    port: options.stripePort ?? 0,
    dataDir: options.stripeDataDir,
    log: createLog('stripe', quiet),
    webhookRetryDelaysMs: options.stripeWebhookRetryDelaysMs,
  });
  let pushService: LocalPushService;
  try {
    pushService = await startLocalPushService({
      port: options.pushServicePort ?? 0,
      log: createLog('push', quiet),
    });
  } catch (error) {
    await stripe.stop();
    throw error;
  }
  let mailCatcher: MailCatcher;
  try {
    mailCatcher = await startMailCatcher({
      port: 0,
      ...(options.mailDataDir ? { dataDir: options.mailDataDir } : {}),
      log: createLog('mail', quiet),
    });
  } catch (error) {
    await Promise.all([stripe.stop(), pushService.stop()]);
    throw error;
  }
  const stopSideServices = () =>
    Promise.all([stripe.stop(), pushService.stop(), mailCatcher.stop()]);
  const env = handlerEnv({
    ...emulators,
    awsServicesEndpoint,
    logLevel: options.logLevel,
    stripe: { apiBase: stripe.url, webhookSecret: stripe.webhookSecret },
    ...(options.stripeKeys ? { stripeKeys: options.stripeKeys } : {}),
    ...(options.fixtureStores ? { fetchAllowPrivateHosts: options.fixtureStores.allowList } : {}),
    push: {
      keys: vapidKeysIn(options.pushDataDir),
      subject: options.vapidSubject ?? DEFAULT_LOCAL_VAPID_SUBJECT,
      serviceUrl: pushService.url,
    },
    smtpUrl: mailCatcher.smtpUrl,
  });
  // Before any handler module is imported: functions/src/lib/env.ts reads them once, at import.
  Object.assign(process.env, env);

  const cognito: CognitoShimOptions = {
    upstream: emulators.cognitoEndpoint,
    passwordPolicy,
    accessTokens: createTokenVerifier({
      cognitoEndpoint: emulators.cognitoEndpoint,
      userPoolId: emulators.ids.userPoolId,
      clientId: emulators.ids.userPoolClientId,
      tokenUse: 'access',
    }),
  };
  const rules = options.eventRules ?? defaultEventRules;
  const deadLetters = deadLetterQueues(options.deadLetterDataDir);
  const bus = createEventBus({
    busName: EVENT_BUS_NAME,
    rules,
    log: createLog('events', quiet),
    deadLetters,
    ...(options.eventRetryDelaysMs ? { retryDelaysMs: options.eventRetryDelaysMs } : {}),
  });
  let awsServices: AwsServices;
  try {
    awsServices = await startAwsServices({
      port: options.awsServicesPort,
      // The consumers too: the redrive command invokes them as it would on AWS.
      functions: [
        ...(options.triggerFunctions ?? defaultTriggerFunctions),
        ...rules.map((rule) => rule.target),
      ],
      bus,
      queues: deadLetters,
      cognito: () => cognito,
      log: createLog('aws', quiet),
    });
  } catch (error) {
    await stopSideServices();
    throw error;
  }
  let authorizer: JwtAuthorizer | undefined;
  let appServer: AppServer;
  try {
    appServer = await startAppServer({
      port: options.port,
      gateway: {
        routes,
        handlerEntries: options.handlerEntries ?? httpHandlerEntries,
        authorizer: () =>
          (authorizer ??= createJwtAuthorizer({
            cognitoEndpoint: emulators.cognitoEndpoint,
            userPoolId: emulators.ids.userPoolId,
            clientId: emulators.ids.userPoolClientId,
          })),
      },
      cognito,
      ids: emulators.ids,
      webRoot: options.webRoot ?? webDistDir,
      ...(options.dev ? { dev: { root: webDir } } : {}),
      checkout: options.stripeKeys
        ? { kind: 'stripe', publishableKey: options.stripeKeys.publishableKey }
        : { kind: 'stand-in', url: stripe.url },
      ...(options.fixtureStores ? { demoStores: demoStoresOf(options.fixtureStores) } : {}),
      mailCatcher,
      log: createLog('gateway', quiet),
    });
  } catch (error) {
    await Promise.all([awsServices.stop(), stopSideServices()]);
    throw error;
  }
  // The links in e-mails point at the site, whose port is known only now; no handler module
  // has read the environment yet (they load on their first request).
  env.SITE_URL = appServer.url;
  process.env.SITE_URL = appServer.url;
  stripe.setWebhookUrl(`http://127.0.0.1:${appServer.port}/api/billing/webhook`);
  const stopScheduler =
    options.scheduler === false
      ? () => {}
      : startScheduler(Object.values(jobs), createLog('scheduler', quiet));
  return {
    url: appServer.url,
    port: appServer.port,
    awsServices,
    appServer,
    bus,
    env,
    stripe,
    pushService,
    mailCatcher,
    mailUrl: `${appServer.url}${MAIL_PAGE_PATH}`,
    deadLetters,
    outputs: localStackOutputs(awsServices.endpoint, rules),
    stop: async () => {
      stopScheduler();
      await Promise.all([appServer.stop(), awsServices.stop(), stopSideServices()]);
    },
  };
};

export interface LocalStackOptions {
  /** Public port; 0 picks a free one. */
  readonly port: number;
  readonly dataDir: string;
  readonly inMemory?: boolean;
  readonly quiet?: boolean;
  readonly dev?: boolean;
  readonly scheduler?: boolean;
  readonly logLevel?: string;
  readonly webRoot?: string;
  readonly stripeKeys?: StripeKeys;
  readonly vapidSubject?: string;
}

export interface LocalStack extends App {
  readonly emulators: Emulators;
  /** The loopback fixture stores (their addresses for tests; /analyze lists the shops). */
  readonly fixtureStores: FixtureStores;
  readonly ports: {
    app: number;
    dynamodb: number;
    cognito: number;
    awsServices: number;
    stripe: number;
    pushService: number;
  };
}

/**
 * The local stack. Ports are checked free and bound a moment later, so on port 0 (tests, many
 * side by side) another process may take one in between: such a start is tried again, on new
 * ports. A fixed port is the shopper's stack, whose failure is reported as it is.
 */
export const startLocalStack = (options: LocalStackOptions): Promise<LocalStack> =>
  options.port === 0
    ? startRetryingLostPorts(
        () => startLocalStackOnce(options),
        (error) =>
          createLog('local', options.quiet).info(
            `a port was taken while the stack started (${error.message}); starting again`,
          ),
      )
    : startLocalStackOnce(options);

const startLocalStackOnce = async (options: LocalStackOptions): Promise<LocalStack> => {
  const appPort = options.port === 0 ? await pickPort(undefined) : options.port;
  const preferred = preferredInternalPorts(appPort);
  const dynamodb = await pickPort(preferred.dynamodb);
  const cognito = await pickPort(preferred.cognito === dynamodb ? undefined : preferred.cognito);
  let awsServices = await pickPort(preferred.awsServices);
  if (awsServices === dynamodb || awsServices === cognito) awsServices = await pickPort(undefined);
  let stripe = await pickPort(preferred.stripe);
  if ([dynamodb, cognito, awsServices].includes(stripe)) stripe = await pickPort(undefined);
  const pushDataDir = options.inMemory ? undefined : path.join(options.dataDir, 'push');
  let pushService = await pickPort(lastPushServicePort(pushDataDir));
  if ([dynamodb, cognito, awsServices, stripe].includes(pushService))
    pushService = await pickPort(undefined);
  const log = createLog('local', options.quiet);
  if (cognito !== preferred.cognito) {
    log.info(
      `port ${preferred.cognito} is taken: cognito-local uses ${cognito}, so tokens issued before this start are no longer valid`,
    );
  }

  // Stable ports for a stack on a fixed PORT (the shown addresses); free ones for tests (PORT 0).
  const fixturePorts = options.port === 0 ? {} : await fixtureStorePorts(preferred.fixtureStores);
  // Side by side: the stores generate their catalogue while the emulators' processes boot.
  const [started, fixtures] = await Promise.allSettled([
    startEmulators({
      dynamodbPort: dynamodb,
      cognitoPort: cognito,
      lambdaEndpoint: `http://127.0.0.1:${awsServices}`,
      dataDir: options.dataDir,
      inMemory: options.inMemory,
      quiet: options.quiet,
    }),
    startFixtureStores({ ports: fixturePorts }),
  ]);
  if (started.status === 'rejected' || fixtures.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    if (fixtures.status === 'fulfilled') await fixtures.value.close();
    throw started.status === 'rejected'
      ? started.reason
      : (fixtures as PromiseRejectedResult).reason;
  }
  const emulators = started.value;
  const fixtureStores = fixtures.value;
  let app: App;
  try {
    app = await startApp({
      port: appPort,
      awsServicesPort: awsServices,
      emulators,
      quiet: options.quiet,
      dev: options.dev,
      scheduler: options.scheduler,
      logLevel: options.logLevel,
      webRoot: options.webRoot,
      ...(options.stripeKeys ? { stripeKeys: options.stripeKeys } : {}),
      stripePort: stripe,
      // Kept across restarts like the table; in memory with the rest for inMemory stacks.
      ...(options.inMemory ? {} : { stripeDataDir: path.join(options.dataDir, 'stripe') }),
      // The VAPID keys persist with the data: a new pair would void every subscription.
      ...(pushDataDir ? { pushDataDir } : {}),
      pushServicePort: pushService,
      ...(options.vapidSubject ? { vapidSubject: options.vapidSubject } : {}),
      // The caught mail stays with the data, as the table does.
      ...(options.inMemory ? {} : { mailDataDir: path.join(options.dataDir, 'mail') }),
      // Events that failed every retry wait there for `npm run redrive`, across restarts.
      ...(options.inMemory ? {} : { deadLetterDataDir: path.join(options.dataDir, 'queues') }),
      fixtureStores,
    });
  } catch (error) {
    await Promise.all([emulators.stop(), fixtureStores.close()]);
    throw error;
  }
  rememberPushServicePort(pushDataDir, app.pushService.port);
  return {
    ...app,
    emulators,
    fixtureStores,
    ports: {
      app: app.port,
      dynamodb,
      cognito,
      awsServices,
      stripe: app.stripe.port,
      pushService: app.pushService.port,
    },
    stop: async () => {
      await app.stop();
      await Promise.all([emulators.stop(), fixtureStores.close()]);
    },
  };
};
