/**
 * The app's service worker, built with Workbox (vite.config.ts says how it is built):
 * - the app shell and every route's files precached, so the app opens without a connection, and
 *   an app-route navigation answered with the precached index.html (never an API, auth or
 *   configuration address: cache-rules.ts);
 * - `/config.json` from the network whenever it answers, its last copy only when it does not, so
 *   the app can start offline but never on a stale configuration;
 * - the barcode decoder's worker and WebAssembly cached the first time a scanner opens;
 * - no answer of the API cached here: the app keeps its own offline copies in IndexedDB, per user
 *   (written here when a page hands one over: lib/offline/offline-save.ts);
 * - push notifications shown, and a click opens the page they name.
 *
 * A new version installs beside the running one and waits: the page offers to reload
 * (features/pwa/app-worker.ts) and only then is it told to take over, so a tab never runs the
 * code of one release with the files of another.
 */
import { readPushNotification } from '@shop-scanner/shared/push-notification';
import { isSitePath } from '@shop-scanner/shared/push-rules';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  asksToSkipWaiting,
  CONFIG_CACHE,
  DECODER_CACHE,
  DECODER_CACHE_MAX_AGE_SECONDS,
  DECODER_CACHE_MAX_ENTRIES,
  isDecoderAsset,
  isRuntimeConfig,
  NAVIGATION_DENYLIST,
} from './cache-rules';
import { clientToFocus } from './open-client';
import { applyOfflineSave } from '../lib/offline/offline-save';
import { clearCaches } from '../lib/offline/offline-housekeeping';
import { asksToClearCopies, offlineSaveOf } from '../lib/offline/offline-save-message';
import './background-sync';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
// Precaches of earlier Workbox versions' formats, left by an older worker.
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...NAVIGATION_DENYLIST],
  }),
);

// A first visit reads /config.json before this worker controls the page: its copy is taken at
// install, so the app can start offline after one visit. A failure here (the connection went)
// leaves the install to succeed without it; the next online start fills it.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add(new Request('/config.json', { cache: 'no-store' })))
      .catch(() => undefined),
  );
});

// No network timeout on purpose: a slow answer is still the fresh one.
registerRoute(
  ({ url }) => isRuntimeConfig(url, self.location.origin),
  new NetworkFirst({ cacheName: CONFIG_CACHE }),
);

registerRoute(
  ({ url }) => isDecoderAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: DECODER_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: DECODER_CACHE_MAX_ENTRIES,
        maxAgeSeconds: DECODER_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Only when the shopper chose to reload: pages of the running version never lose its files.
self.addEventListener('message', (event) => {
  if (asksToSkipWaiting(event.data)) void self.skipWaiting();
  // A page hands over an answer to keep for use offline: written here, so the page never loads
  // the offline store's code just to save it.
  const save = offlineSaveOf(event.data);
  if (save) event.waitUntil(applyOfflineSave(save).catch(() => undefined));
  if (asksToClearCopies(event.data)) event.waitUntil(clearCaches().catch(() => undefined));
});
// A first install has no version to wait for: it takes the open pages, which came from the same
// build it precached. An update reaches this only after the skip the page asked for.
clientsClaim();

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
