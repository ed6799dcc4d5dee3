import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { helpArticlesPlugin } from './src/features/help/build/help-articles-plugin';
import { webAppManifest } from './src/features/pwa/build/web-app-manifest';

/**
 * Small modules the catalogue pages (/products, a product page, /scan, /pricing and others) all
 * use, gathered in one file. Left to the bundler, each set of pages sharing a module got a file of
 * its own (a few hundred bytes each), and /products asked for 15 files once its route matched: on
 * a phone's network, 6 connections at a time to one HTTP/1.1 origin, three rounds of requests
 * before its words could show. Now it asks for 6, one round (bench/RESULTS.md). Only these
 * modules are moved (not what they import), and none is used by the entry or the landing page, so
 * their first requests stay as they were.
 */
const pageCommonModules = [
  'web/src/lib/api/retry-policy',
  'web/src/lib/api/subscription',
  'web/src/lib/api/answer-shape',
  'web/src/lib/api/products',
  'web/src/lib/api/errors',
  'web/src/lib/format',
  'web/src/components/ui/limit-banner',
  'web/src/components/ui/usage-allowance',
  'web/src/components/ui/usage-meter',
  'web/src/components/ui/field',
  'web/src/components/ui/tab-list',
  'web/src/features/products/api/product',
  'shared/src/subscription-rules',
  'shared/src/en-us-format',
  // TanStack Query's query hooks, which the entry does not use (it makes the client only).
  ...[
    'queryOptions',
    'queryObserver',
    'IsRestoringProvider',
    'QueryErrorResetBoundary',
    'errorBoundaryUtils',
    'suspense',
    'useBaseQuery',
    'useQuery',
  ].map((name) => `@tanstack/(react-query|query-core)/build/modern/${name}`),
];
const pageCommon = new RegExp(
  `[\\\\/](${pageCommonModules.map((m) => m.replaceAll('/', '[\\\\/]')).join('|')})\\.(ts|tsx|js)$`,
);

/**
 * The service worker (`src/service-worker/sw.ts`), built to `/sw.js` beside the app, and the web
 * app manifest (features/pwa/build/web-app-manifest.ts), written to `/manifest.webmanifest` with
 * its `<link rel="manifest">` put into the built index.html.
 *
 * vite-plugin-pwa in injectManifest mode rather than workbox-build called by hand: it runs
 * workbox-build's injectManifest on Vite's own output, after the hashed file names are known, and
 * compiles the TypeScript worker with Vite (its imports of shared code and Workbox's modules
 * bundled), where a bare workbox-build step would need a second bundler run and a script to keep
 * in step with every build (`npm run build`, `npm start`'s rebuild, the e2e and bench builds). The
 * worker's code stays ours: the plugin only replaces `self.__WB_MANIFEST` with the precache list.
 *
 * Precached: the app shell and every route's chunks and styles (help articles included), the
 * icons and the manifest. Not the barcode decoder's worker nor its WebAssembly (about 413 KB gzip
 * that only the scanner needs): the worker caches those the first time a scanner opens.
 * Registration is the app's own (features/pwa), so nothing is injected for it.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: webAppManifest(),
  includeManifestIcons: true,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  injectManifest: {
    globPatterns: ['**/*.{js,css,html}'],
    globIgnores: ['**/decoder.worker-*.js', '**/*.wasm'],
  },
});

export default defineConfig({
  plugins: [react(), serviceWorker, helpArticlesPlugin()],
  build: {
    // Gzip sizes in the build log; the landing page's first load is measured by bench/landing-first-load.ts.
    reportCompressedSize: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'page-common', test: pageCommon }],
        },
      },
    },
  },
  server: {
    // `npm run dev -w web` against a running local stack (`npm start`, port 3000).
    proxy: {
      '/config.json': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/cognito': 'http://localhost:3000',
    },
  },
});
