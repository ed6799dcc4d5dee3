/** `/config.json` for the local home: same origin for the API, Cognito behind the shim. */
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';

export const localRuntimeConfig = (
  origin: string,
  ids: { userPoolId: string; userPoolClientId: string },
): RuntimeConfig => ({
  apiBaseUrl: '',
  region: 'local',
  userPoolId: ids.userPoolId,
  userPoolClientId: ids.userPoolClientId,
  cognitoEndpoint: `${origin}/cognito`,
  stage: 'local',
});

/** The origin the browser used, from the Host header, so any PORT (or a LAN address) works. */
export const requestOrigin = (host: string | undefined, fallback: string): string =>
  host && /^[\w.\-[\]:]+$/.test(host) ? `http://${host}` : fallback;
