/**
 * Who calls a public route that serves guests and signed-in users alike (product search).
 *
 * Such routes have no authorizer on AWS: API Gateway's JWT authorizer refuses a request without
 * a token, so a route that must also serve guests verifies the token itself, with the same checks
 * (issuer, signature, expiry, audience, ID tokens only).
 */
import { createHash } from 'node:crypto';
import { env, requireEnv } from '../env';
import { Unauthorized } from '../errors';
import { bearerToken, createTokenVerifier, type TokenVerifier } from '../token-verifier';
import type { UsageSubject } from '../usage-subject';
import { callerFromClaims, type Caller } from './caller';
import { isDeletedAccount } from './deleted-account-check';
import { logger } from '../logger';
import { guestAllowanceAddress, viewerAddressMissing } from './guest-address';
import type { HttpEvent } from './http-event';

/**
 * The ID tokens' issuer: set locally (cognito-local's URL), derived from region and pool on AWS.
 */
const issuer = (): string =>
  env.USER_POOL_ISSUER ??
  `https://cognito-idp.${env.AWS_REGION}.amazonaws.com/${requireEnv('USER_POOL_ID')}`;

// Built on first use and kept for the container's life, so the JWKS is fetched once.
let verifier: TokenVerifier | undefined;
const verifyIdToken = (token: string) =>
  (verifier ??= createTokenVerifier({
    issuer: issuer(),
    clientId: requireEnv('USER_POOL_CLIENT_ID'),
    tokenUse: 'id',
  }))(token);

const authorizationHeader = (event: HttpEvent): string | undefined =>
  event.headers?.authorization ?? event.headers?.Authorization;

/**
 * The caller of a request with a valid ID token; undefined without an Authorization header (a
 * guest). A token that is invalid, expired or not an ID token is a 401, as the authorizer answers
 * on signed-in routes: a client that sends a bad token should learn it, not be served as a guest.
 * So is a deleted account's token (deleted-account-check.ts), as on every signed-in route.
 */
export const optionalCaller = async (event: HttpEvent): Promise<Caller | undefined> => {
  const header = authorizationHeader(event);
  if (header === undefined || header.trim() === '') return undefined;
  const token = bearerToken(header);
  const claims = token ? await verifyIdToken(token) : null;
  const caller = claims ? callerFromClaims(claims) : undefined;
  if (!caller || (await isDeletedAccount(caller.userId))) throw new Unauthorized();
  return caller;
};

// Once per container: the misconfiguration is the distribution's, not the request's.
let warnedMissingViewerAddress = false;

/**
 * The key of a guest's allowance: sha256 of the salt and the guest's allowance address (the
 * viewer's address CloudFront forwards, an IPv6 one as its /64; guest-address.ts), hex, 32
 * characters. A hash, so the table never stores a visitor's raw address. Its limit: IPv4 has only
 * 2^32 addresses, so anyone holding the table could hash them all and reverse an unsalted key;
 * the secret salt (GUEST_HASH_SALT) is what stops that, so set it on AWS. Guests behind one
 * address (a household, a NAT) share one allowance.
 */
export const guestAddressHash = (event: HttpEvent): string => {
  if (viewerAddressMissing(event.headers) && !warnedMissingViewerAddress) {
    warnedMissingViewerAddress = true;
    logger.warn(
      'A request came through CloudFront without the viewer-IP header (infra/lib/viewer-ip-function.ts): guests are keyed by the edge address',
    );
  }
  return createHash('sha256')
    .update(
      `${env.GUEST_HASH_SALT ?? ''}${guestAllowanceAddress(event.headers, event.requestContext.http.sourceIp)}`,
    )
    .digest('hex')
    .slice(0, 32);
};

/** Whose allowance a request uses: the caller's when there is one, else the guest's address. */
export const usageSubjectOf = (caller: Caller | undefined, event: HttpEvent): UsageSubject =>
  caller
    ? { kind: 'user', userId: caller.userId }
    : { kind: 'guest', addressHash: guestAddressHash(event) };

/**
 * The allowance a public route's quota-bearing request uses (search, price comparison): no
 * authorizer ran, so a signed-in shopper's token is verified here; without one, the guest's.
 */
export const allowanceSubject = async (
  caller: Caller | undefined,
  event: HttpEvent,
): Promise<UsageSubject> => usageSubjectOf(caller ?? (await optionalCaller(event)), event);
