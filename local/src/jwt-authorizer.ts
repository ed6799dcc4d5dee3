/**
 * Cognito's token checks, locally: aws-jwt-verify against cognito-local's JWKS, with the same
 * issuer, client and expiry checks as on AWS.
 * - `createJwtAuthorizer`: the HTTP API's JWT authorizer (ID tokens, `aud` = the SPA client);
 * - `createTokenVerifier({ tokenUse: 'access' })`: what Cognito itself checks of the access token
 *   in GetUser, UpdateUserAttributes... (`client_id` = the SPA client), used by the Cognito shim:
 *   cognito-local only decodes it.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';

export interface JwtAuthorizerOptions {
  /** cognito-local's base URL, e.g. http://127.0.0.1:9229 (the issuer's domain). */
  readonly cognitoEndpoint: string;
  readonly userPoolId: string;
  readonly clientId: string;
}

export interface TokenVerifierOptions extends JwtAuthorizerOptions {
  /**
   * `id`: the audience (`aud`) must be the client; `access`: Cognito's access tokens have no
   * `aud`, their `client_id` must be the client.
   */
  readonly tokenUse: 'id' | 'access';
}

/** The token's claims when it is valid, else null. */
export type TokenVerifier = (token: string) => Promise<Record<string, unknown> | null>;

export type JwtAuthorizer = (
  authorization: string | undefined,
) => Promise<Record<string, unknown> | null>;

/** aws-jwt-verify's own fetcher speaks HTTPS only; cognito-local serves its JWKS over HTTP. */
const httpFetcher: Fetcher = {
  fetch: async (uri) => {
    const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`JWKS fetch ${uri} answered ${response.status}`);
    return response.arrayBuffer();
  },
};

export const createTokenVerifier = ({
  cognitoEndpoint,
  userPoolId,
  clientId,
  tokenUse,
}: TokenVerifierOptions): TokenVerifier => {
  const issuer = `${cognitoEndpoint}/${userPoolId}`;
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

export const createJwtAuthorizer = (options: JwtAuthorizerOptions): JwtAuthorizer => {
  const verify = createTokenVerifier({ ...options, tokenUse: 'id' });
  return async (authorization) => {
    if (!authorization) return null;
    // API Gateway takes the header's value with or without the Bearer scheme.
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    return token ? verify(token) : null;
  };
};
