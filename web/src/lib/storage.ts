/**
 * What the SPA keeps in Web Storage besides Amplify's own token entries.
 *
 * Amplify writes a session as `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` plus token
 * entries under `CognitoIdentityServiceProvider.<clientId>.<username>.*`. Reading those keys
 * synchronously lets a guest's first paint skip loading Amplify altogether.
 */

import type { User } from '@shop-scanner/shared/user';

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

const rememberedUserKey = (clientId: string) => `shop-scanner.session-user.${clientId}`;

/**
 * Keeps the signed-in user's profile beside the stored session (in the storage that holds it, so
 * "Remember me" off keeps it no longer than the tokens): a start without a connection cannot ask
 * the server who is signed in, and still has to show that user their own saved copies and queue.
 */
export const rememberSessionUser = (
  clientId: string,
  user: User,
  storages: Storage[] = browserStorages(),
) =>
  safe(() => {
    const home = storages.find((s) => s.getItem(lastAuthUserKey(clientId)));
    home?.setItem(rememberedUserKey(clientId), JSON.stringify(user));
  }, undefined);

const isUser = (value: unknown): value is User => {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return ['id', 'email', 'type', 'plan'].every((field) => typeof u[field] === 'string');
};

/** The profile kept with the stored session, or undefined (none, unreadable, or no session). */
export const readSessionUser = (
  clientId: string,
  storages: Storage[] = browserStorages(),
): User | undefined =>
  safe(() => {
    const home = storages.find((s) => s.getItem(lastAuthUserKey(clientId)));
    const raw = home?.getItem(rememberedUserKey(clientId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return isUser(parsed) ? parsed : undefined;
  }, undefined);

/** Forgets the kept profile in every storage (the session is over). */
export const forgetSessionUser = (clientId: string, storages: Storage[] = browserStorages()) =>
  safe(() => storages.forEach((s) => s.removeItem(rememberedUserKey(clientId))), undefined);
