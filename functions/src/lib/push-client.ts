/**
 * One push request to a push service (RFC 8030), encrypted (RFC 8291, aes128gcm) and signed with
 * VAPID (RFC 8292) by the `web-push` library, and posted here with fetch: web-push's own sender
 * only speaks https, while the loopback push service of the local stack is plain http; posting
 * it ourselves also gives the call a timeout and reads Retry-After.
 *
 * The answer is sorted into what the caller does next (RFC 8030 §5, and the services' docs):
 * 2xx delivered; 404 and 410 the subscription is gone for good; 429 and 5xx (and a network
 * failure or a timeout) try again later, after Retry-After when the service names one; anything
 * else (400, 401, 403, 413) is a request the service will never take as it is.
 */
import webPush from 'web-push';
import type { VapidDetails } from './vapid-identity';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface PushRequestOptions {
  /** How long the service keeps an undelivered message, in seconds. */
  readonly ttlSeconds: number;
  readonly urgency: PushUrgency;
  /** A newer message of the same topic replaces an undelivered older one (at most 32 base64url). */
  readonly topic?: string;
}

export type PushOutcome =
  | { readonly kind: 'delivered'; readonly status: number }
  | { readonly kind: 'gone'; readonly status: number }
  | { readonly kind: 'retry'; readonly status: number | null; readonly retryAfterMs?: number }
  | { readonly kind: 'refused'; readonly status: number; readonly detail: string };

/** A push service answers in well under a second; a hung one must not hold a Lambda. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3), in ms from `now`. */
export const retryAfterMs = (header: string | null, now: Date): number | undefined => {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
};

export const outcomeOf = (status: number, retryAfter: string | null, now: Date): PushOutcome => {
  if (status >= 200 && status < 300) return { kind: 'delivered', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    const wait = retryAfterMs(retryAfter, now);
    return { kind: 'retry', status, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
  }
  return { kind: 'refused', status, detail: `the push service answered ${status}` };
};

/** The request web-push builds: its headers carry TTL, Urgency, Topic and the VAPID token. */
export const pushRequest = (
  target: PushTarget,
  payload: string,
  options: PushRequestOptions,
  vapid: VapidDetails,
) =>
  webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      ...(options.topic ? { topic: options.topic } : {}),
      contentEncoding: 'aes128gcm',
      vapidDetails: vapid,
    },
  );

/**
 * web-push's headers as fetch takes them: every value a string, and no Content-Length, which
 * fetch sets from the body itself.
 */
const fetchHeaders = (headers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );

export const sendPush = async (
  target: PushTarget,
  payload: string,
  options: PushRequestOptions,
  vapid: VapidDetails,
  now = new Date(),
): Promise<PushOutcome> => {
  const request = pushRequest(target, payload, options, vapid);
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: fetchHeaders(request.headers),
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    // Unreachable, reset or timed out: the service may well take it on the next try.
    return { kind: 'retry', status: null };
  }
  // The body is a short error text at most; read it so the connection is released.
  await response.text().catch(() => '');
  return outcomeOf(response.status, response.headers.get('retry-after'), now);
};
