/**
 * Store analysis over HTTP, through the local gateway, against the loopback
 * fixture stores (local/src/fixture-stores) reached by the real safe fetcher through its
 * allow-list, and DynamoDB Local: the allowance (one use per distinct store a month, a repeat
 * free, the free plan's third store refused), the 24-hour cache shared between shoppers that still
 * counts each shopper's use, the history, addresses the server refuses (nothing counted), a store
 * that times out (its use given back), and the url tab's product-page check with its catalogue
 * match by GTIN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMessages } from '@shop-scanner/shared/messages';
import {
  storeAnalysisEntrySchema,
  storeAnalysisMessages,
  productPageCheckSchema,
} from '@shop-scanner/shared/store-analysis';
import { oneBrandsProducts } from '../../local/src/fixture-stores/catalogue-products';
import { BRAND_SHOP_PRODUCTS } from '../../local/src/fixture-stores/brand-shopify';
import type { FixtureStoreKind } from '../../local/src/fixture-stores';
import { startFixtureStoreApp, type FixtureStoreApp } from './support/fixture-store-app';

let fixture: FixtureStoreApp;

beforeAll(async () => {
  fixture = await startFixtureStoreApp();
  // The brand shop sells demo-catalogue products: load them, so the url tab finds its product.
  await fixture.loadProducts(oneBrandsProducts(BRAND_SHOP_PRODUCTS), 'store-analysis-http');
}, 120_000);
afterAll(async () => {
  await fixture?.stop();
});

const call: FixtureStoreApp['call'] = (...args) => fixture.call(...args);
const shopper = () => fixture.shopper();
const byKind = (kind: FixtureStoreKind) => fixture.stores.byKind(kind);

const analyse = (token: string, url: string) =>
  call('POST', '/api/store-analysis', { token, body: { url } });

const storeAnalysesUsed = async (token: string): Promise<number> =>
  (await call('GET', '/api/subscription', { token })).body.usage.storeAnalysisUsed as number;

describe('POST /api/store-analysis', () => {
  it('reads a fixture store and answers an explainable verdict, each point with its evidence', async () => {
    // Prepare
    const token = await shopper();
    const brand = byKind('brand-shopify');

    // Act
    const answer = await analyse(token, brand.url);

    // Assess
    expect(answer.status).toBe(200);
    const entry = storeAnalysisEntrySchema.parse(answer.body);
    expect(entry.cached).toBe(false);
    expect(entry.store).toBe(brand.hostPort);
    expect(entry.analysis.verdict).toBe('scored');
    expect(entry.analysis.storeMetadata.platform).toBe('shopify');
    expect(entry.analysis.evidence.length).toBeGreaterThan(3);
    for (const point of entry.analysis.evidence) expect(point.evidence.trim()).not.toBe('');
    // The storefront, its product list and its info pages were read, and say so.
    const roles = entry.analysis.pagesRead.map((p) => p.role);
    expect(roles).toEqual(expect.arrayContaining(['storefront', 'products-feed', 'contact']));
    expect(brand.requests.some((r) => r.startsWith('/products.json'))).toBe(true);
  });

  it('counts one use per distinct store: a repeat is free, the free plan third store is refused', async () => {
    // Prepare
    const token = await shopper();
    const [brand, dropship, pod] = (
      ['brand-shopify', 'dropship-shopify', 'pod-shopify'] as const
    ).map((kind) => byKind(kind));
    const podRequestsBefore = pod!.requests.length;

    // Act
    const first = await analyse(token, brand!.url);
    const second = await analyse(token, dropship!.url);
    const third = await analyse(token, pod!.url);
    const again = await analyse(token, `${brand!.url}pages/about`);
    const history = await call('GET', '/api/store-analysis/history', { token });

    // Assess
    expect([first.status, second.status, again.status]).toEqual([200, 200, 200]);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(usageMessages.storeAnalysisLimit(0));
    // Refused before anything was fetched.
    expect(pod!.requests.length).toBe(podRequestsBefore);
    expect(await storeAnalysesUsed(token)).toBe(2);
    expect(history.status).toBe(200);
    const entries = (history.body as unknown as unknown[]).map((e) =>
      storeAnalysisEntrySchema.parse(e),
    );
    // Newest first, one entry per store: the repeat moved the brand shop back to the top.
    expect(entries.map((e) => e.store)).toEqual([brand!.hostPort, dropship!.hostPort]);
    expect(entries[0]!.cached).toBe(true);
  });

  it('shares a fresh report between shoppers for 24 hours, and still counts each shopper', async () => {
    // Prepare: one shopper's analysis fills the cache.
    const woo = byKind('woocommerce');
    await analyse(await shopper(), woo.url);
    const requestsAfterFirst = woo.requests.length;
    const other = await shopper();

    // Act
    const answer = await analyse(other, woo.url);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.cached).toBe(true);
    expect(woo.requests.length).toBe(requestsAfterFirst);
    expect(await storeAnalysesUsed(other)).toBe(1);
  });

  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', 'private-address'],
    ['a loopback address in another spelling', 'http://2130706433/', 'private-address'],
    ['a port other than 80 and 443', 'http://127.0.0.1:22/', 'port'],
    ['credentials in the address', 'https://user:secret@shop.example/', 'credentials'],
  ])('refuses %s with a 400 and counts nothing', async (_what, url, reason) => {
    const token = await shopper();

    const answer = await analyse(token, url);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(storeAnalysisMessages.failedUrl);
    expect(answer.body.reason).toBe(reason);
    expect(await storeAnalysesUsed(token)).toBe(0);
  });

  it('answers a malformed address with the spec message, and a guest with 401', async () => {
    const token = await shopper();

    const malformed = await analyse(token, 'not a url at all');
    const guest = await call('POST', '/api/store-analysis', {
      body: { url: 'https://shop.example' },
    });

    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(storeAnalysisMessages.invalidUrl);
    expect(guest.status).toBe(401);
  });

  it('gives the use back when the store cannot be read at all (it times out)', async () => {
    const token = await shopper();

    const answer = await analyse(token, byKind('slow-store').url);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(storeAnalysisMessages.failedUrl);
    expect(answer.body.reason).toBe('timeout');
    expect(await storeAnalysesUsed(token)).toBe(0);
  });
});

describe('POST /api/store-analysis/product-page (the url tab)', () => {
  it('reads the page structured data, finds the product by GTIN and analyses its store', async () => {
    // Prepare
    const token = await shopper();
    const brand = byKind('brand-shopify');

    // Act
    const answer = await call('POST', '/api/store-analysis/product-page', {
      token,
      body: { url: brand.productUrl },
    });

    // Assess
    expect(answer.status).toBe(200);
    const check = productPageCheckSchema.parse(answer.body);
    expect(check.facts.name).toBeTruthy();
    expect(check.facts.price).toBeGreaterThan(0);
    expect(check.facts.gtin).toMatch(/^\d{8,14}$/);
    expect(check.catalogueMatch).toMatchObject({ matchedBy: 'gtin', similarity: 100 });
    expect(check.store.store).toBe(brand.hostPort);
    expect(await storeAnalysesUsed(token)).toBe(1);
  });

  it("answers an empty field with 'Please enter a product URL'", async () => {
    const answer = await call('POST', '/api/store-analysis/product-page', {
      token: await shopper(),
      body: { url: '  ' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(storeAnalysisMessages.productUrlRequired);
  });
});
