/**
 * The stack's local push service (web-push-testing) in the role of the browser vendor's, for the
 * e2e tests. Chromium cannot reach its vendor's push service from here, so the page's
 * `pushManager.subscribe` (and `getSubscription`, which answers what it made) subscribes at the
 * local service instead; everything else is real. What the service received is decrypted there;
 * the page's real service worker can be handed it through the DevTools protocol's push delivery.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Worker } from '@playwright/test';

/** The running stack's local push service (stack.json in the e2e data folder). */
const pushServiceOrigin = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through web/playwright.config.ts');
  const stack = JSON.parse(readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as {
    env?: Record<string, string>;
  };
  const origin = stack.env?.PUSH_SERVICE_LOCAL_ORIGIN;
  if (!origin) throw new Error('The stack runs no local push service');
  return origin;
};

const postJson = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: Record<string, unknown> };
};

/**
 * Gives the page a push manager that subscribes at the local push service. The call to the
 * service is made from the test (the page's content security policy rightly forbids it).
 */
export const subscribeAtLocalPushService = async (page: Page) => {
  const service = pushServiceOrigin();
  const made: { clientHash?: string } = {};
  await page.exposeFunction('subscribeAtLocalService', async (applicationServerKey: string) => {
    const { data } = await postJson(`${service}/subscribe`, {
      applicationServerKey,
      userVisibleOnly: 'true',
    });
    made.clientHash = String(data.clientHash);
    return { endpoint: data.endpoint, keys: data.keys };
  });
  await page.addInitScript(() => {
    const base64Url = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
    const subscribeAt = (
      window as unknown as {
        subscribeAtLocalService: (key: string) => Promise<{ endpoint: string; keys: object }>;
      }
    ).subscribeAtLocalService;
    // Kept in the page's storage, as the browser keeps a subscription across reloads.
    const STORED = 'e2e-push-subscription';
    const toBytes = (text: string) =>
      Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));
    const asSubscription = (stored: { endpoint: string; keys: object; key: string }) => ({
      endpoint: stored.endpoint,
      options: { applicationServerKey: toBytes(stored.key).buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: stored.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(STORED);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () => {
      const stored = localStorage.getItem(STORED);
      return stored ? (asSubscription(JSON.parse(stored)) as unknown as PushSubscription) : null;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = base64Url((options?.applicationServerKey as Uint8Array).buffer as ArrayBuffer);
      const { endpoint, keys } = await subscribeAt(key);
      localStorage.setItem(STORED, JSON.stringify({ endpoint, keys, key }));
      return asSubscription({ endpoint, keys, key }) as unknown as PushSubscription;
    };
  });
  return {
    /** The messages the local push service received for this page's subscription, decrypted. */
    received: async (): Promise<Record<string, unknown>[]> => {
      const { data } = await postJson(`${service}/get-notifications`, {
        clientHash: made.clientHash,
      });
      return (data.messages as string[]).map((m) => JSON.parse(m) as Record<string, unknown>);
    },
  };
};

/** What the watch below keeps in the worker's global scope. */
interface WatchedWorker {
  e2eNotificationsSettled?: number;
}

/**
 * Counts, in the page's service worker, the `showNotification` calls that have settled: the
 * worker's own code runs unchanged (the browser's method is wrapped and still called). Answers the
 * count so far.
 */
const watchShownNotifications = (worker: Worker): Promise<number> =>
  worker.evaluate(() => {
    const scope = globalThis as unknown as WatchedWorker;
    if (scope.e2eNotificationsSettled === undefined) {
      scope.e2eNotificationsSettled = 0;
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (...args) {
        return show.apply(this, args).finally(() => {
          scope.e2eNotificationsSettled! += 1;
        });
      };
    }
    return scope.e2eNotificationsSettled;
  });

/**
 * Hands a payload to the page's service worker as its push service would, and waits until the
 * worker has shown what it made of it. The browser may still know the registrations of earlier
 * tests' pages on the same origin, so the one chosen is the registration whose activated worker
 * controls this page (the worker claims its clients).
 *
 * Why it waits: Chromium's `getNotifications()` leaves out, and deletes, a notification that is
 * stored but not yet on the screen. A page that asked while the worker's `showNotification` was
 * under way lost that notification for good (1 run in 8 to 15 here, the worker's call having
 * succeeded): the test's reads must come after the show.
 */
export const deliverToServiceWorker = async (page: Page, payload: unknown) => {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const ours = versions.find(
        (v) => v.status === 'activated' && v.controlledClients?.includes(targetInfo.targetId),
      );
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  const origin = new URL(page.url()).origin;
  const worker =
    page
      .context()
      .serviceWorkers()
      .find((w) => w.url() === `${origin}/sw.js`) ??
    (await page.context().waitForEvent('serviceworker'));
  const settledBefore = await watchShownNotifications(worker);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() => worker.evaluate(() => (globalThis as WatchedWorker).e2eNotificationsSettled), {
      message: 'the service worker shows a notification for the push message',
    })
    .toBe(settledBefore + 1);
};

/** The notifications the page's service worker is showing. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as unknown,
    }));
  });
