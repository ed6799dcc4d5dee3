/**
 * `npm run seed`: generates the demo catalogue and loads it again (idempotent: the same items are
 * overwritten), into the DynamoDB of the stack running on DATA_DIR, or, when none runs, into the
 * data folder itself, through a DynamoDB Local started for the load and stopped after it.
 * DEMO_CATALOGUE_SIZE chooses the size (default 25,000).
 */
import path from 'node:path';
import { TABLE_BASE_NAME } from '@shop-scanner/functions/data/table-definition';
import { startDynamoDbLocal, type DynamoDbLocal } from '../dynamodb-local';
import { ensureTable, localCredentials, localDynamoDbClient } from '../dynamodb-table';
import { createLog } from '../log';
import { freePort } from '../ports';
import { readSettings } from '../settings';
import {
  claimDataDir,
  identify,
  readStackFile,
  releaseDataDir,
  writeStackFile,
  type StackFile,
} from '../stack-file';
import {
  everyTenth,
  formatCount,
  demoCatalogueSize,
  seedDemoCatalogue,
} from './seed-demo-catalogue';

const log = createLog('seed');

/** Where the table is: the running stack's DynamoDB, or one started here (stopped after). */
interface Target {
  readonly endpoint: string;
  readonly tableName: string;
  release(): Promise<void>;
}

const runningStackTarget = (stack: StackFile): Target | undefined => {
  const endpoint = stack.env?.DYNAMODB_ENDPOINT;
  if (!endpoint) return undefined;
  log.info(`loading into the running stack's DynamoDB Local (${endpoint})`);
  return { endpoint, tableName: stack.env?.TABLE_NAME ?? TABLE_BASE_NAME, release: async () => {} };
};

/**
 * No stack runs: this process claims the data folder as `npm start` does (so a start meanwhile
 * waits its turn instead of opening the same database files), and runs DynamoDB Local on it.
 */
const ownDynamoDbTarget = async (dataDir: string): Promise<Target> => {
  const claim = await claimDataDir(dataDir);
  if (claim.kind === 'taken') {
    throw new Error(
      `a stack (pid ${claim.stack.pid}) is starting on ${dataDir}: try again when it is ready`,
    );
  }
  let db: DynamoDbLocal | undefined;
  try {
    db = await startDynamoDbLocal({
      port: await freePort(),
      dbPath: path.join(dataDir, 'dynamodb'),
      quiet: true,
    });
    // Recorded like a stack's emulator: if this process is killed, the next start stops it.
    writeStackFile(dataDir, { ...claim.record, children: [identify(db.pid)] });
    const client = localDynamoDbClient(db.endpoint);
    await ensureTable(client, TABLE_BASE_NAME).finally(() => client.destroy());
  } catch (error) {
    await db?.stop();
    releaseDataDir(dataDir, claim.record);
    throw error;
  }
  const started = db;
  log.info(`no stack runs on ${dataDir}: loading through DynamoDB Local started for this`);
  return {
    endpoint: started.endpoint,
    tableName: TABLE_BASE_NAME,
    release: async () => {
      await started.stop();
      releaseDataDir(dataDir, claim.record);
    },
  };
};

const main = async (): Promise<number> => {
  const count = demoCatalogueSize();
  if (count === 0) {
    log.info('DEMO_CATALOGUE_SIZE=0: nothing to load');
    return 0;
  }
  const { dataDir } = readSettings();
  const running = readStackFile(dataDir);
  if (running && !running.env) {
    log.error(`the stack on ${dataDir} is still starting: try again when it prints its address`);
    return 1;
  }
  const target = running ? runningStackTarget(running) : await ownDynamoDbTarget(dataDir);
  if (!target) {
    log.error(`the stack on ${dataDir} does not name its DynamoDB endpoint`);
    return 1;
  }
  const stop = () => {
    void target.release().finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    // Before the data module is imported: it reads the environment at import.
    Object.assign(process.env, {
      TABLE_NAME: target.tableName,
      DYNAMODB_ENDPOINT: target.endpoint,
      AWS_REGION: 'local',
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    });
    log.info(`generating and loading ${formatCount(count)} demo products...`);
    const result = await seedDemoCatalogue({
      count,
      onProgress: everyTenth((written, total) =>
        log.info(`${formatCount(written)} of ${formatCount(total)} products written`),
      ),
    });
    const total = (result.generateMs + result.loadMs) / 1000;
    log.info(
      `done: ${formatCount(count)} products in ${total.toFixed(1)} s ` +
        `(generated in ${(result.generateMs / 1000).toFixed(1)} s, loaded in ${(result.loadMs / 1000).toFixed(1)} s, ` +
        `${Math.round(count / (result.loadMs / 1000))} products/s); version ${result.version}`,
    );
    return 0;
  } finally {
    await target.release();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log.error('seed failed', error);
    process.exit(1);
  },
);
