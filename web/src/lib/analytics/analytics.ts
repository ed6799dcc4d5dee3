/**
 * `track(event, properties)` for any feature: what shoppers use, never who they are. Nothing is
 * kept when the analytics flag is off, or when the browser asks not to be tracked (Global Privacy
 * Control, Do Not Track). Properties are ids, counts and words the app chose, never what a
 * shopper typed.
 *
 * Only this stays on every page's first load: events wait here until the spec's 5 s have passed
 * since the last one, and then the queue (analytics-queue.ts, with its retries and cap) loads and
 * takes over. Should the page hide first, these events go with the beacon at once.
 */
import {
  ANALYTICS_BATCH_DELAY_MS,
  ANALYTICS_EVENTS_PER_BATCH,
  ANALYTICS_MAX_QUEUED_EVENTS,
  type AnalyticsEventName,
  type AnalyticsProperties,
} from '@shop-scanner/shared/analytics-limits';
import { isFeatureOn } from '../../config/feature-flags';
import { newBatchId, sendBeacon } from './analytics-beacon';
import type { AnalyticsQueue, QueuedEvent } from './analytics-queue';

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** The browser's own "do not track me", in either of its forms. */
export const browserRefusesTracking = (nav: PrivacyNavigator = navigator): boolean =>
  nav.globalPrivacyControl === true || nav.doNotTrack === '1';

/** Before /config.json is read nothing is known of the flag: nothing is kept then. */
const allowed = (): boolean => {
  try {
    return isFeatureOn('analytics') && !browserRefusesTracking();
  } catch {
    return false;
  }
};

/** Events tracked before the queue loaded, oldest first. */
let early: QueuedEvent[] = [];
let queue: AnalyticsQueue | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

let listening = false;

const startQueue = async (): Promise<void> => {
  let started: AnalyticsQueue;
  try {
    const { createSenderQueue } = await import('./analytics-sender');
    started = queue ??= createSenderQueue(allowed);
  } catch {
    return; // Offline before the queue's code came: the events wait for the next event's try.
  }
  const due = early;
  early = [];
  for (const e of due) started.add(e);
  await started.flush();
};

const hide = (): void => {
  if (queue) {
    queue.sendOnHide();
    return;
  }
  clearTimeout(timer);
  while (early.length > 0 && allowed()) {
    const batch = early.slice(0, ANALYTICS_EVENTS_PER_BATCH);
    if (!sendBeacon({ batchId: newBatchId(), timestamp: new Date().toISOString(), events: batch }))
      return;
    early = early.slice(batch.length);
  }
};

export const track = (event: AnalyticsEventName, properties: AnalyticsProperties = {}): void => {
  if (!allowed()) return;
  const described: QueuedEvent = {
    event,
    properties,
    timestamp: new Date().toISOString(),
    // The page without its query and fragment, which can hold an e-mail address or a code.
    url: location.origin + location.pathname,
    // Which site sent the visitor, never the page there (that visitor's own business).
    referrer: document.referrer && new URL(document.referrer).origin,
    user_agent: navigator.userAgent,
  };
  if (queue) {
    queue.add(described);
    return;
  }
  if (!listening) {
    listening = true;
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && hide());
    addEventListener('pagehide', hide);
  }
  early = [...early, described].slice(-ANALYTICS_MAX_QUEUED_EVENTS);
  clearTimeout(timer);
  timer = setTimeout(() => void startQueue(), ANALYTICS_BATCH_DELAY_MS);
};
