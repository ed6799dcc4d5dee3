/**
 * The analytics rules, pure: which events of a batch are kept, what of each is stored (nothing
 * that names or fingerprints a person), and how a batch adds up into the daily aggregates.
 */
import { toFieldErrors, type FieldErrors } from '@shop-scanner/shared/api-errors';
import {
  analyticsEventSchema,
  type AnalyticsEvent,
  type AnalyticsEventName,
} from '@shop-scanner/shared/analytics';
import type {
  BatchTally,
  DeviceClass,
  ProductCounter,
  StoredEvent,
} from '../../model/analytics/analytics-records';

export interface DroppedEvent {
  readonly index: number;
  readonly fieldErrors: FieldErrors;
}

export interface SortedEvents {
  readonly accepted: readonly AnalyticsEvent[];
  readonly dropped: readonly DroppedEvent[];
}

/** Each event on its own: a bad or unknown one is dropped with its reasons, the others kept. */
export const sortEvents = (events: readonly unknown[]): SortedEvents => {
  const accepted: AnalyticsEvent[] = [];
  const dropped: DroppedEvent[] = [];
  events.forEach((candidate, index) => {
    const result = analyticsEventSchema.safeParse(candidate);
    if (result.success) accepted.push(result.data);
    else dropped.push({ index, fieldErrors: toFieldErrors(result.error) });
  });
  return { accepted, dropped };
};

type Headers = Readonly<Record<string, string | undefined>> | undefined;

/**
 * Global Privacy Control (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`): the browser asked not to be
 * tracked. The SPA already sends nothing then; another client might, so the server honours it too.
 */
export const trackingRefused = (headers: Headers): boolean =>
  headers?.['sec-gpc']?.trim() === '1' || headers?.dnt?.trim() === '1';

/**
 * A page address without its query string and fragment: they can hold an e-mail address, a
 * reset code, a search's words. Undefined when it is no http(s) address.
 */
export const pageAddress = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return undefined;
  }
};

/** Where a visitor came from, as a site only: another site's path is that visitor's business. */
export const referrerSite = (referrer: string | undefined): string | undefined => {
  const address = pageAddress(referrer);
  return address === undefined ? undefined : new URL(address).origin;
};

/**
 * The only thing kept of a user agent: phone or not. The string itself, with its versions and
 * platform details, helps fingerprint a browser, so it is never stored.
 */
export const deviceClass = (userAgent: string | undefined): DeviceClass => {
  if (!userAgent) return 'unknown';
  return /Mobi|Android|iPhone|iPad/.test(userAgent) ? 'mobile' : 'desktop';
};

export const storedEventOf = (e: AnalyticsEvent): StoredEvent => {
  const page = pageAddress(e.url);
  const referrer = referrerSite(e.referrer);
  return {
    event: e.event,
    properties: e.properties,
    ...(page ? { page } : {}),
    ...(referrer ? { referrer } : {}),
    device: deviceClass(e.user_agent),
  };
};

/**
 * Which product counter an event adds to, if any: a product page seen, a scan that found it, a
 * price comparison of it, a wishlist add of it.
 */
export const productCounterOf = (
  e: AnalyticsEvent,
): { productId: string; counter: ProductCounter } | undefined => {
  const productId = e.properties.productId;
  if (typeof productId !== 'string') return undefined;
  switch (e.event) {
    case 'page_view':
      return { productId, counter: 'views' };
    case 'scan':
      return e.properties.found === true ? { productId, counter: 'scans' } : undefined;
    case 'comparison':
      return { productId, counter: 'comparisons' };
    case 'wishlist_add':
      return { productId, counter: 'wishlistAdds' };
    default:
      return undefined;
  }
};

/**
 * A batch's additions to the daily aggregates, merged: one addition per event name and one per
 * product, so a batch of 50 events is a handful of writes, not 50.
 */
export const tallyBatch = (events: readonly AnalyticsEvent[]): BatchTally => {
  const byEvent = new Map<AnalyticsEventName, number>();
  const byProduct = new Map<string, Partial<Record<ProductCounter, number>>>();
  for (const e of events) {
    byEvent.set(e.event, (byEvent.get(e.event) ?? 0) + 1);
    const hit = productCounterOf(e);
    if (!hit) continue;
    const counters = byProduct.get(hit.productId) ?? {};
    counters[hit.counter] = (counters[hit.counter] ?? 0) + 1;
    byProduct.set(hit.productId, counters);
  }
  return { byEvent, byProduct };
};
