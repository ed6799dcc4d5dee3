// The global sheet first: the app shell's and each page's sheets come after it and build on it.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './config/runtime-config';
import { installApiClient } from './lib/auth/api-session';
import { App, createQueryClient } from './app/app';
import { prefetchPageData } from './app/prefetch-page-data';
import { preloadRoute } from './app/route-table';
import { isFeatureOn } from './config/feature-flags';
import { captureInstallEvent } from './features/pwa/install-event';
import { registerAppWorkerWhenIdle } from './features/pwa/register-when-idle';
import { settleAppWorker } from './lib/app-worker';

// Before anything else: the browser's offer to install may come before the app has rendered.
captureInstallEvent();

const root = createRoot(document.getElementById('root')!);

/** /config.json decides the API and the user pool; nothing renders that needs them before. */
const config = loadRuntimeConfig();
const queryClient = createQueryClient();
const apiReady = config.then((loaded) => installApiClient(loaded));
// The page's own data first, then its code: a phone's browser opens 6 connections to the origin,
// and the page's dozen files asked for first would keep the data waiting for a free one.
prefetchPageData(queryClient, window.location.pathname, config, apiReady);
const firstPage = preloadRoute(window.location.pathname);

/**
 * The first render waits for the opened page's module too (arrived or failed: a failure is told in
 * the page's place). Rendered before it, the app would show a spinner until the module came, and
 * React holds back what replaces a spinner until 300 ms after the spinner appeared (so that a
 * page does not flash in pieces): on a fast connection, the page came 300 ms later than it could.
 */
Promise.all([apiReady, firstPage?.settled()])
  .then(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    if (isFeatureOn('pwa')) registerAppWorkerWhenIdle();
    else settleAppWorker(undefined);
  })
  .catch((error: unknown) => {
    root.render(
      <main className="page page--narrow page--center" role="alert">
        <h1 className="page__title">Shop Scanner could not start</h1>
        <p className="page__lead">
          {error instanceof Error ? error.message : 'The configuration could not be loaded.'}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>,
    );
  });
