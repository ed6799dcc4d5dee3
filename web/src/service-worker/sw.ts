/**
 * The app's service worker. For now it shows push notifications and opens the page a click names;
 * it holds no cache, so a page is never served stale from it. It is registered only when a
 * shopper turns notifications on (the profile's push card), so no page's first load fetches it.
 */
import { readPushNotification } from '@shop-scanner/shared/push-notification';
import { isSitePath } from '@shop-scanner/shared/push-rules';
import { clientToFocus } from './open-client';
import './background-sync';

declare const self: ServiceWorkerGlobalScope;

// vite-plugin-pwa's injectManifest build looks for this; nothing is precached yet.
void self.__WB_MANIFEST;

// A new worker takes over at once: it has no cache that an open tab could depend on.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const note = readPushNotification(readJson(event.data));
  if (!note) return;
  event.waitUntil(
    self.registration.showNotification(note.title, {
      body: note.body,
      ...(note.tag ? { tag: note.tag } : {}),
      icon: '/favicon.svg',
      data: { url: note.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path: unknown = event.notification.data?.url;
  const url = new URL(isSitePath(path) ? path : '/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      const client = clientToFocus(open, url);
      if (!client) return void (await self.clients.openWindow(url.href));
      const focused = await client.focus();
      if (focused.url !== url.href) await focused.navigate(url.href);
    }),
  );
});

const readJson = (data: PushMessageData | null): unknown => {
  try {
    return data?.json();
  } catch {
    return null;
  }
};
