import { base64UrlBytes } from './base64url';

/**
 * The payload of a JWT, read without verifying its signature: for a client looking at its own
 * token (expiry), or a server looking at a token it just received from Cognito itself.
 * Never use it to trust a token from a request; the gateway verifies those.
 * Runs in browsers and in Node (atob and TextDecoder exist in both).
 */
export const decodeJwtPayload = (token: unknown): Record<string, unknown> | undefined => {
  if (typeof token !== 'string') return undefined;
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    // The payload is UTF-8 (names with accents, say): decode bytes, not Latin-1 characters.
    const json: unknown = JSON.parse(new TextDecoder().decode(base64UrlBytes(payload)));
    return json !== null && typeof json === 'object' && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};
