/**
 * The ID token Amplify stored, read without loading Amplify (about 37 KB gzip): while it is still
 * fresh, a signed-in page restores its session and calls the API with it, and Amplify loads only
 * when the token must be refreshed, on signing in or out, or on the auth pages. Amplify keeps its
 * keys as `CognitoIdentityServiceProvider.<clientId>.<user>.idToken` (its TokenStore).
 */
import { lastAuthUserKey } from '../storage';
import { isTokenExpired } from './token-expiry';

/** Ask Amplify (which refreshes) rather than use a token this close to its expiry. */
export const STORED_TOKEN_MARGIN_MS = 60_000;

const read = (storage: Storage, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null; // storage disabled (Safari private mode): as if empty
  }
};

const browserStorages = (): Storage[] => {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
};

/** The stored ID token when it is valid for at least the margin, else undefined. */
export const freshStoredIdToken = (
  clientId: string,
  nowMs: number,
  storages: readonly Storage[] = browserStorages(),
): string | undefined => {
  for (const storage of storages) {
    const user = read(storage, lastAuthUserKey(clientId));
    if (!user) continue;
    const token = read(storage, `CognitoIdentityServiceProvider.${clientId}.${user}.idToken`);
    if (token && !isTokenExpired(token, nowMs + STORED_TOKEN_MARGIN_MS)) return token;
  }
  return undefined;
};
