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
