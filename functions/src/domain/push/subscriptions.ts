/**
 * A shopper's push subscriptions and preferences: subscribe, unsubscribe, test, the switches.
 * Everything acts on the caller's own partition; the schema has checked the form of what was
 * sent, and here the server checks what needs more than a form: that the endpoint is a browser
 * push service and that the key is a point on the curve.
 */
import { ECDH } from 'node:crypto';
import {
  pushMessages,
  type PushPreferences,
  type PushSubscriptionInput,
} from '@shop-scanner/shared/push';
import {
  deleteSubscription,
  listSubscriptions,
  PushSubscriptionBusy,
  putSubscription,
  updatePreferences,
} from '../../data/push-subscriptions';
import { InvalidInput, NotFound, ServiceUnavailable } from '../../lib/errors';
import { env } from '../../lib/env';
import { isKnownPushService, localPushOrigin } from '../../lib/push-service-hosts';
import { deliverToUser, type Delivery } from './deliver';
import { topicFor } from './message-policy';

export { getPreferences } from '../../data/push-subscriptions';

/**
 * Devices one shopper keeps subscribed. Each gets every message, so this bounds a fan-out; a
 * new device past it takes the place of the one whose subscription was renewed longest ago.
 */
export const MAX_DEVICES_PER_USER = 20;

/** Read at start-up: set on AWS, it fails the cold start rather than open the sender. */
const localOrigin = localPushOrigin(env.PUSH_SERVICE_LOCAL_ORIGIN);

const isOnCurve = (p256dh: string): boolean => {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
};

/**
 * Saves this device's subscription (the same endpoint again is the same one; an endpoint another
 * shopper had on this browser becomes the caller's alone). True if new to the caller.
 */
export const subscribe = async (
  userId: string,
  subscription: PushSubscriptionInput,
  now = new Date(),
): Promise<boolean> => {
  if (!isKnownPushService(subscription.endpoint, localOrigin))
    throw new InvalidInput(
      { 'subscription.endpoint': [pushMessages.endpointUnknownService] },
      pushMessages.enableFailed,
    );
  if (!isOnCurve(subscription.keys.p256dh))
    throw new InvalidInput(
      { 'subscription.keys.p256dh': [pushMessages.p256dhInvalid] },
      pushMessages.enableFailed,
    );
  const created = await putSubscription(
    {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    },
    now,
  ).catch((error: unknown) => {
    throw error instanceof PushSubscriptionBusy ? new ServiceUnavailable() : error;
  });
  if (created) await keepDeviceCap(userId);
  return created;
};

const keepDeviceCap = async (userId: string): Promise<void> => {
  const devices = await listSubscriptions(userId);
  const surplus = devices.length - MAX_DEVICES_PER_USER;
  if (surplus <= 0) return;
  const stalest = [...devices].sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : 1));
  await Promise.all(stalest.slice(0, surplus).map((d) => deleteSubscription(userId, d.endpoint)));
};

/**
 * Removes this device's subscription, or every one of the caller's without an endpoint.
 * 404 for an endpoint the caller has not subscribed (another user's is not theirs to remove).
 */
export const unsubscribe = async (
  userId: string,
  endpoint: string | undefined,
): Promise<number> => {
  if (endpoint !== undefined) {
    if (!(await deleteSubscription(userId, endpoint)))
      throw new NotFound(pushMessages.subscriptionNotFound);
    return 1;
  }
  const devices = await listSubscriptions(userId);
  await Promise.all(devices.map((d) => deleteSubscription(userId, d.endpoint)));
  return devices.length;
};

/**
 * A test message to each of the caller's devices, whatever their switches say (they asked for
 * it). 404 when no device is subscribed, or none is left after the push services' answers.
 */
export const sendTestPush = async (
  userId: string,
  message: string | undefined,
  now = new Date(),
): Promise<Delivery> => {
  const delivery = await deliverToUser(
    userId,
    {
      kind: 'test',
      title: pushMessages.testTitle,
      body: message ?? pushMessages.testDefaultMessage,
      url: '/profile',
      tag: 'test',
      sentAt: now.toISOString(),
    },
    { topic: topicFor('test', userId), now },
  );
  if (delivery.devices === delivery.removed) throw new NotFound(pushMessages.noSubscriptions);
  return delivery;
};

export const setPreferences = (
  userId: string,
  changes: Partial<PushPreferences>,
  now = new Date(),
): Promise<PushPreferences> => updatePreferences(userId, changes, now);
