import { defineConfig } from 'vitest/config';
import { helpArticlesPlugin } from './web/src/features/help/build/help-articles-plugin';

/**
 * Four projects, one `vitest run`:
 * - unit: pure code, no emulator (`*.test.ts` beside the code);
 * - web: React components and hooks in jsdom (`web/src/**\/*.test.tsx?`);
 * - integration: real DynamoDB Local and cognito-local, started once by the global setup
 *   on free ports (`*.int.test.ts`);
 * - infra: the synthesized CDK stack and cdk-nag (`infra/test`).
 * Playwright's end-to-end tests run separately (web/playwright.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Business metrics' EMF lines would fill the output; tests that read them turn them on.
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
          include: ['{shared,functions,local,bench,scripts}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        // The help centre's Markdown and its generated modules load in tests as in the build.
        plugins: [helpArticlesPlugin()],
        test: {
          name: 'web',
          environment: 'jsdom',
          // Unmounts rendered components after every test.
          setupFiles: ['web/src/test/setup.ts'],
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          env: {
            POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'SILENT',
            POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
          },
          include: ['{functions,local}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['local/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The emulators are shared; files run one at a time so tests never race each other's data.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
