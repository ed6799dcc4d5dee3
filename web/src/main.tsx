import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './config/runtime-config';
import { installApiClient } from './lib/auth/api-session';
import { App, createQueryClient } from './app/app';
import { createAppRouter } from './app/router';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

/** /config.json decides the API and the user pool; nothing renders that needs them before. */
const config = loadRuntimeConfig();
// Made now, the router starts loading the opened page's code while /config.json loads (after
// its request, so the page's files do not queue ahead of it).
const router = createAppRouter();
const queryClient = createQueryClient();
// A module of its own, loaded alongside: imported statically, the page queries it reaches would
// be split out of the entry into more files that every page waits for before its first paint.
const pageData = import('./app/prefetch-page-data');

config
  .then((config) => {
    installApiClient(config);
    void pageData.then(({ prefetchPageData }) =>
      prefetchPageData(queryClient, window.location.pathname),
    );
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
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
