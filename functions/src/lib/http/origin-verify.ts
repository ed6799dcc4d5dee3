/**
 * Only the edge may call the API. On AWS the API's own execute-api URL is public:
 * without this check anyone could call it directly, past the distribution's WAF rate rule and
 * with a viewer-IP header of their choosing, and so reset a guest's allowance with every request.
 * CloudFront adds a secret header (ORIGIN_VERIFY_HEADER, a generated Secrets Manager value the
 * Lambdas also receive as ORIGIN_VERIFY_SECRET); a request without the right value is refused.
 *
 * Refused with 403, not served as one shared untrusted guest: the direct URL has no legitimate
 * caller (the SPA and Stripe's webhook both use the site's URL), and a half-open door would still
 * let signed-in callers and public routes skip the WAF. One way in keeps every edge rule in force.
 *
 * Locally there is no secret: the local gateway is the edge, and it overwrites the viewer-IP
 * header from the socket itself (local/src/gateway.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '@shop-scanner/shared/edge-headers';

type Headers = Readonly<Record<string, string | undefined>> | undefined;

/** Compared in constant time, so the answer's timing tells nothing about the secret. */
const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Whether a request came through the edge: always when no secret is configured (the local
 * stack), else only when it carries the secret.
 */
export const cameThroughEdge = (headers: Headers, expectedSecret: string | undefined): boolean => {
  if (expectedSecret === undefined || expectedSecret === '') return true;
  const given = headers?.[ORIGIN_VERIFY_HEADER];
  return given !== undefined && sameSecret(given, expectedSecret);
};
