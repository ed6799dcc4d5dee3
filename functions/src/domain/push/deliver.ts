/**
 * Delivery of one message to one user's devices: the one way every push leaves the server (the
 * test call, the fired watches' notices and the weekly digest).
 *
 * - The user's preference for the message's kind decides first: a switch turned off sends
 *   nothing (a test the shopper asked for is always sent).
 * - Each device gets its own request, all at once; one device's failure never stops another's.
 * - 404/410: the browser dropped the subscription; it is removed, and never tried again.
 * - 429/5xx/network: a retry record (data/push-retries.ts) the retry job sends later, after
 *   the service's Retry-After; the message is never dropped for a busy service.
 * - Anything else (400, 403, 413): the request itself is wrong; logged, not retried.
 */
import { randomUUID } from 'node:crypto';
import type { PushDeliveryReport, PushMessage } from '@shop-scanner/shared/push';
import { putRetry } from '../../data/push-retries';
import {
  deleteSubscription,
  getPreferences,
  listSubscriptions,
  type PushSubscriptionRecord,
} from '../../data/push-subscriptions';
import { logger } from '../../lib/logger';
import { sendPush, type PushOutcome, type PushRequestOptions } from '../../lib/push-client';
import { vapidDetails } from '../../lib/vapid-keys';
import { kindPolicies, payloadOf, retryDelayMs } from './message-policy';

export interface Delivery extends PushDeliveryReport {
  /** Nothing was sent: the user turned this kind of message off. */
  readonly skipped: boolean;
  /** The user has no subscribed device. */
  readonly devices: number;
}

export interface DeliverOptions {
  /** Messages of one topic replace each other while undelivered (message-policy's topicFor). */
  readonly topic?: string;
  readonly now?: Date;
}

type DeviceResult = 'delivered' | 'retrying' | 'removed' | 'failed';

/** What the sender does with one device's outcome; shared by the first send and the retries. */
export const settleOutcome = async (
  device: Pick<PushSubscriptionRecord, 'userId' | 'endpoint'>,
  outcome: PushOutcome,
  onRetry: (retryAfterMs?: number) => Promise<void>,
): Promise<DeviceResult> => {
  switch (outcome.kind) {
    case 'delivered':
      return 'delivered';
    case 'gone':
      await deleteSubscription(device.userId, device.endpoint);
      return 'removed';
    case 'retry':
      await onRetry(outcome.retryAfterMs);
      return 'retrying';
    case 'refused':
      logger.warn('A push service refused a message', {
        status: outcome.status,
        detail: outcome.detail,
        service: new URL(device.endpoint).host,
      });
      return 'failed';
  }
};

export const deliverToUser = async (
  userId: string,
  message: PushMessage,
  options: DeliverOptions = {},
): Promise<Delivery> => {
  const now = options.now ?? new Date();
  const [preferences, devices] = await Promise.all([
    message.kind === 'test' ? undefined : getPreferences(userId),
    listSubscriptions(userId),
  ]);
  if (preferences && message.kind !== 'test' && !preferences[message.kind])
    return { delivered: 0, retrying: 0, removed: 0, skipped: true, devices: devices.length };
  if (devices.length === 0)
    return { delivered: 0, retrying: 0, removed: 0, skipped: false, devices: 0 };

  const payload = payloadOf(message);
  const policy = kindPolicies[message.kind];
  const request: PushRequestOptions = {
    ttlSeconds: policy.ttlSeconds,
    urgency: policy.urgency,
    ...(options.topic ? { topic: options.topic } : {}),
  };
  const vapid = await vapidDetails();
  const deadline = new Date(now.getTime() + policy.ttlSeconds * 1000).toISOString();

  const results = await Promise.all(
    devices.map(async (device) =>
      settleOutcome(device, await sendPush(device, payload, request, vapid, now), (wait) =>
        putRetry({
          id: randomUUID(),
          userId,
          endpoint: device.endpoint,
          payload,
          urgency: request.urgency,
          ...(request.topic ? { topic: request.topic } : {}),
          deadline,
          attempts: 1,
          dueAt: new Date(now.getTime() + retryDelayMs(1, wait)).toISOString(),
        }),
      ),
    ),
  );
  const count = (result: DeviceResult) => results.filter((r) => r === result).length;
  return {
    delivered: count('delivered'),
    retrying: count('retrying'),
    removed: count('removed'),
    skipped: false,
    devices: devices.length,
  };
};
