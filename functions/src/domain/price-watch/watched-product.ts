/**
 * A product as its watchers are judged on it: its facts (what a wishlist item keeps of it) and its
 * offers as they stand now. Read once per check and shared by the wishlist's and the alerts' rules.
 */
import { windowOf, type ProductItem } from '../../data/products';
import type { ProductFacts } from '../wishlist/listed-product';
import { priceSettingsOf, type PriceSettings } from './price-confirmation';

export interface WatchedProduct extends ProductFacts {
  readonly id: string;
  /** Bumped by every price write of the product (price-history.ts): what a check has seen. */
  readonly historyVersion: number;
  /** When each store's current price was set (price-confirmation.ts: a far-off price's second look). */
  readonly priceSettings: PriceSettings;
}

export const watchedProductOf = (item: ProductItem): WatchedProduct => ({
  id: item.id,
  name: item.name,
  category: item.category,
  ...(item.brand ? { brand: item.brand } : {}),
  ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
  source: item.source,
  stores: item.stores,
  historyVersion: item.historyVersion ?? 0,
  priceSettings: priceSettingsOf(windowOf(item).points),
});

/** What one kind of watcher did with a product's offers. */
export interface WatcherReport {
  /** Watchers read. */
  readonly checked: number;
  /** Alerts recorded (drops, triggers), each with its notice queued. */
  readonly fired: number;
  /** Held back by the watch rules (disarmed, once a day, unconfirmed). */
  readonly held: number;
  /**
   * The earliest time a watch held back 'once-a-day' or 'unconfirmed' may fire: the safety-net
   * job checks the product again then, even if its price does not change. Null: none waits.
   */
  readonly recheckAt: string | null;
}

export const NOTHING_CHECKED: WatcherReport = { checked: 0, fired: 0, held: 0, recheckAt: null };

/** What judging one watcher came to. */
export interface WatcherOutcome {
  readonly fired: boolean;
  readonly held: boolean;
  /** When a held watch may fire (watch-rules.ts recheckAtOf); null: only a price change. */
  readonly recheckAt: string | null;
}

/** The earliest of the moments given (ISO strings sort as time does); null when there is none. */
export const earliestOf = (moments: readonly (string | null)[]): string | null =>
  moments.filter((at): at is string => at !== null).sort()[0] ?? null;

/** One kind of watcher's report: `checked` read, and what judging each of them came to. */
export const reportOf = (checked: number, outcomes: readonly WatcherOutcome[]): WatcherReport => ({
  checked,
  fired: outcomes.filter((o) => o.fired).length,
  held: outcomes.filter((o) => o.held).length,
  recheckAt: earliestOf(outcomes.map((o) => o.recheckAt)),
});
