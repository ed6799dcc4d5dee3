import { describe, expect, it } from 'vitest';
import { aJwt as jwt } from '../../test/session-fixtures';
import { checkSession, isTokenExpired, readJwtExp } from './token-expiry';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('token expiry', () => {
  it('reads the exp claim', () => {
    expect(readJwtExp(jwt({ exp: 1700000000, name: 'Zoë ✓' }))).toBe(1700000000);
    expect(readJwtExp('not-a-jwt')).toBeUndefined();
    expect(readJwtExp(jwt({ sub: 'x' }))).toBeUndefined();
  });

  it('is valid before exp and expired from exp on', () => {
    const token = jwt({ exp: inSeconds(60) });
    expect(isTokenExpired(token, NOW)).toBe(false);
    expect(isTokenExpired(token, NOW + 59_999)).toBe(false);
    expect(isTokenExpired(token, NOW + 60_000)).toBe(true);
  });

  it('treats a missing or unreadable token as expired', () => {
    expect(isTokenExpired(undefined, NOW)).toBe(true);
    expect(isTokenExpired('garbage', NOW)).toBe(true);
  });

  describe('checkSession', () => {
    const isAuthFailure = (e: unknown) => e instanceof Error && e.name === 'NotAuthorizedException';

    it('is valid when the (refreshed) token is in date', async () => {
      const verdict = await checkSession(
        async () => jwt({ exp: inSeconds(3600) }),
        () => NOW,
        isAuthFailure,
      );
      expect(verdict).toBe('valid');
    });

    it('is expired when no token comes back (the refresh token no longer works)', async () => {
      const verdict = await checkSession(
        async () => undefined,
        () => NOW,
        isAuthFailure,
      );
      expect(verdict).toBe('expired');
    });

    it('is expired when the token has run out by the injected clock', async () => {
      const token = jwt({ exp: inSeconds(300) });
      expect(
        await checkSession(
          async () => token,
          () => NOW + 301_000,
          isAuthFailure,
        ),
      ).toBe('expired');
    });

    it('is expired on an auth failure but unknown on a network failure', async () => {
      const authError = Object.assign(new Error('Refresh Token has expired'), {
        name: 'NotAuthorizedException',
      });
      const networkError = Object.assign(new Error('Failed to fetch'), { name: 'NetworkError' });
      expect(
        await checkSession(
          () => Promise.reject(authError),
          () => NOW,
          isAuthFailure,
        ),
      ).toBe('expired');
      expect(
        await checkSession(
          () => Promise.reject(networkError),
          () => NOW,
          isAuthFailure,
        ),
      ).toBe('unknown');
    });
  });
});
