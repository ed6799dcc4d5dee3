/**
 * Fixture stores on loopback: HTTP servers that look like the real kinds of store (a brand's
 * Shopify shop, a dropshipping one, a print-on-demand one, an Amazon listing, a WooCommerce
 * shop, and a store that never answers). Tests, Playwright, benchmarks and `npm start`'s demo of
 * /analyze reach them instead of real shops, through the safe fetcher's loopback allow-list.
 */
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { brandShopify } from './brand-shopify';
import { dropshipShopify } from './dropship-shopify';
import {
  fixtureStoreKinds,
  startFixtureStore,
  type FixtureStore,
  type FixtureStoreDefinition,
  type FixtureStoreKind,
} from './fixture-store';
import { marketplaceListing } from './marketplace-listing';
import { podShopify } from './pod-shopify';
import { slowStore } from './slow-store';
import { woocommerce } from './woocommerce';

export { fixtureStoreKinds, type FixtureStore, type FixtureStoreKind };

export interface FixtureStores {
  readonly stores: readonly FixtureStore[];
  byKind(kind: FixtureStoreKind): FixtureStore;
  /** `host:port` of every store: FETCH_ALLOW_PRIVATE_HOSTS's entries. */
  readonly allowList: readonly string[];
  close(): Promise<void>;
}

export interface FixtureStoreOptions {
  /** 127.0.0.1 unless given. */
  readonly host?: string;
  /** A port per kind; a kind not given (or 0) gets a free port. */
  readonly ports?: Partial<Record<FixtureStoreKind, number>>;
}

/** Each kind's definition, built when the stores start (the shops generate their catalogue). */
const definitions: Readonly<Record<FixtureStoreKind, () => FixtureStoreDefinition>> = {
  'brand-shopify': brandShopify,
  'dropship-shopify': dropshipShopify,
  'pod-shopify': podShopify,
  'marketplace-listing': marketplaceListing,
  woocommerce,
  'slow-store': slowStore,
};

export const startFixtureStores = async (
  options: FixtureStoreOptions = {},
): Promise<FixtureStores> => {
  const host = options.host ?? '127.0.0.1';
  const started = await Promise.allSettled(
    fixtureStoreKinds.map((kind) =>
      startFixtureStore(definitions[kind](), host, options.ports?.[kind] ?? 0),
    ),
  );
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const close = async (): Promise<void> => {
    await Promise.all(running.map((store) => store.close()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  const stores = running.map((entry) => entry.store);
  return {
    stores,
    byKind: (kind) => {
      const store = stores.find((entry) => entry.kind === kind);
      if (!store) throw new Error(`no fixture store of kind ${kind}`);
      return store;
    },
    allowList: stores.map((store) => store.hostPort),
    close,
  };
};

/**
 * The stores /analyze offers as examples (config.json's demoStores). The slow store would only
 * show a timeout, and the listing is a marketplace only under its real host name, which a
 * browser on this machine cannot reach on loopback.
 */
export const demoStoresOf = (
  fixtures: Pick<FixtureStores, 'stores'>,
): NonNullable<RuntimeConfig['demoStores']> =>
  fixtures.stores
    .filter((store) => store.kind !== 'slow-store' && store.kind !== 'marketplace-listing')
    .map((store) => ({
      label: store.label,
      url: store.url,
      ...(store.productUrl && { productUrl: store.productUrl }),
    }));
