/**
 * Cognito's token checks, locally, against cognito-local's JWKS: the same verifier the functions
 * use (functions/src/lib/token-verifier.ts: issuer, client and expiry checks as on AWS), with the
 * issuer cognito-local puts in its tokens (its own URL and the pool id).
 * - `createJwtAuthorizer`: the HTTP API's JWT authorizer (ID tokens, `aud` = the SPA client);
 * - `createTokenVerifier({ tokenUse: 'access' })`: what Cognito itself checks of the access token
 *   in GetUser, UpdateUserAttributes... (`client_id` = the SPA client), used by the Cognito shim:
 *   cognito-local only decodes it.
 */
import {
  bearerToken,
  createTokenVerifier as createIssuerTokenVerifier,
  type TokenVerifier,
} from '@shop-scanner/functions/lib/token-verifier';

export type { TokenVerifier };

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

export type JwtAuthorizer = (
  authorization: string | undefined,
) => Promise<Record<string, unknown> | null>;

/** The `iss` of cognito-local's tokens: its base URL and the pool id, as on AWS. */
export const localIssuer = (cognitoEndpoint: string, userPoolId: string): string =>
  `${cognitoEndpoint}/${userPoolId}`;

export const createTokenVerifier = ({
  cognitoEndpoint,
  userPoolId,
  clientId,
  tokenUse,
}: TokenVerifierOptions): TokenVerifier =>
  createIssuerTokenVerifier({
    issuer: localIssuer(cognitoEndpoint, userPoolId),
    clientId,
    tokenUse,
  });

export const createJwtAuthorizer = (options: JwtAuthorizerOptions): JwtAuthorizer => {
  const verify = createTokenVerifier({ ...options, tokenUse: 'id' });
  return async (authorization) => {
    const token = bearerToken(authorization);
    return token ? verify(token) : null;
  };
};
