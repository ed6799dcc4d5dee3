/**
 * The HTTP API's JWT authorizer, locally: aws-jwt-verify against cognito-local's JWKS, with the
 * same issuer, audience (the SPA client) and expiry checks, and ID tokens only.
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

export const createJwtAuthorizer = ({
  cognitoEndpoint,
  userPoolId,
  clientId,
}: JwtAuthorizerOptions): JwtAuthorizer => {
  const issuer = `${cognitoEndpoint}/${userPoolId}`;
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      audience: clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return async (authorization) => {
    if (!authorization) return null;
    // API Gateway takes the header's value with or without the Bearer scheme.
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    try {
      return (await verifier.verify(token)) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
};
