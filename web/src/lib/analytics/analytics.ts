/**
 * The app's one analytics queue, wired to the browser: `track(event, properties)` from any
 * feature. Nothing is kept when the analytics flag is off, or when the browser asks not to be
 * tracked (Global Privacy Control, Do Not Track). Properties never hold personal data: ids,
 * counts and words the app chose, never what a shopper typed.
 */
import {
  ANALYTICS_EVENTS_PATH,
  type AnalyticsEventName,
  type AnalyticsProperties,
} from '@shop-scanner/shared/analytics-limits';
import { ApiError, apiRequest } from '../api-client';
import { isFeatureOn } from '../../config/feature-flags';
import { getRuntimeConfig } from '../../config/runtime-config';
import { createAnalyticsQueue, type AnalyticsBatchBody } from './analytics-queue';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** The browser's own "do not track me", in either of its forms. */
export const browserRefusesTracking = (nav: PrivacyNavigator = navigator): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === '1';

/** Another try may succeed: offline, timed out, rate limited, the server's trouble. */
const retryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || [0, 408, 429].includes(error.status) || error.status >= 500;

const beacon = (batch: AnalyticsBatchBody): boolean =>
  navigator.sendBeacon?.(
    `${getRuntimeConfig().apiBaseUrl}${ANALYTICS_EVENTS_PATH}`,
    new Blob([JSON.stringify(batch)], { type: 'application/json' }),
  ) ?? false;

/** Before /config.json is read nothing is known of the flag: nothing is kept then. */
const configLoaded = (): boolean => {
  try {
    return getRuntimeConfig() !== undefined;
  } catch {
    return false;
  }
};

const queue = createAnalyticsQueue({
  allowed: () => configLoaded() && isFeatureOn('analytics') && !browserRefusesTracking(),
  describe: () => ({
    timestamp: new Date().toISOString(),
    // The page without its query and fragment, which can hold an e-mail address or a code.
    url: location.origin + location.pathname,
    // Which site sent the visitor, never the page there (it is that visitor's own business).
    referrer: document.referrer && new URL(document.referrer).origin,
    user_agent: navigator.userAgent,
  }),
  post: (body) => apiRequest(ANALYTICS_EVENTS_PATH, { method: 'POST', body }),
  retryable,
  beacon,
  // randomUUID exists only in secure contexts (https, localhost); a plain-http stage gets less
  // random ids, which only need to be unique to one browser's retries.
  newId: () =>
    crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
});

let listening = false;

export const track = (event: AnalyticsEventName, properties?: AnalyticsProperties): void => {
  if (!listening) {
    listening = true;
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') queue.sendOnHide();
    });
    addEventListener('pagehide', queue.sendOnHide);
  }
  queue.track(event, properties);
};
