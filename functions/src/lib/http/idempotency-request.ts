/**
 * What a replayable request says about itself for the Idempotency-Key rules (idempotency.ts):
 * its key, checked, and its fingerprint, the request as it was received, so that a key sent again
 * with other details is recognised and refused instead of answered with another request's answer.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@shop-scanner/shared/idempotency';
import { InvalidInput } from '../errors';
import type { HttpEvent } from './http-event';

/** The field a bad key's 400 names, beside the body's, path's and query's own. */
export const IDEMPOTENCY_KEY_FIELD = 'header.Idempotency-Key';

/**
 * The request's key, or undefined when it carries none (it then runs as any request does). A key
 * that breaks the rules is a 400 naming the header: a replay under a key the server cannot keep
 * would lose the guarantee the client asked for without telling it.
 */
export const idempotencyKeyOf = (event: HttpEvent): string | undefined => {
  const value = event.headers?.[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const result = idempotencyKeySchema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidInput({
    [IDEMPOTENCY_KEY_FIELD]: result.error.issues.slice(0, 1).map((issue) => issue.message),
  });
};

export interface RequestFingerprint {
  readonly method: string;
  /** The path as the client sent it, with its query string when it has one. */
  readonly path: string;
  /** sha256 of the body's bytes as received (base64url; the empty body's hash when none). */
  readonly bodyHash: string;
}

const bodyBytes = (event: HttpEvent): Buffer => {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
};

/**
 * The body is hashed as received, not as parsed: the same JSON sent again by the queue is the same
 * bytes, and a hash keeps the stored record small whatever the body's size.
 */
export const fingerprintOf = (event: HttpEvent): RequestFingerprint => ({
  method: event.requestContext.http.method,
  path: event.rawQueryString ? `${event.rawPath}?${event.rawQueryString}` : event.rawPath,
  bodyHash: createHash('sha256').update(bodyBytes(event)).digest('base64url'),
});

export const sameFingerprint = (a: RequestFingerprint, b: RequestFingerprint): boolean =>
  a.method === b.method && a.path === b.path && a.bodyHash === b.bodyHash;
