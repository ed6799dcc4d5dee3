import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { helpArticlesPlugin } from './src/features/help/build/help-articles-plugin';
import { webAppManifest } from './src/features/pwa/build/web-app-manifest';
import { codeGroups, modulesNamed } from './src/app/build/code-groups';

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
          groups: codeGroups.map(({ name, modules }) => ({ name, test: modulesNamed(modules) })),
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
