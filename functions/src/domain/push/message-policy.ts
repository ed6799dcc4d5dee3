/**
 * How each kind of push message is sent (docs/push.md): how long a push service may hold it
 * undelivered, how urgently it wakes a device, and the topic that lets a newer message replace
 * an undelivered older one about the same thing. Pure: the sender and its tests read these.
 */
import { createHash } from 'node:crypto';
import {
  PUSH_PAYLOAD_MAX_BYTES,
  pushMessageSchema,
  type PushMessage,
  type PushMessageKind,
} from '@shop-scanner/shared/push';
import { HOUR_SECONDS } from '@shop-scanner/shared/time';
import type { PushUrgency } from '../../lib/push-client';

export interface KindPolicy {
  /** Hours, not web-push's default of four weeks: a price drop a month old misleads. */
  readonly ttlSeconds: number;
  readonly urgency: PushUrgency;
}

export const kindPolicies: Readonly<Record<PushMessageKind, KindPolicy>> = {
  // The shopper asked for it and the price may move again: soon, or not at all.
  priceAlerts: { ttlSeconds: 12 * HOUR_SECONDS, urgency: 'high' },
  wishlistUpdates: { ttlSeconds: 24 * HOUR_SECONDS, urgency: 'normal' },
  weeklyDigest: { ttlSeconds: 48 * HOUR_SECONDS, urgency: 'low' },
  newFeatures: { ttlSeconds: 72 * HOUR_SECONDS, urgency: 'very-low' },
  // The shopper is looking at the profile page, waiting for it.
  test: { ttlSeconds: 1 * HOUR_SECONDS, urgency: 'high' },
};

/** A push Topic is at most 32 base64url characters (RFC 8030 §5.4). */
const TOPIC_LENGTH = 32;

/**
 * The topic of messages about one thing (a kind and, say, a product id): a hash, so any id
 * fits the 32 characters, and the id itself is not shown to the push service.
 */
export const topicFor = (kind: PushMessageKind, about: string): string =>
  createHash('sha256').update(`${kind}:${about}`).digest('base64url').slice(0, TOPIC_LENGTH);

/**
 * The payload as sent: the message checked against its contract and under the size a push
 * service takes. A message over it is a bug in whoever built it, not something to cut short.
 */
export const payloadOf = (message: PushMessage): string => {
  const payload = JSON.stringify(pushMessageSchema.parse(message));
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > PUSH_PAYLOAD_MAX_BYTES)
    throw new Error(`A push payload of ${bytes} bytes is over ${PUSH_PAYLOAD_MAX_BYTES}`);
  return payload;
};

/**
 * When to try again after the service asked to wait: after its Retry-After when it names one
 * (a service that throttles must be listened to), else doubling from a minute up to an hour,
 * gentle on a service that is struggling. A retry due after the message's deadline is dropped
 * then, unsent: by then it is stale.
 */
export const retryDelayMs = (attempts: number, retryAfterMs?: number): number =>
  retryAfterMs === undefined
    ? Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
    : Math.max(retryAfterMs, 1_000);

/** Tries (the first included) before a message is given up on. */
export const MAX_PUSH_ATTEMPTS = 6;
