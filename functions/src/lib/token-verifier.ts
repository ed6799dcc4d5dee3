/**
 * Cognito token verification with aws-jwt-verify: issuer, signature (the pool's JWKS), expiry,
 * token use and client. One implementation for both homes:
 * - on AWS, public routes that serve guests and users alike verify an optional ID token
 *   themselves (lib/http/optional-caller.ts), because API Gateway's JWT authorizer refuses a
 *   request without a token;
 * - locally, the gateway's JWT authorizer and the Cognito shim build on it
 *   (local/src/jwt-authorizer.ts).
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export interface TokenVerifierOptions {
  /** The tokens' `iss`: https://cognito-idp.{region}.amazonaws.com/{pool id}, or cognito-local's. */
  readonly issuer: string;
  readonly clientId: string;
  /**
   * `id`: the audience (`aud`) must be the client; `access`: Cognito's access tokens have no
   * `aud`, their `client_id` must be the client.
   */
  readonly tokenUse: 'id' | 'access';
}

/** The token's claims when it is valid, else null. */
export type TokenVerifier = (token: string) => Promise<Record<string, unknown> | null>;

/**
 * aws-jwt-verify's own fetcher speaks HTTPS only; cognito-local serves its JWKS over HTTP.
 * Node's fetch speaks both, so the same fetcher serves AWS's HTTPS JWKS too.
 */
const httpFetcher: Fetcher = {
  fetch: async (uri) => {
    const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`JWKS fetch ${uri} answered ${response.status}`);
    return response.arrayBuffer();
  },
};

export const createTokenVerifier = ({
  issuer,
  clientId,
  tokenUse,
}: TokenVerifierOptions): TokenVerifier => {
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      audience: tokenUse === 'id' ? clientId : null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== tokenUse) throw new Error(`Not an ${tokenUse} token`);
        if (tokenUse === 'access' && payload.client_id !== clientId) {
          throw new Error('Access token of another client');
        }
      },
    },
    // One cache per verifier: the JWKS is fetched once per container (or local stack), not per call.
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return async (token) => {
    try {
      return (await verifier.verify(token)) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
};

/** The token of an Authorization header, with or without the Bearer scheme (as API Gateway takes it). */
export const bearerToken = (authorization: string | undefined): string | undefined => {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : undefined;
};
