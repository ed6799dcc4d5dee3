// `npm test`: every test of the project, then one plain closing line `N passed, N failed`.
// Vitest runs the unit, web, integration (DynamoDB Local + cognito-local) and infra (CDK) projects;
// Playwright runs the end-to-end tests in Chromium against the local stack. The counts come from
// both runners' JSON reports, so the closing line is what actually ran.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = 'test-results';
const vitestReport = `${resultsDir}/vitest.json`;
const e2eReport = `${resultsDir}/e2e.json`;
mkdirSync(resultsDir, { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(e2eReport, { force: true });

// A stop of `npm test` (Ctrl-C, a CI timeout's SIGTERM) is passed on to the part running, so
// Playwright stops its stack rather than running on, orphaned, and holding its ports.
let running;
let stopped;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopped = signal;
    running?.kill(signal);
  });
}

const run = (command, args) =>
  new Promise((resolve) => {
    if (stopped) return resolve(1);
    running = spawn(command, args, { stdio: 'inherit', env: process.env });
    running.once('error', () => resolve(1));
    running.once('exit', (code) => resolve(code ?? 1));
  });

const vitestStatus = await run('vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const e2eStatus = await run('playwright', ['test', '-c', 'web/playwright.config.ts']);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A file that failed to load has no tests to count: count it as a failure.
  failed += vitest.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
} else {
  failed += 1;
  console.error('vitest wrote no report');
}

const e2e = readJson(e2eReport);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  failed += e2e.errors?.length ?? 0;
} else {
  failed += 1;
  console.error('playwright wrote no report');
}

if (failed === 0 && (vitestStatus !== 0 || e2eStatus !== 0 || stopped)) failed = 1;
if (stopped) console.error(`stopped by ${stopped}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
