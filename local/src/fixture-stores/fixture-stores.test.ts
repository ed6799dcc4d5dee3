import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../seed/demo-catalogue';
import { freePort } from '../ports';
import { demoStoresOf, fixtureStoreKinds, startFixtureStores, type FixtureStores } from './index';

let fixtures: FixtureStores;
beforeAll(async () => {
  fixtures = await startFixtureStores();
});
afterAll(() => fixtures.close());

describe('startFixtureStores', () => {
  it('starts one store of each kind on its own loopback port', () => {
    expect(fixtures.stores.map((store) => store.kind)).toEqual([...fixtureStoreKinds]);
    for (const store of fixtures.stores) {
      expect(store.origin).toBe(`http://127.0.0.1:${store.port}`);
      expect(store.hostPort).toBe(`127.0.0.1:${store.port}`);
      expect(store.url.startsWith(`${store.origin}/`)).toBe(true);
      expect(store.label).not.toBe('');
      expect(fixtures.byKind(store.kind)).toBe(store);
    }
    expect(new Set(fixtures.stores.map((store) => store.port)).size).toBe(6);
    expect(fixtures.allowList).toEqual(fixtures.stores.map((store) => store.hostPort));
  });

  it('records the path and query of every request a store is sent', async () => {
    const store = fixtures.byKind('brand-shopify');
    await (await fetch(`${store.origin}/products.json?limit=3`)).text();
    expect(store.requests.at(-1)).toBe('/products.json?limit=3');
  });

  it('listens on the ports it is given', async () => {
    const port = await freePort();
    const given = await startFixtureStores({ ports: { woocommerce: port } });
    try {
      expect(given.byKind('woocommerce').port).toBe(port);
    } finally {
      await given.close();
    }
  });

  it('fails, closing what it started, when a port is taken', async () => {
    const taken = fixtures.byKind('pod-shopify').port;
    await expect(startFixtureStores({ ports: { 'pod-shopify': taken } })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});

describe('the products of the fixture shops', () => {
  // Playwright loads a catalogue of 500: the url tab's examples must be in it.
  const catalogue = generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count: 500,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  });

  it.each(['brand-shopify', 'woocommerce'] as const)(
    "%s's example product page sells a demo-catalogue product found by its GTIN",
    async (kind) => {
      const html = await (await fetch(fixtures.byKind(kind).productUrl!)).text();
      const gtin = /"gtin(?:13|12|14)?":\s*"?(\d{8,14})/.exec(html)?.[1];
      const product = catalogue.find((entry) => entry.barcode === gtin);
      expect(product).toBeDefined();
      expect(html).toContain(product!.name);
    },
  );
});

describe('demoStoresOf', () => {
  it('offers the shops with their product pages, not the slow store or the listing', () => {
    const demo = demoStoresOf(fixtures);
    const shops = ['brand-shopify', 'dropship-shopify', 'pod-shopify', 'woocommerce'] as const;
    expect(demo.map((entry) => entry.url)).toEqual(shops.map((kind) => fixtures.byKind(kind).url));
    expect(demo[0]).toEqual({
      label: "A brand's own Shopify shop",
      url: fixtures.byKind('brand-shopify').url,
      productUrl: fixtures.byKind('brand-shopify').productUrl,
    });
  });
});
