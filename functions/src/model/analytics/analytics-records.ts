/**
 * The shapes analytics keeps in the table, shared by the rules that make them
 * (domain/analytics/event-rules.ts) and the modules that store them (data/analytics-*.ts).
 */
import type { AnalyticsEventName } from '@shop-scanner/shared/analytics';

export type DeviceClass = 'mobile' | 'desktop' | 'unknown';

/** An event as the table keeps it: what happened, on which page, never who or from where. */
export interface StoredEvent {
  readonly event: AnalyticsEventName;
  readonly properties: Readonly<Record<string, string | number | boolean>>;
  readonly page?: string;
  readonly referrer?: string;
  readonly device: DeviceClass;
}

/** The counters a seller's dashboard reads per product and day. */
export type ProductCounter = 'views' | 'scans' | 'comparisons' | 'wishlistAdds';
export const PRODUCT_COUNTERS: readonly ProductCounter[] = [
  'views',
  'scans',
  'comparisons',
  'wishlistAdds',
];

export interface BatchTally {
  /** Events of each name in the batch. */
  readonly byEvent: ReadonlyMap<AnalyticsEventName, number>;
  /** Each product's counters the batch adds to. */
  readonly byProduct: ReadonlyMap<string, Readonly<Partial<Record<ProductCounter, number>>>>;
}
