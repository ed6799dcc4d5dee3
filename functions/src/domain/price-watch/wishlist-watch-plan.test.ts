import type { StoreOffer } from '@shop-scanner/shared/products';
import { describe, expect, it, vi } from 'vitest';
import type { WishlistWatcher } from '../../data/wishlist-keys';
import { anOffer } from '../prices/price-fixtures';
import type { WatchedProduct } from './watched-product';

// The counters' names come from the wishlist's keys, whose module opens the table client on load.
vi.mock('../../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
const { listedProductOf } = await import('../wishlist/listed-product');
const { planWatch } = await import('./wishlist-watch-plan');

const NOW = new Date('2026-11-27T12:00:00.000Z');
const EARLIER = '2026-11-26T12:00:00.000Z';

const offer = (name: string, price: number, overrides: Partial<StoreOffer> = {}) =>
  anOffer(name, price, { lastUpdated: EARLIER, ...overrides });

const productWith = (stores: StoreOffer[]): WatchedProduct => ({
  id: 'p-1',
  name: 'Steel Kettle',
  category: 'Home & Kitchen',
  source: 'user',
  stores,
  historyVersion: 3,
  priceSettings: {},
});

/** An item added at $25 when its product was at these stores. */
const watcherOn = (
  stores: StoreOffer[],
  overrides: Partial<WishlistWatcher> = {},
): WishlistWatcher => ({
  id: 'item-1',
  userId: 'user-1',
  productId: 'p-1',
  priority: 'medium',
  priceWhenAdded: 25,
  targetPrice: null,
  priceAlertEnabled: true,
  product: listedProductOf(productWith(stores), new Date(EARLIER)),
  watchState: { armed: true, lastAlertPrice: null, lastAlertAt: null },
  awaitingStock: false,
  version: 4,
  ...overrides,
});

describe('planWatch', () => {
  it('fires a drop below the price when added, citing the most trusted store at the lowest price', () => {
    // Prepare
    const watcher = watcherOn([offer('Walmart', 25), offer('Target', 27)]);
    const now = productWith([
      offer('Walmart', 22, { trustScore: 40 }),
      offer('Etsy', 22, { trustScore: 80 }),
      offer('Target', 27),
    ]);

    // Act
    const plan = planWatch(watcher, now, NOW);

    // Assess
    expect(plan.fired?.kind).toBe('price-drop');
    expect(plan.fired?.offer.name).toBe('Etsy');
    expect(plan.update.watchState).toEqual({
      armed: false,
      lastAlertPrice: 22,
      lastAlertAt: NOW.toISOString(),
    });
    expect(plan.update.product.lowestPrice).toBe(22);
    expect(plan.deltas).toEqual({ valueCents: -300 });
    expect(plan.changed).toBe(true);
  });

  it('keeps the card of an item with its alert off current, and never fires for it', () => {
    // Prepare
    const watcher = watcherOn([offer('Walmart', 25)], { priceAlertEnabled: false });

    // Act
    const plan = planWatch(watcher, productWith([offer('Walmart', 20)]), NOW);

    // Assess
    expect(plan.fired).toBeUndefined();
    expect(plan.held).toBeUndefined();
    expect(plan.update.product.lowestPrice).toBe(20);
    expect(plan.update.watchState).toEqual(watcher.watchState);
    expect(plan.deltas).toEqual({ valueCents: -500 });
  });

  it('has nothing to write when the card and the watch are as the item has them', () => {
    const stores = [offer('Walmart', 26)];

    const plan = planWatch(watcherOn(stores), productWith(stores), NOW);

    expect(plan).toMatchObject({ changed: false, deltas: {} });
    expect(plan.fired).toBeUndefined();
  });

  it('announces the return to stock of an item added out of stock, once, keeping its price watch armed', () => {
    // Prepare: added when no store had it (no price when added)
    const watcher = watcherOn([offer('Etsy', 40, { inStock: false })], {
      priceWhenAdded: null,
      awaitingStock: true,
    });

    // Act
    const plan = planWatch(watcher, productWith([offer('Etsy', 41)]), NOW);

    // Assess
    expect(plan.fired?.kind).toBe('back-in-stock');
    expect(plan.update.awaitingStock).toBe(false);
    expect(plan.update.watchState).toEqual({
      armed: true,
      lastAlertPrice: null,
      lastAlertAt: NOW.toISOString(),
    });
    expect(plan.deltas).toEqual({ unpricedItems: -1, valueCents: 4100 });
  });

  it('starts waiting for stock when no store has it any more', () => {
    const watcher = watcherOn([offer('Walmart', 26)]);

    const plan = planWatch(watcher, productWith([offer('Walmart', 26, { inStock: false })]), NOW);

    expect(plan.update.awaitingStock).toBe(true);
    expect(plan.fired).toBeUndefined();
  });

  it('holds a far-off price seen once: unconfirmed', () => {
    // Prepare: Walmart at $12, set just now, against Target's $27
    const watcher = watcherOn([offer('Walmart', 25), offer('Target', 27)]);
    const product = {
      ...productWith([offer('Walmart', 12, { lastUpdated: EARLIER }), offer('Target', 27)]),
      priceSettings: { Walmart: { setAt: EARLIER, priceBefore: 25 } },
    };

    // Act
    const plan = planWatch(watcher, product, NOW);

    // Assess
    expect(plan.fired).toBeUndefined();
    expect(plan.held).toBe('unconfirmed');
    expect(plan.update.watchState).toEqual(watcher.watchState);
  });
});
