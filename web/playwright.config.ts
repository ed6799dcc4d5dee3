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
// E2E_PORT lets two checkouts run their end-to-end tests side by side (each stack takes PORT to PORT+10).
const PORT = Number(process.env.E2E_PORT ?? 3100);

// The config is evaluated again in every worker: keep the first run's folder for all of them.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-scanner-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/** The server's output, read by the forgot-password test to find the code cognito-local prints. */
export const serverLogFile = path.join(dataDir, 'server.log');
process.env.E2E_SERVER_LOG = serverLogFile;

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
    // Into a file rather than a pipe: the forgot-password test reads it, and a failure leaves it.
    command: `npm start > "${serverLogFile}" 2>&1`,
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
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
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
