/**
 * A test's side of the local push service (local/src/push/push-service.ts): it subscribes as a
 * browser would (the service makes the P-256 key pair and auth secret), then reads back what
 * arrived, decrypted, and the headers each request carried; and it makes the service expire a
 * subscription or answer with a fault.
 */
import type { Json } from '../../../local/test/stack';

export interface ServiceSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly clientHash: string;
}

const post = async (url: string, body: unknown): Promise<{ status: number; body: Json }> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // Some of its answers are JSON, the others a bare status text ('OK').
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return { status: response.status, body: (isJson ? JSON.parse(text) : {}) as Json };
};

export const localPushService = (serviceUrl: () => string) => ({
  /** A browser's subscription with the server's VAPID public key. */
  subscribe: async (applicationServerKey: string): Promise<ServiceSubscription> => {
    const { status, body } = await post(`${serviceUrl()}/subscribe`, {
      applicationServerKey,
      userVisibleOnly: 'true',
    });
    if (status !== 200) throw new Error(`subscribe failed: ${JSON.stringify(body)}`);
    return body.data as ServiceSubscription;
  },
  /** The decrypted payloads that arrived, oldest first. */
  messages: async (subscription: ServiceSubscription): Promise<Json[]> => {
    const { body } = await post(`${serviceUrl()}/get-notifications`, {
      clientHash: subscription.clientHash,
    });
    return (body.data.messages as string[]).map((m) => JSON.parse(m) as Json);
  },
  /** Every request the service received for the subscription, with its headers and answer. */
  requests: async (subscription: ServiceSubscription): Promise<Json[]> => {
    const response = await fetch(`${serviceUrl()}/requests/${subscription.clientHash}`);
    return ((await response.json()) as Json).data as Json[];
  },
  /** From now on the service answers 410 for it, as for a subscription the browser dropped. */
  expire: async (subscription: ServiceSubscription): Promise<void> => {
    await post(`${serviceUrl()}/expire-subscription/${subscription.clientHash}`, {});
  },
  /** The next `times` requests for it are answered `status` (with Retry-After seconds). */
  fault: async (
    subscription: ServiceSubscription,
    fault: { status: number; times?: number; retryAfter?: number },
  ): Promise<void> => {
    await post(`${serviceUrl()}/faults/${subscription.clientHash}`, fault);
  },
});

/** The subscription as the browser's PushSubscription.toJSON() gives it. */
export const asBrowserJson = (s: ServiceSubscription) => ({
  endpoint: s.endpoint,
  expirationTime: null,
  keys: s.keys,
});
