/**
 * Session expiry, as pure functions with an injected clock (the token's expiry is
 * checked immediately and every 5 minutes; an expired session logs the user out).
 */
import { decodeJwtPayload } from '@shop-scanner/shared/jwt';

/** The `exp` claim (seconds since the epoch) of a JWT, or undefined when it cannot be read. */
export const readJwtExp = (jwt: string): number | undefined => {
  const exp = decodeJwtPayload(jwt)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
};

/** A token without a readable expiry counts as expired: it cannot be trusted to still work. */
export const isTokenExpired = (jwt: string | undefined, nowMs: number): boolean => {
  if (!jwt) return true;
  const exp = readJwtExp(jwt);
  return exp === undefined || exp * 1000 <= nowMs;
};

export type SessionVerdict = 'valid' | 'expired' | 'unknown';

/**
 * Asks for the current ID token (Amplify refreshes it silently while the refresh token is valid)
 * and judges it against the clock. A thrown error that is not an auth failure, such as being
 * offline, gives 'unknown': nobody is logged out for a dropped connection.
 */
export const checkSession = async (
  getIdToken: () => Promise<string | undefined>,
  now: () => number,
  isAuthFailure: (error: unknown) => boolean,
): Promise<SessionVerdict> => {
  let token: string | undefined;
  try {
    token = await getIdToken();
  } catch (error) {
    return isAuthFailure(error) ? 'expired' : 'unknown';
  }
  return isTokenExpired(token, now()) ? 'expired' : 'valid';
};
