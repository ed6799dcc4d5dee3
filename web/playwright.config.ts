import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

/**
 * End-to-end tests against the whole product on one machine (`npm start`), in Debian's Chromium.
 * Each run gets a fresh data folder, so users created here never collide with earlier runs.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stackDir = path.join(repoRoot, 'web/e2e/stack');
/** The stack takes PORT to PORT+10: the app, then its emulators and stand-ins. */
const STACK_PORTS = 11;
// E2E_PORT picks the stack's ports; without it the run takes free ones, so a stack some other run
// left behind never blocks this one. Chosen once, by the runner: its workers inherit the choice.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [path.join(stackDir, 'free-ports.mjs'), String(STACK_PORTS)],
  { encoding: 'utf8' },
);
const PORT = Number(process.env.E2E_PORT);

// The config is evaluated again in every worker: keep the first run's folder for all of them.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-scanner-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/** The server's output, read by the forgot-password test to find the code cognito-local prints. */
export const serverLogFile = path.join(dataDir, 'server.log');
process.env.E2E_SERVER_LOG = serverLogFile;
// The runner's own pid (the first evaluation is the runner's; workers keep it): the stack's guard
// watches it.
process.env.E2E_RUNNER_PID ??= String(process.pid);

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results/e2e-artifacts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The guard runs `npm start` and stops the stack's whole process group when the run ends,
    // even when the runner itself is killed (stack-guard.mjs). `exec`: the guard is the process
    // Playwright signals, so the run's end waits for the stack to stop.
    command: `exec "${process.execPath}" "${path.join(stackDir, 'stack-guard.mjs')}"`,
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      E2E_RUNNER_PID: process.env.E2E_RUNNER_PID,
      E2E_SERVER_LOG: serverLogFile,
      // A small demo catalogue from the same generator: enough for paging, quick to load.
      DEMO_CATALOGUE_SIZE: '500',
      // No internet here: the unknown-barcode fallback is tested against a fixture server instead.
      OPEN_FACTS_BASE_URLS: '',
      // Nor is the price job's Open Prices import: it would ask the public API.
      OPEN_PRICES_BASE_URL: '',
    },
    url: `http://localhost:${PORT}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The stack stops its emulators on SIGTERM; the guard kills what is left after 10 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
