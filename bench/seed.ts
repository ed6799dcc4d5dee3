/**
 * Generating the 25,000-product demo catalogue and loading it into a fresh DynamoDB Local (the
 * stack `npm start` runs, on a temporary data folder, on disk), as the first `npm start` does;
 * then loading it again over itself, as `npm run seed` does. Target: under 2 minutes.
 *
 *   npm run bench -- seed
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatCount, seedDemoCatalogue } from '../local/src/seed/seed-demo-catalogue';
import {
  CATALOGUE_SIZE,
  catalogueDataDir,
  countItems,
  printProgress,
  startBenchStack,
} from './lib/catalogue-stack';
import { runIsolated } from './lib/isolated';
import { seconds, table } from './lib/stats';

const TARGET_MS = 120_000;

/** The run's shared folder if nothing is in it yet (so later benchmarks reuse the load). */
const freshDataDir = (): { dir: string; own: boolean } => {
  const shared = process.env.BENCH_CATALOGUE_DIR;
  if (shared && !existsSync(shared)) return catalogueDataDir();
  return { dir: mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-seed-')), own: true };
};

export const measureSeed = async (): Promise<string> => {
  const { dir, own } = freshDataDir();
  const stack = await startBenchStack(dir);
  try {
    console.error(`loading ${formatCount(CATALOGUE_SIZE)} demo products into an empty table...`);
    const first = await seedDemoCatalogue({ count: CATALOGUE_SIZE, onProgress: printProgress });
    const items = await countItems(stack.emulators.dynamodbEndpoint);
    console.error('loading them again over themselves...');
    const again = await seedDemoCatalogue({ count: CATALOGUE_SIZE });
    const itemsAgain = await countItems(stack.emulators.dynamodbEndpoint);
    const total = (r: typeof first) => r.generateMs + r.loadMs;
    const row = (label: string, r: typeof first) => [
      label,
      seconds(r.generateMs),
      seconds(r.loadMs),
      seconds(total(r)),
      formatCount(Math.round(CATALOGUE_SIZE / (r.loadMs / 1000))),
      formatCount(Math.round(items / (r.loadMs / 1000))),
    ];
    return [
      `${formatCount(CATALOGUE_SIZE)} demo products, ${formatCount(items)} table items ` +
        `(products with their price history, barcode claims, search index buckets, stats), DynamoDB Local on disk:`,
      table(
        ['load', 'generate', 'write', 'total', 'products/s', 'items/s'],
        [row('first (empty table)', first), row('again (npm run seed)', again)],
      ),
      `Items after the second load: ${formatCount(itemsAgain)} (${itemsAgain === items ? 'unchanged: idempotent' : 'CHANGED'}).`,
      `Target: under 2 minutes. ${Math.max(total(first), total(again)) < TARGET_MS ? 'Met.' : 'NOT met.'}`,
    ].join('\n');
  } finally {
    await stack.stop();
    if (own) rmSync(dir, { recursive: true, force: true });
  }
};

export const benchSeed = (): Promise<string> => runIsolated('bench/seed.ts', 'measureSeed');
