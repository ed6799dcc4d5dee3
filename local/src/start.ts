/**
 * `npm start` (and `npm run dev` with --dev): the whole product on this machine.
 * Prints `Shop Scanner is running at http://localhost:<PORT>` when ready; Ctrl-C stops it all.
 */
import { mkdirSync } from 'node:fs';
import { watchChildren, watchLaunchers } from './child-processes';
import { startLocalStack, type LocalStack } from './local-stack';
import { createLog } from './log';
import { readSettings } from './settings';
import { loadDemoCatalogueOnStart } from './seed/first-start';
import {
  claimDataDir,
  identify,
  releaseDataDir,
  stackFileIn,
  writeStackFile,
  type StackFile,
} from './stack-file';
import { buildWeb, webBuildIsStale } from './web-build';

const started = Date.now();
const dev = process.argv.includes('--dev');
const log = createLog('local');
const settings = readSettings();
mkdirSync(settings.dataDir, { recursive: true });

let stack: LocalStack | undefined;
let stopping = false;
/** Set once this process owns the data folder's stack.json (and so may remove it). */
let stackRecord: StackFile | undefined;
let stopRecordingChildren = () => {};

const record = (patch: Partial<StackFile>): void => {
  if (!stackRecord) return;
  stackRecord = { ...stackRecord, ...patch };
  writeStackFile(settings.dataDir, stackRecord);
};

const shutdown = async (code: number): Promise<never> => {
  if (!stopping) {
    stopping = true;
    log.info('stopping...');
    await stack?.stop().catch((error: unknown) => log.error('stop failed', error));
    stopRecordingChildren();
    if (stackRecord) releaseDataDir(settings.dataDir, stackRecord);
  }
  // Any child still alive is killed by the exit hook in child-processes.ts.
  process.exit(code);
};

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
process.on('uncaughtException', (error) => {
  log.error('uncaught error', error);
  void shutdown(1);
});
process.on('unhandledRejection', (error) => {
  log.error('unhandled rejection', error);
  void shutdown(1);
});

const main = async () => {
  const claim = await claimDataDir(settings.dataDir);
  if (claim.kind === 'taken') {
    const { pid, url } = claim.stack;
    log.error(
      `another stack (pid ${pid}${url ? `, ${url}` : ', starting'}) already runs on ${settings.dataDir}: ` +
        `stop it first, or start this one with another DATA_DIR and PORT. ` +
        `(If no such process is a stack, delete ${stackFileIn(settings.dataDir)}.)`,
    );
    process.exit(1);
  }
  stackRecord = claim.record;
  if (claim.stoppedLeftovers.length > 0) {
    log.info(
      `stopped emulators left running by a stack that did not shut down: pids ${claim.stoppedLeftovers.join(', ')}`,
    );
  }
  // The children go into stack.json as they start (pid and start time): if this process is
  // SIGKILLed, the next start stops them.
  stopRecordingChildren = watchChildren((pids) => record({ children: pids.map(identify) }));
  await watchLaunchers(() => {
    log.info('the launching process is gone');
    void shutdown(0);
  });
  if (!dev && webBuildIsStale()) {
    log.info('web/dist is missing or older than its sources: building the web app...');
    const code = await buildWeb();
    if (code !== 0)
      log.error(`the web build failed (exit ${code}); the API runs, the SPA may be stale`);
  }
  stack = await startLocalStack({
    port: settings.port,
    dataDir: settings.dataDir,
    dev,
    logLevel: settings.logLevel,
    ...(settings.stripeKeys ? { stripeKeys: settings.stripeKeys } : {}),
    ...(settings.vapidSubject ? { vapidSubject: settings.vapidSubject } : {}),
  });
  if (settings.stripeKeys) log.info('payments: Stripe itself (STRIPE_SECRET_KEY is set)');
  record({
    url: stack.url,
    env: stack.env,
    awsEndpoint: stack.awsServices.endpoint,
    outputs: { ...stack.outputs },
  });
  // Imported now: the data modules read the handlers' environment, which the stack just set.
  const { indexEveryWishlistItem } =
    await import('@shop-scanner/functions/data/wishlist-index-migration');
  const indexed = await indexEveryWishlistItem();
  if (indexed > 0) log.info(`wishlist items added to the price-drop job's index: ${indexed}`);
  // The first start loads the demo catalogue (a large one in the background, see first-start.ts).
  await loadDemoCatalogueOnStart({ log, isStopping: () => stopping });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log.info(
    `DynamoDB Local ${stack.emulators.dynamodbEndpoint}, cognito-local ${stack.emulators.cognitoEndpoint}, AWS services ${stack.awsServices.endpoint}; data in ${settings.dataDir}`,
  );
  log.info(`local push service ${stack.pushService.url}`);
  log.info(`mail catcher (SES stand-in): read the mail at ${stack.mailUrl}`);
  log.info(
    `fixture stores: ${stack.fixtureStores.stores.map((store) => `${store.kind} ${store.url}`).join(', ')}`,
  );
  process.stdout.write(
    `Shop Scanner is running at ${stack.url} (ready in ${seconds} s${dev ? ', dev mode' : ''}); its e-mail at ${stack.mailUrl}\n`,
  );
};

main().catch((error: unknown) => {
  log.error('could not start', error);
  void shutdown(1);
});
