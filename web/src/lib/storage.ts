/**
 * What the SPA keeps in Web Storage besides Amplify's own token entries.
 *
 * Amplify writes a session as `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` plus token
 * entries under `CognitoIdentityServiceProvider.<clientId>.<username>.*`. Reading those keys
 * synchronously lets a guest's first paint skip loading Amplify altogether.
 */

const REMEMBER_KEY = 'shop-scanner.remember-me';

/** Web Storage can throw (Safari private mode, storage disabled): treat that as empty. */
const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

const browserStorages = (): Storage[] =>
  safe(() => [window.localStorage, window.sessionStorage], [] as Storage[]);

export const lastAuthUserKey = (clientId: string) =>
  `CognitoIdentityServiceProvider.${clientId}.LastAuthUser`;

/** True when either storage holds an Amplify session for this app client. */
export const hasStoredSession = (clientId: string, storages: Storage[] = browserStorages()) =>
  storages.some((s) => safe(() => Boolean(s.getItem(lastAuthUserKey(clientId))), false));

/**
 * Remember me on: tokens live in localStorage and survive the browser closing. Off: they live in
 * sessionStorage. The choice itself is kept in localStorage so a reload knows where to look.
 */
export const readRememberMe = (storage: Storage | undefined = safeLocal()): boolean =>
  safe(() => storage?.getItem(REMEMBER_KEY) !== '0', true);

export const writeRememberMe = (remember: boolean, storage: Storage | undefined = safeLocal()) =>
  safe(() => storage?.setItem(REMEMBER_KEY, remember ? '1' : '0'), undefined);

/** Drops Amplify's entries for this client from one storage (the one no longer in use). */
export const clearStoredSession = (clientId: string, storage: Storage) =>
  safe(() => {
    const prefix = `CognitoIdentityServiceProvider.${clientId}.`;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((k) => storage.removeItem(k));
  }, undefined);

const safeLocal = (): Storage | undefined => safe(() => window.localStorage, undefined);
