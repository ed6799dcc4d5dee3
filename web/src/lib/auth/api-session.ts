import { featureFlagsOf } from '@shop-scanner/shared/feature-flags';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { configureApi } from '../api-client';
import { hasStoredSession } from '../storage';
import { type AuthBackend, loadAuthBackend, loadedAuthBackend } from './load-auth-backend';
import { freshStoredIdToken } from './stored-id-token';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to "the API answered 401"; returns the unsubscribe function. */
export const onUnauthorized = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

type TokenSource = Pick<AuthBackend, 'getIdToken'>;

export interface BackendLoaders {
  loaded: () => Promise<TokenSource> | undefined;
  load: () => Promise<TokenSource>;
}

const amplifyLoaders: BackendLoaders = { loaded: loadedAuthBackend, load: loadAuthBackend };

/**
 * Installs the API client before the first render, so any page's first query is authorised: the
 * bearer is the Cognito ID token (a guest has none), and a 401 is passed to the session provider.
 * Once Amplify is loaded it gives the token; before, a stored token still fresh is sent as it is,
 * and only a stale one loads Amplify to refresh it (stored-id-token.ts).
 */
export const installApiClient = (
  config: RuntimeConfig,
  backend: BackendLoaders = amplifyLoaders,
): void =>
  configureApi({
    baseUrl: config.apiBaseUrl,
    getToken: async () => {
      const loaded = backend.loaded();
      if (loaded) return (await loaded).getIdToken().catch(() => undefined);
      const stored = freshStoredIdToken(config.userPoolClientId, Date.now());
      if (stored) return stored;
      if (!hasStoredSession(config.userPoolClientId)) return undefined;
      return (await backend.load()).getIdToken().catch(() => undefined);
    },
    onUnauthorized: () => listeners.forEach((l) => l()),
    queueOffline: featureFlagsOf(config.features).offlineMode,
  });
