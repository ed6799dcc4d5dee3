/**
 * Cross-platform search over HTTP, through the local gateway, with the original
 * product page on a loopback fixture store (read by the real safe fetcher) and the matches from
 * the catalogue in DynamoDB Local: the price read from the page, matches by GTIN, eBay reported
 * "not connected" (no credentials here), one use per distinct search a month (narrowing it is
 * free, a third distinct one refused on the free plan), the history kept on the server, the
 * per-platform route, and the addresses it refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crossPlatformAnalysisSchema,
  crossPlatformMessages,
} from '@shop-scanner/shared/cross-platform';
import { usageMessages } from '@shop-scanner/shared/messages';
import {
  categoryProducts,
  type CatalogueProduct,
} from '../../local/src/fixture-stores/catalogue-products';
import { startFixtureStoreApp, type FixtureStoreApp } from './support/fixture-store-app';

let fixture: FixtureStoreApp;
let product: CatalogueProduct;
let productUrl: string;

beforeAll(async () => {
  fixture = await startFixtureStoreApp();
  // The WooCommerce shop sells the first Home & Kitchen products of the demo catalogue: load the
  // one its example page sells, so the search finds it by GTIN.
  productUrl = fixture.stores.byKind('woocommerce').productUrl!;
  const html = await (await fetch(productUrl)).text();
  product = categoryProducts('Home & Kitchen', 24).find((p) => html.includes(p.gtin))!;
  await fixture.loadProducts([product], 'cross-platform-http');
}, 120_000);
afterAll(async () => {
  await fixture?.stop();
});

const call: FixtureStoreApp['call'] = (...args) => fixture.call(...args);
const shopper = () => fixture.shopper();

const searchesUsed = async (token: string): Promise<number> =>
  (await call('GET', '/api/subscription', { token })).body.usage
    .crossPlatformSearchesUsed as number;

describe('POST /api/cross-platform-search', () => {
  it('answers the catalogue offers by GTIN, priced against the original page, eBay not connected', async () => {
    // Prepare
    const token = await shopper();

    // Act
    const answer = await call('POST', '/api/cross-platform-search', {
      token,
      body: { originalUrl: productUrl, productName: product.name, barcode: product.gtin },
    });

    // Assess
    expect(answer.status).toBe(200);
    const analysis = crossPlatformAnalysisSchema.parse(answer.body);
    expect(analysis.totalMatches).toBeGreaterThan(0);
    expect(analysis.matches.every((m) => m.matchedBy === 'gtin' && m.matchConfidence === 100)).toBe(
      true,
    );
    // The original price is the page's, never an assumed 29.99.
    expect(analysis.originalProduct.price).toBe(product.price);
    const ebay = analysis.platforms.find((p) => p.platform === 'eBay');
    expect(ebay?.status).toBe('not_connected');
    expect(await searchesUsed(token)).toBe(1);
  });

  it('counts distinct searches: narrowing one is free, the free plan third is refused', async () => {
    // Prepare
    const token = await shopper();
    const search = (productName: string, extra: object = {}) =>
      call('POST', '/api/cross-platform-search', {
        token,
        body: { originalUrl: productUrl, productName, ...extra },
      });

    // Act
    const first = await search(product.name);
    const narrowed = await search(product.name, { minPrice: 1, maxPrice: 500 });
    const second = await search(`${product.name} gift set`);
    const third = await search(`${product.name} refill`);
    const history = await call('GET', '/api/cross-platform-search/history', { token });

    // Assess
    expect([first.status, narrowed.status, second.status]).toEqual([200, 200, 200]);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(usageMessages.crossPlatformLimit(0));
    expect(await searchesUsed(token)).toBe(2);
    expect(history.status).toBe(200);
    const queries = (history.body as unknown as { query: { productName: string } }[]).map(
      (entry) => entry.query.productName,
    );
    expect(queries).toEqual([`${product.name} gift set`, product.name, product.name]);
  });

  it('refuses an original address inside the network with a 400, counting nothing', async () => {
    const token = await shopper();

    const answer = await call('POST', '/api/cross-platform-search', {
      token,
      body: { originalUrl: 'http://169.254.169.254/', productName: product.name },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(crossPlatformMessages.failed);
    expect(await searchesUsed(token)).toBe(0);
  });

  it('answers missing fields with the spec messages', async () => {
    const answer = await call('POST', '/api/cross-platform-search', {
      token: await shopper(),
      body: { originalUrl: '', productName: '' },
    });

    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(crossPlatformMessages.urlRequired);
    expect(JSON.stringify(answer.body)).toContain(crossPlatformMessages.nameRequired);
  });
});

describe('GET /api/search/{platform}', () => {
  it('answers from the same engine: eBay is not connected here, so no matches are invented', async () => {
    const token = await shopper();
    const query = new URLSearchParams({ originalUrl: productUrl, productName: product.name });

    const answer = await call('GET', `/api/search/ebay?${query}`, { token });

    expect(answer.status).toBe(200);
    expect(answer.body.matches).toEqual([]);
    expect(answer.body.status).toBe('not_connected');
  });
});
