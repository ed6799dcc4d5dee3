import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { configureApi } from '../api-client';
import { loadedAuthBackend } from './load-auth-backend';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to "the API answered 401"; returns the unsubscribe function. */
export const onUnauthorized = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Installs the API client before the first render, so any page's first query is authorised: the
 * bearer is the Cognito ID token when Amplify is loaded (a guest has none), and a 401 is passed to
 * the session provider.
 */
export const installApiClient = (config: RuntimeConfig): void =>
  configureApi({
    baseUrl: config.apiBaseUrl,
    getToken: async () => {
      const backend = loadedAuthBackend();
      return backend ? (await backend).getIdToken().catch(() => undefined) : undefined;
    },
    onUnauthorized: () => listeners.forEach((l) => l()),
  });
