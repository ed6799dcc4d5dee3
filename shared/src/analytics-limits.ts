/**
 * What the SPA and the server agree on about analytics events, without zod: the browser's
 * tracker imports these numbers and names on every page's first load, where zod would weigh more
 * than the whole tracker. The schemas that enforce them are in analytics.ts.
 */

/** The events the app records. Each one answers a question the product team or a seller asks. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'search',
  'scan',
  'store_analysis',
  'comparison',
  'wishlist_add',
  'upgrade',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** A property's value: never an object or a list, so nothing nested can smuggle in free text. */
export type AnalyticsPropertyValue = string | number | boolean;
export type AnalyticsProperties = Readonly<Record<string, AnalyticsPropertyValue>>;

export const ANALYTICS_EVENTS_PATH = '/api/analytics/events';

/** The spec's batching: a batch is sent 5 s after the last tracked event. */
export const ANALYTICS_BATCH_DELAY_MS = 5_000;

/** Events in one batch: more is refused whole (the client never sends more). */
export const ANALYTICS_EVENTS_PER_BATCH = 50;

export const ANALYTICS_LIMITS = {
  eventsPerBatch: ANALYTICS_EVENTS_PER_BATCH,
  /**
   * Bytes of one batch's body: 50 events at their longest fit in well under this, and a body
   * that does not is not the app's tracker.
   */
  bodyBytes: 64 * 1024,
  /** Properties of one event. */
  propertiesPerEvent: 10,
  /** A property's name. */
  propertyKey: 40,
  /** A property's text value: a verdict, a plan, an id; never free text. */
  propertyText: 100,
  /** The id a client gives a batch and keeps across retries. */
  batchId: 64,
  /** A page address or referrer as the browser reports it (TEXT_LIMITS.url). */
  url: 2048,
  /** A browser's user agent string: real ones are a few hundred characters. */
  userAgent: 512,
  /** An event's own timestamp (an ISO date or epoch milliseconds as text). */
  timestamp: 40,
} as const;

/**
 * Events a browser keeps while the API cannot be reached: past this, the oldest are dropped, so a
 * tab left offline for a day cannot fill its memory.
 */
export const ANALYTICS_MAX_QUEUED_EVENTS = 200;

/** Raw events are kept this long (the table's TTL deletes them); daily aggregates stay. */
export const ANALYTICS_RAW_EVENT_DAYS = 30;
