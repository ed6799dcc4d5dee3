import { featureFlagsOf } from '@shop-scanner/shared/feature-flags';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';

/**
 * `/config.json` is written next to the SPA by the CDK stack (or served by the local stack), so one
 * build runs in every stage. It is checked by hand rather than with the shared zod schema: zod
 * would add to the first-load bundle of every visitor, and these few fields are easy to check.
 */
export const parseRuntimeConfig = (value: unknown): RuntimeConfig => {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object');
  const v = value as Record<string, unknown>;
  const text = (key: string, allowEmpty = false): string => {
    const field = v[key];
    if (typeof field !== 'string' || (!allowEmpty && field.length === 0)) {
      throw new Error(`config.json: ${key} must be a ${allowEmpty ? '' : 'non-empty '}string`);
    }
    return field;
  };
  const stage = v.stage;
  if (stage !== 'local' && stage !== 'aws')
    throw new Error("config.json: stage must be 'local' or 'aws'");
  const cognitoEndpoint = v.cognitoEndpoint;
  if (cognitoEndpoint !== undefined && typeof cognitoEndpoint !== 'string') {
    throw new Error('config.json: cognitoEndpoint must be a string');
  }
  const optional = (key: 'stripePublishableKey' | 'stripeLocalUrl') => {
    const field = v[key];
    if (field !== undefined && typeof field !== 'string') {
      throw new Error(`config.json: ${key} must be a string`);
    }
    return field ? { [key]: field } : {};
  };
  return {
    apiBaseUrl: text('apiBaseUrl', true).replace(/\/+$/, ''),
    region: text('region'),
    userPoolId: text('userPoolId'),
    userPoolClientId: text('userPoolClientId'),
    ...(cognitoEndpoint ? { cognitoEndpoint: absoluteUrl(cognitoEndpoint) } : {}),
    stage,
    // The checkout's card form: Stripe's with a publishable key, else the local stand-in's.
    ...optional('stripePublishableKey'),
    ...optional('stripeLocalUrl'),
    // Locally, the fixture stores /analyze offers; each entry is checked where it is read
    // (features/analyze/demo-stores.ts), so a malformed one is left out, not fatal.
    ...(Array.isArray(v.demoStores)
      ? { demoStores: v.demoStores as NonNullable<RuntimeConfig['demoStores']> }
      : {}),
    // Each flag on unless turned off: a config that names none has every feature on.
    features: featureFlagsOf(v.features),
  };
};

/** Amplify needs an absolute endpoint; the local stack may give a path on the same origin. */
const absoluteUrl = (url: string): string =>
  typeof window === 'undefined' ? url : new URL(url, window.location.origin).toString();

let loaded: RuntimeConfig | undefined;

export const loadRuntimeConfig = async (
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> => {
  // index.html preloads this request (as="fetch", crossorigin="anonymous"): the browser hands the
  // preloaded answer to a fetch of the same address, mode and credentials, so keep them alike.
  const res = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not load /config.json (HTTP ${res.status})`);
  loaded = parseRuntimeConfig(await res.json());
  return loaded;
};

/** The configuration loaded at start; main.tsx renders nothing that needs it before it is there. */
export const getRuntimeConfig = (): RuntimeConfig => {
  if (!loaded) throw new Error('Runtime configuration is not loaded yet');
  return loaded;
};

/** For tests: install a configuration without fetching. */
export const setRuntimeConfig = (config: RuntimeConfig): void => {
  loaded = config;
};
