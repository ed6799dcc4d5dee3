/**
 * Our real store reader, through the real safe fetcher, against each fixture store: the stores
 * must carry what real stores carry where our reader looks for it. The listing is reached as
 * www.amazon.com (marketplaces are known by their host name) through an injected DNS lookup.
 */
import { describe, expect, it } from 'vitest';
import { readProductPage } from '@shop-scanner/functions/adapters/store-reading/product-page';
import { readStore } from '@shop-scanner/functions/adapters/store-reading/read-store';
import { brandShop } from './brand-shopify';
import { oneBrandsProducts } from './catalogue-products';
import type { FixtureStoreKind } from './index';
import { readableFixtureStores, SLOW_STORE_DEADLINE_MS } from './test/fixture-reading';

const fixtures = readableFixtureStores();

const read = (kind: FixtureStoreKind) => readStore(fixtures.byKind(kind).url, fixtures.deps());

const statusesByRole = (pages: { role: string; status: number | null }[]) =>
  Object.fromEntries(pages.map((page) => [page.role, page.status]));

describe('reading the fixture stores with the real reader and fetcher', () => {
  it("reads the brand's Shopify shop: 50 products of one vendor, its meta, four info pages", async () => {
    const snapshot = await read('brand-shopify');
    expect(snapshot.platform).toBe('shopify');
    expect(snapshot.platformEvidence).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^x-shopid header/),
        'Shopify.theme object',
        // Its theme writes the shop's host with the port: //127.0.0.1:PORT/cdn/shop/….
        '/cdn/shop/ file paths',
      ]),
    );
    expect(snapshot.products).toHaveLength(50);
    expect(new Set(snapshot.products!.map((product) => product.vendor))).toEqual(
      new Set([oneBrandsProducts(50)[0]!.brand]),
    );
    expect(snapshot.publishedProductCount).toBe(50);
    expect(snapshot.location).toBe('Burlington, Vermont, US');
    expect(statusesByRole(snapshot.pages)).toEqual({
      storefront: 200,
      'products-feed': 200,
      'store-meta': 200,
      // The first product's page: /products.json leaves out the barcodes Dawn prints there.
      product: 200,
      policy: 200,
      shipping: 200,
      contact: 200,
      about: 200,
    });
    expect(snapshot.products![0]!.gtin).toBe(oneBrandsProducts(50)[0]!.gtin);
  });

  it('reads the dropshipping shop: many vendors, sale prices, no about page to find', async () => {
    const snapshot = await read('dropship-shopify');
    expect(snapshot.platform).toBe('shopify');
    expect(snapshot.products).toHaveLength(24);
    expect(snapshot.products!.filter((product) => !product.vendor).length).toBeGreaterThan(0);
    expect(
      snapshot.products!.some((product) =>
        product.variants.some((variant) => variant.compareAtPrice! >= 2 * variant.price),
      ),
    ).toBe(true);
    const roles = statusesByRole(snapshot.pages);
    expect(roles).toMatchObject({ policy: 200, shipping: 200, contact: 200 });
    expect(roles).not.toHaveProperty('about');
  });

  it("keeps the dropshipping shop's description images: the supplier's, on ae01.alicdn.com", async () => {
    const snapshot = await read('dropship-shopify');
    const products = snapshot.products!;
    // Shopify rehosts the photos; the import app left the supplier's pictures in the description.
    expect(products.flatMap((product) => product.images)).not.toContainEqual(
      expect.stringContaining('alicdn.com'),
    );
    expect(products.every((product) => product.descriptionImages?.length === 1)).toBe(true);
    expect(products[0]!.descriptionImages![0]).toMatch(/^https:\/\/ae01\.alicdn\.com\/kf\//);
  });

  it('reads the print-on-demand shop: the first 50 of its 60 products', async () => {
    const snapshot = await read('pod-shopify');
    expect(snapshot.platform).toBe('shopify');
    expect(snapshot.products).toHaveLength(50);
    expect(snapshot.publishedProductCount).toBe(60);
    expect(snapshot.products![0]!.description).toContain('Fulfilled by Printful');
  });

  it('reads the WooCommerce shop through its Store API, with its four info pages', async () => {
    const snapshot = await read('woocommerce');
    expect(snapshot.platform).toBe('woocommerce');
    // The WebSite JSON-LD's name, not the home page's title with its tagline.
    expect(snapshot.storeName).toBe('Hearth & Table');
    expect(snapshot.products).toHaveLength(24);
    expect(snapshot.products![0]).toMatchObject({
      vendor: expect.any(String),
      variants: [{ price: expect.any(Number), available: true }],
    });
    expect(statusesByRole(snapshot.pages)).toEqual({
      storefront: 200,
      'products-feed': 200,
      product: 200,
      policy: 200,
      shipping: 200,
      contact: 200,
      about: 200,
    });
  });

  it('reads the listing as an Amazon listing under www.amazon.com', async () => {
    const listing = fixtures.byKind('marketplace-listing');
    const snapshot = await readStore(listing.marketplaceUrl!, fixtures.deps());
    expect(snapshot.platform).toBe('amazon');
    expect(snapshot.onPlatformDomain).toBe(true);
    expect(snapshot.pages.map((page) => [page.role, page.status])).toEqual([['listing', 200]]);
    expect(snapshot.pages[0]!.text).toContain('Visit the');
  });

  it("finds the brand shop's product in its product page, GTIN included (the url tab)", async () => {
    const store = fixtures.byKind('brand-shopify');
    const reading = await readProductPage(store.productUrl!, { fetcher: fixtures.fetcher });
    const catalogue = oneBrandsProducts(50);
    expect(reading.platform).toBe('shopify');
    expect(reading.facts).toMatchObject({ currency: 'USD', availability: 'in_stock' });
    expect(catalogue.map((product) => [product.name, product.gtin])).toContainEqual([
      reading.facts.name,
      reading.facts.gtin,
    ]);
  });

  it("reads Dawn's JSON-LD of a product whose UPC starts with 0 (printed unquoted): GTIN and brand", async () => {
    const store = fixtures.byKind('brand-shopify');
    const shop = brandShop();
    const upc = shop.products.find((product) =>
      /^0\d{11}$/.test(product.variants[0]?.barcode ?? ''),
    );
    const reading = await readProductPage(new URL(`/products/${upc!.handle}`, store.origin).href, {
      fetcher: fixtures.fetcher,
    });
    expect(reading.facts).toMatchObject({
      name: upc!.title,
      gtin: upc!.variants[0]!.barcode,
      brand: shop.name,
      sources: { gtin: 'json-ld', brand: 'json-ld' },
    });
  });

  it("finds the WooCommerce shop's product and GTIN in its product page", async () => {
    const store = fixtures.byKind('woocommerce');
    const reading = await readProductPage(store.productUrl!, { fetcher: fixtures.fetcher });
    expect(reading.platform).toBe('woocommerce');
    expect(reading.facts.gtin).toMatch(/^\d{8,14}$/);
    expect(reading.facts.price).toEqual(expect.any(Number));
  });

  it('gives up on the slow store at its deadline', async () => {
    const started = performance.now();
    await expect(
      readStore(fixtures.byKind('slow-store').url, fixtures.deps(fixtures.shortDeadlineFetcher())),
    ).rejects.toMatchObject({ name: 'FetchRefused', reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(SLOW_STORE_DEADLINE_MS + 1000);
  });
});
