import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureStores, type FixtureStore, type FixtureStores } from './index';
import { LISTING_ASIN } from './marketplace-listing';

let fixtures: FixtureStores;
let store: FixtureStore;
beforeAll(async () => {
  fixtures = await startFixtureStores();
  store = fixtures.byKind('marketplace-listing');
});
afterAll(() => fixtures.close());

describe('the marketplace listing', () => {
  it('is addressed as an Amazon /dp/ listing, on loopback and under www.amazon.com', () => {
    expect(store.url).toBe(`${store.origin}/dp/${LISTING_ASIN}`);
    expect(LISTING_ASIN).toMatch(/^B0[A-Z0-9]{8}$/);
    expect(store.marketplaceUrl).toBe(`http://www.amazon.com:${store.port}/dp/${LISTING_ASIN}`);
    expect(store.marketplaceHostPort).toBe(`www.amazon.com:${store.port}`);
  });

  it("shows the title, the brand's store, the price, who ships and who sells", async () => {
    const response = await fetch(store.url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-amz-rid')).toBeTruthy();
    expect(html).toMatch(/<span id="productTitle"[^>]*>\s*\S[^<]*<\/span>/);
    expect(html).toMatch(/>Visit the [^<]+ Store<\/a>/);
    expect(html).toMatch(/<span class="a-offscreen">\$\d+\.\d{2}<\/span>/);
    expect(html).toContain('Ships from');
    expect(html).toContain('Sold by');
  });

  it('carries Open Graph tags and, as on Amazon, no JSON-LD', async () => {
    const html = await (await fetch(store.url)).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/m\.media-amazon\.com\//);
    expect(html).not.toContain('application/ld+json');
  });

  it('answers any host name (the tests reach it as www.amazon.com) and 404s other paths', async () => {
    const response = await fetch(new URL(`/Some-Title/dp/${LISTING_ASIN}`, store.origin), {
      headers: { host: `www.amazon.com:${store.port}` },
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    expect((await fetch(new URL('/dp/B000000000', store.origin))).status).toBe(404);
  });
});
