/**
 * `npm start` (and `npm run dev` with --dev): the whole product on this machine.
 * Prints `Shop Scanner is running at http://localhost:<PORT>` when ready; Ctrl-C stops it all.
 */
import { mkdirSync } from 'node:fs';
import { watchLaunchers } from './child-processes';
import { startLocalStack, type LocalStack } from './local-stack';
import { createLog } from './log';
import { readSettings } from './settings';
import { removeStackFile, writeStackFile } from './stack-file';
import { buildWeb, webBuildIsStale } from './web-build';

const started = Date.now();
const dev = process.argv.includes('--dev');
const log = createLog('local');
const settings = readSettings();
mkdirSync(settings.dataDir, { recursive: true });

let stack: LocalStack | undefined;
let stopping = false;

const shutdown = async (code: number): Promise<never> => {
  if (!stopping) {
    stopping = true;
    log.info('stopping...');
    await stack?.stop().catch((error: unknown) => log.error('stop failed', error));
    removeStackFile(settings.dataDir);
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
  });
  writeStackFile(settings.dataDir, { url: stack.url, pid: process.pid, env: stack.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log.info(
    `DynamoDB Local ${stack.emulators.dynamodbEndpoint}, cognito-local ${stack.emulators.cognitoEndpoint}, AWS services ${stack.awsServices.endpoint}; data in ${settings.dataDir}`,
  );
  process.stdout.write(
    `Shop Scanner is running at ${stack.url} (ready in ${seconds} s${dev ? ', dev mode' : ''})\n`,
  );
};

main().catch((error: unknown) => {
  log.error('could not start', error);
  void shutdown(1);
});
