/**
 * This browser's side of push: whether it can, what the shopper allowed, and this device's
 * subscription at the browser's push service. The service worker is registered here, when the
 * shopper turns notifications on, never by the app's entry.
 */
import { base64UrlBytes } from '@shop-scanner/shared/base64url';

/** The device as the push card sees it (the spec's push states). */
export type PushPermission = 'default' | 'granted' | 'denied';

/** This device's subscription, as the server stores it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Thrown when the shopper (or the browser's settings) refuse notifications. */
export class PushPermissionDenied extends Error {
  override readonly name = 'PushPermissionDenied';
}

export interface PushDevice {
  supported: boolean;
  permission: () => PushPermission;
  /** This device's subscription, if it has one. */
  current: () => Promise<DeviceSubscription | null>;
  /** Asks for permission if needed, then subscribes with the server's VAPID public key. */
  subscribe: (publicKey: string) => Promise<DeviceSubscription>;
  /** Ends this device's subscription at the push service; says which endpoint it was. */
  unsubscribe: () => Promise<string | null>;
}

const WORKER_URL = '/sw.js';

const asDeviceSubscription = (subscription: PushSubscription): DeviceSubscription => {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The push service gave no keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

const sameBytes = (buffer: ArrayBuffer | null, bytes: Uint8Array) =>
  buffer !== null &&
  buffer.byteLength === bytes.length &&
  new Uint8Array(buffer).every((byte, i) => byte === bytes[i]);

const registration = () => navigator.serviceWorker.getRegistration('/');

/** The real browser, through the Push API and the service worker. */
export const browserPushDevice = (): PushDevice => ({
  supported:
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window,
  permission: () => Notification.permission,
  current: async () => {
    const subscription = await (await registration())?.pushManager.getSubscription();
    return subscription ? asDeviceSubscription(subscription) : null;
  },
  subscribe: async (publicKey) => {
    if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionDenied();
    await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
    const { pushManager } = await navigator.serviceWorker.ready;
    // The VAPID key as the push manager wants it: the bytes of its base64url text.
    const key = base64UrlBytes(publicKey);
    const existing = await pushManager.getSubscription();
    // A subscription made under another key (the server's keys were replaced) cannot receive
    // this server's messages: it is ended and made again.
    if (existing && sameBytes(existing.options.applicationServerKey, key)) {
      return asDeviceSubscription(existing);
    }
    await existing?.unsubscribe();
    return asDeviceSubscription(
      await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    );
  },
  unsubscribe: async () => {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
});
