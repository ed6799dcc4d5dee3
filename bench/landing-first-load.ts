/**
 * The JavaScript a first-time visitor's browser loads for the landing page, measured in Chromium
 * against the running local stack (every script response, gzip -9 as a CDN would send it), against
 * a baseline built in the same run: the smallest React 19 page Vite builds
 * (bench/fixtures/react-baseline). Budget: 150 KB gzip.
 *
 *   npm run bench -- landing
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { startLocalStack } from '../local/src/local-stack';
import { chromiumLaunchOptions } from '../web/e2e/chromium';
import { repoRoot } from '../local/src/paths';
import { buildWeb, webBuildIsStale } from '../local/src/web-build';
import { kib, ratio, table } from './lib/stats';

const BUDGET_BYTES = 150 * 1024;
const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

const baselineBytes = async (): Promise<number> => {
  const outDir = path.join(repoRoot, 'bench/.out/react-baseline');
  await build({
    root: path.join(repoRoot, 'bench/fixtures/react-baseline'),
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipBytes(readFileSync(path.join(assets, f))), 0);
};

interface Script {
  readonly url: string;
  readonly gzip: number;
}

const landingScripts = async (): Promise<Script[]> => {
  if (webBuildIsStale()) await buildWeb(true);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-'));
  const stack = await startLocalStack({ port: 0, dataDir, inMemory: true, quiet: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const pending: Promise<Script | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipBytes(body) })),
      );
    });
    await page.goto(stack.url, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Get Started Free' }).first().waitFor();
    return (await Promise.all(pending)).filter((s): s is Script => s !== undefined);
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const benchLandingFirstLoad = async (): Promise<string> => {
  const baseline = await baselineBytes();
  const scripts = await landingScripts();
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  return [
    'Landing page (/) first load for a signed-out visitor, JavaScript only, gzip -9:',
    table(['script', 'gzip'], [...scripts.map((s) => [s.url, kib(s.gzip)]), ['total', kib(total)]]),
    table(
      ['what', 'gzip', 'vs baseline'],
      [
        ['baseline: smallest React 19 page (Vite)', kib(baseline), '1.00x'],
        ['landing page first load', kib(total), ratio(total, baseline)],
      ],
    ),
    `Budget: 150 KB. ${total <= BUDGET_BYTES ? 'Met.' : 'NOT met.'}`,
  ].join('\n');
};
