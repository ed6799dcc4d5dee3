import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureStores, type FixtureStore, type FixtureStores } from './index';

interface StoreApiProduct {
  id: number;
  name: string;
  slug: string;
  permalink: string;
  description: string;
  short_description: string;
  sku: string;
  prices: Record<string, unknown> & { price: string; regular_price: string; sale_price: string };
  images: { src: string }[];
  categories: { name: string }[];
  brands: { name: string }[];
  is_in_stock: boolean;
}

let fixtures: FixtureStores;
let store: FixtureStore;
beforeAll(async () => {
  fixtures = await startFixtureStores();
  store = fixtures.byKind('woocommerce');
});
afterAll(() => fixtures.close());

const get = (path: string, init?: RequestInit) => fetch(new URL(path, store.origin), init);
const storeApi = async (query = '') => {
  const response = await get(`/wp-json/wc/store/v1/products${query}`);
  return { response, products: (await response.json()) as StoreApiProduct[] };
};

describe('the WooCommerce shop', () => {
  it('is WordPress with WooCommerce: REST API link, generator tags, plugin assets, body classes', async () => {
    const response = await get('/');
    const html = await response.text();
    expect(response.headers.get('link')).toContain(
      `<${store.origin}/wp-json/>; rel="https://api.w.org/"`,
    );
    expect(response.headers.get('x-powered-by')).toMatch(/^PHP\//);
    expect(html).toContain(`<link rel="https://api.w.org/" href="${store.origin}/wp-json/" />`);
    expect(html).toMatch(/<meta name="generator" content="WooCommerce \d+\.\d+\.\d+" \/>/);
    expect(html).toContain('/wp-content/plugins/woocommerce/assets/');
    expect(html).toMatch(/<body class="[^"]*\bwoocommerce-(?:no-js|active)\b/);
    expect(await (await get('/shop/')).text()).toMatch(
      /<body class="[^"]*\bwoocommerce woocommerce-page\b/,
    );
  });

  it("answers the Store API in WooCommerce's shape: minor-unit price strings, images, categories", async () => {
    const { response, products } = await storeApi('?per_page=1');
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const [product] = products;
    expect(product).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      permalink: `${store.origin}/product/${product!.slug}/`,
      description: expect.stringContaining('<p>'),
      short_description: expect.stringContaining('<p>'),
      sku: expect.any(String),
      prices: {
        price: expect.stringMatching(/^\d+$/),
        regular_price: expect.stringMatching(/^\d+$/),
        sale_price: expect.stringMatching(/^\d+$/),
        currency_code: 'USD',
        currency_minor_unit: 2,
        currency_prefix: '$',
      },
      images: [expect.objectContaining({ src: expect.stringContaining('/wp-content/uploads/') })],
      categories: [expect.objectContaining({ name: expect.any(String) })],
      brands: [expect.objectContaining({ name: expect.any(String) })],
      is_in_stock: true,
    });
    // No GTIN: the Store API does not publish global_unique_id.
    expect(product).not.toHaveProperty('global_unique_id');
  });

  it('pages the Store API with per_page and page, and says how many there are', async () => {
    const all = await storeApi('?per_page=100');
    expect(all.products).toHaveLength(24);
    expect(all.response.headers.get('x-wp-total')).toBe('24');
    expect((await storeApi()).products).toHaveLength(10);
    const second = await storeApi('?per_page=5&page=2');
    expect(second.products.map((product) => product.id)).toEqual(
      all.products.slice(5, 10).map((product) => product.id),
    );
    expect(second.response.headers.get('x-wp-totalpages')).toBe('5');
    expect(second.response.headers.get('link')).toContain('page=3>; rel="next"');
    expect((await storeApi('?per_page=5&page=9')).products).toEqual([]);
    expect((await get('/wp-json/wc/store/v1/products?per_page=101')).status).toBe(400);
  });

  it('has some products on sale, each below its regular price', async () => {
    const { products } = await storeApi('?per_page=100');
    const onSale = products.filter((p) => p.prices.price !== p.prices.regular_price);
    expect(onSale.length).toBeGreaterThan(0);
    for (const product of onSale)
      expect(Number(product.prices.price)).toBeLessThan(Number(product.prices.regular_price));
  });

  it('has its refund and returns, shipping, contact and about pages, linked from every page', async () => {
    const home = await (await get('/')).text();
    for (const path of ['/refund_returns/', '/shipping-policy/', '/contact/', '/about-us/']) {
      expect(home).toContain(`href="${store.origin}${path}"`);
      expect((await get(path)).status).toBe(200);
    }
    expect(await (await get('/refund_returns/')).text()).toContain('Refund and Returns Policy');
    expect(await (await get('/contact/')).text()).toMatch(/mailto:[^"]+@/);
  });

  it('redirects an address without its trailing slash, as WordPress does, and 404s the rest', async () => {
    const redirect = await get('/contact', { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`${store.origin}/contact/`);
    expect((await get('/no-such-page/')).status).toBe(404);
  });

  it("prints WooCommerce's product JSON-LD, GTIN and brand included", async () => {
    const html = await (await get(new URL(store.productUrl!).pathname)).text();
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const graph = (JSON.parse(block!) as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(graph.find((node) => node['@type'] === 'Product')).toMatchObject({
      name: expect.any(String),
      gtin: expect.stringMatching(/^\d{8,14}$/),
      brand: { '@type': 'Brand', name: expect.any(String) },
      offers: [
        {
          '@type': 'Offer',
          priceSpecification: [expect.objectContaining({ priceCurrency: 'USD' })],
          availability: 'https://schema.org/InStock',
        },
      ],
    });
  });
});
