import { afterEach, describe, expect, it } from 'vitest';
import { aJwt } from '../../test/session-fixtures';
import { lastAuthUserKey } from '../storage';
import { freshStoredIdToken, STORED_TOKEN_MARGIN_MS } from './stored-id-token';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const CLIENT = 'client-1';
const tokenExpiringIn = (ms: number) => aJwt({ exp: Math.floor((NOW + ms) / 1000) });

/** Stores a session as Amplify's TokenStore does. */
const store = (storage: Storage, token: string, user = 'ada') => {
  storage.setItem(lastAuthUserKey(CLIENT), user);
  storage.setItem(`CognitoIdentityServiceProvider.${CLIENT}.${user}.idToken`, token);
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('freshStoredIdToken', () => {
  it("reads the last user's ID token from either storage", () => {
    const token = tokenExpiringIn(3600_000);
    store(sessionStorage, token);
    expect(freshStoredIdToken(CLIENT, NOW)).toBe(token);
  });

  it('gives nothing for a token within the margin of its expiry, or past it', () => {
    store(localStorage, tokenExpiringIn(STORED_TOKEN_MARGIN_MS - 1000));
    expect(freshStoredIdToken(CLIENT, NOW)).toBeUndefined();
    store(localStorage, tokenExpiringIn(-1000));
    expect(freshStoredIdToken(CLIENT, NOW)).toBeUndefined();
  });

  it('gives nothing without a session, for another client, or for an unreadable token', () => {
    expect(freshStoredIdToken(CLIENT, NOW)).toBeUndefined();
    store(localStorage, tokenExpiringIn(3600_000));
    expect(freshStoredIdToken('other-client', NOW)).toBeUndefined();
    store(localStorage, 'not-a-jwt');
    expect(freshStoredIdToken(CLIENT, NOW)).toBeUndefined();
  });
});
