/**
 * The local stack `npm start` runs (same launcher, DynamoDB Local on disk), on the benchmark
 * run's data folder, with the demo catalogue in it: loaded once, by the first benchmark that
 * needs it. For benchmarks run through runIsolated (one stack per process, see isolated.ts).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoDbClient } from '../../local/src/dynamodb-table';
import { startLocalStack, TABLE_NAME, type LocalStack } from '../../local/src/local-stack';
import {
  demoCatalogueIsCurrent,
  demoCatalogueSize,
  everyTenth,
  formatCount,
  seedDemoCatalogue,
} from '../../local/src/seed/seed-demo-catalogue';

/** The generator's size setting, DEMO_CATALOGUE_SIZE (25,000 unless set). */
export const CATALOGUE_SIZE = demoCatalogueSize();

/**
 * The run's shared folder (BENCH_CATALOGUE_DIR, removed by the parent when the run ends), or a
 * temporary one of this benchmark's own (`own`: the caller removes it).
 */
export const catalogueDataDir = (): { dir: string; own: boolean } => {
  const shared = process.env.BENCH_CATALOGUE_DIR;
  if (shared) {
    mkdirSync(shared, { recursive: true });
    return { dir: shared, own: false };
  }
  return { dir: mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-catalogue-')), own: true };
};

export const startBenchStack = (dataDir: string): Promise<LocalStack> =>
  startLocalStack({ port: 0, dataDir, quiet: true, scheduler: false });

export const printProgress = everyTenth((written, total) =>
  console.error(`  ${formatCount(written)} of ${formatCount(total)} demo products written`),
);

/** The stack with the catalogue in place; `close` stops it (and removes a folder of its own). */
export const openCatalogueStack = async (): Promise<{
  stack: LocalStack;
  close(): Promise<void>;
}> => {
  const { dir, own } = catalogueDataDir();
  const stack = await startBenchStack(dir);
  const close = async () => {
    await stack.stop();
    if (own) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // startLocalStack has set the handlers' environment: the data modules import against it.
    if (!(await demoCatalogueIsCurrent(CATALOGUE_SIZE))) {
      console.error(
        `loading the ${formatCount(CATALOGUE_SIZE)}-product demo catalogue (not timed)...`,
      );
      await seedDemoCatalogue({ count: CATALOGUE_SIZE, onProgress: printProgress });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { stack, close };
};

/**
 * How many items the table holds, as DescribeTable reports it (DynamoDB Local counts exactly; a
 * counting Scan would read the whole table, which takes minutes here).
 */
export const countItems = async (dynamodbEndpoint: string): Promise<number> => {
  const client = localDynamoDbClient(dynamodbEndpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    return Table?.ItemCount ?? Number.NaN;
  } finally {
    client.destroy();
  }
};
