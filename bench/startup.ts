/**
 * Start-up time of `npm start` to its ready line, cold (empty data folder) and warm (the same
 * folder again), against a baseline measured in the same run: DynamoDB Local alone, started and
 * answering, which is the floor any start-up on this stack pays (a JVM start).
 *
 *   npm run bench -- startup        (the web build is made first if it is stale, and not timed)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDynamoDbLocal } from '../local/src/dynamodb-local';
import { freePort } from '../local/src/ports';
import { buildWeb, webBuildIsStale } from '../local/src/web-build';
import { startNpmStart } from './lib/npm-start';
import { median, ratio, seconds, table } from './lib/stats';

const RUNS = 3;

/** Spawns the stack as `npm start` does and resolves with the ms until its ready line. */
const timeStart = async (dataDir: string): Promise<number> => {
  // Without the demo catalogue: its load is measured on its own (bench/seed.ts), and a 25,000
  // product load in the background would only blur the start-up figure.
  const stack = await startNpmStart({ port: await freePort(), dataDir, demoCatalogueSize: 0 });
  await stack.stop();
  return stack.readyMs;
};

const timeDynamoDbAlone = async (): Promise<number> => {
  const started = performance.now();
  const db = await startDynamoDbLocal({ port: await freePort(), inMemory: true, quiet: true });
  const elapsed = performance.now() - started;
  await db.stop();
  return elapsed;
};

export const benchStartup = async (): Promise<string> => {
  if (webBuildIsStale()) await buildWeb(true);
  const baseline: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    baseline.push(await timeDynamoDbAlone());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-'));
    try {
      cold.push(await timeStart(dataDir));
      warm.push(await timeStart(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const base = median(baseline);
  const row = (label: string, values: number[]) => [
    label,
    seconds(median(values)),
    seconds(Math.max(...values)),
    ratio(median(values), base),
  ];
  return [
    `Start-up to the ready line, ${RUNS} runs each (median, worst, ratio of medians to the baseline):`,
    table(
      ['what', 'median', 'worst', 'vs baseline'],
      [
        row('baseline: DynamoDB Local alone', baseline),
        row('npm start, cold (empty DATA_DIR)', cold),
        row('npm start, warm (data kept)', warm),
      ],
    ),
    `Target: under 20 s. ${Math.max(...cold, ...warm) < 20_000 ? 'Met.' : 'NOT met.'}`,
  ].join('\n');
};
