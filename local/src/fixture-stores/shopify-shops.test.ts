import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureStores, type FixtureStore, type FixtureStores } from './index';

interface FeedProduct {
  title: string;
  handle: string;
  body_html: string;
  vendor: string;
  product_type: string;
  tags: string[];
  variants: {
    id: number;
    title: string;
    price: string;
    compare_at_price: string | null;
    available: boolean;
    sku: string;
  }[];
  images: { src: string }[];
}

let fixtures: FixtureStores;
beforeAll(async () => {
  fixtures = await startFixtureStores();
});
afterAll(() => fixtures.close());

const get = (store: FixtureStore, path: string) => fetch(new URL(path, store.origin));
const feed = async (store: FixtureStore, query = ''): Promise<FeedProduct[]> =>
  ((await (await get(store, `/products.json${query}`)).json()) as { products: FeedProduct[] })
    .products;
const text = async (store: FixtureStore, path: string) => (await get(store, path)).text();

describe.each(['brand-shopify', 'dropship-shopify', 'pod-shopify'] as const)(
  'every Shopify shop (%s)',
  (kind) => {
    const store = () => fixtures.byKind(kind);

    it("answers with Shopify's headers, pages and 404s alike", async () => {
      for (const path of ['/', '/products.json', '/no-such-page']) {
        const response = await get(store(), path);
        expect(response.headers.get('x-shopid')).toMatch(/^\d+$/);
        expect(response.headers.get('x-shopify-stage')).toBe('production');
        expect(response.headers.get('powered-by')).toBe('Shopify');
        await response.body?.cancel();
      }
      expect((await get(store(), '/no-such-page')).status).toBe(404);
    });

    it("serves a Dawn storefront: Shopify's script object, /cdn/shop/ files, Shopify cookies", async () => {
      const response = await get(store(), '/');
      const html = await response.text();
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('set-cookie')).toMatch(/_shopify_y=/);
      expect(html).toMatch(/Shopify\.theme = \{"name":"Dawn"/);
      expect(html).toMatch(/Shopify\.shop = "[a-z0-9-]+\.myshopify\.com"/);
      expect(html).toContain(`//${store().hostPort}/cdn/shop/t/`);
      expect(html).toMatch(/href="\/policies\/refund-policy"/);
    });

    it('pages /products.json with limit and page, 30 by default, at most 250', async () => {
      const all = await feed(store(), '?limit=250');
      expect(all.length).toBeGreaterThanOrEqual(24);
      expect(await feed(store())).toHaveLength(Math.min(30, all.length));
      expect(await feed(store(), '?limit=999')).toHaveLength(all.length);
      const second = await feed(store(), '?limit=5&page=2');
      expect(second.map((product) => product.handle)).toEqual(
        all.slice(5, 10).map((product) => product.handle),
      );
      expect(await feed(store(), '?limit=50&page=9')).toEqual([]);
      expect(new Set(all.map((product) => product.handle)).size).toBe(all.length);
    });

    it("publishes products in Shopify's public shape (prices as strings, no barcode)", async () => {
      const [product] = await feed(store(), '?limit=1');
      expect(product).toMatchObject({
        title: expect.any(String),
        handle: expect.stringMatching(/^[a-z0-9-]+$/),
        body_html: expect.stringContaining('<'),
        product_type: expect.any(String),
        tags: expect.any(Array),
        images: expect.arrayContaining([
          expect.objectContaining({ src: expect.stringMatching(/^https:\/\//) }),
        ]),
      });
      const variant = product!.variants[0]!;
      expect(variant.price).toMatch(/^\d+\.\d{2}$/);
      expect(variant).toHaveProperty('compare_at_price');
      expect(variant).toHaveProperty('available');
      expect(variant).not.toHaveProperty('barcode');
    });

    it('publishes /meta.json with the product count', async () => {
      const meta = (await (await get(store(), '/meta.json')).json()) as Record<string, unknown>;
      const all = await feed(store(), '?limit=250');
      expect(meta).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        city: expect.any(String),
        country: expect.stringMatching(/^[A-Z]{2}$/),
        myshopify_domain: expect.stringMatching(/\.myshopify\.com$/),
        published_products_count: all.length,
      });
    });

    it('has its refund and shipping policies at Shopify’s fixed addresses', async () => {
      for (const handle of ['refund-policy', 'shipping-policy']) {
        const response = await get(store(), `/policies/${handle}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('shopify-policy__body');
      }
    });

    it('serves its product pages with JSON-LD and Open Graph', async () => {
      const html = await text(store(), new URL(store().productUrl!).pathname);
      expect(html).toContain('<script type="application/ld+json">');
      expect(html).toMatch(/"@type": "Product"/);
      expect(html).toMatch(/"priceCurrency" : "USD"/);
      expect(html).toMatch(/"availability" : "http:\/\/schema.org\/InStock"/);
      expect(html).toContain('<meta property="og:type" content="product">');
      expect(html).toMatch(/<meta property="og:price:amount" content="\d+\.\d{2}">/);
    });
  },
);

describe("a brand's own Shopify shop", () => {
  const store = () => fixtures.byKind('brand-shopify');

  it('sells exactly 50 products, all from one vendor, pictured on its own CDN folder', async () => {
    const products = await feed(store(), '?limit=250');
    expect(products).toHaveLength(50);
    expect(new Set(products.map((product) => product.vendor)).size).toBe(1);
    for (const product of products)
      for (const image of product.images)
        expect(image.src).toMatch(/^https:\/\/cdn\.shopify\.com\/s\/files\/1\/0648\/2231\/5802\//);
  });

  it('prints the product’s GTIN, brand and price in its product page’s JSON-LD', async () => {
    const html = await text(store(), new URL(store().productUrl!).pathname);
    expect(html).toMatch(/"gtin13": \d{13},/);
    expect(html).toMatch(/"brand": \{"@type": "Brand", "name": "[^"]+"\}/);
    expect(html).toMatch(/"price" : \d+\.\d{2},/);
  });

  it('has contact details (email, phone, street address) and an about page', async () => {
    const contact = await text(store(), '/pages/contact');
    expect(contact).toMatch(/mailto:[^"]+@/);
    expect(contact).toMatch(/\+1 \(\d{3}\) 555-\d{4}/);
    expect(contact).toContain('418 Orchard Lane');
    expect((await get(store(), '/pages/about')).status).toBe(200);
  });
});

describe('a dropshipping shop on Shopify', () => {
  const store = () => fixtures.byKind('dropship-shopify');

  it('lists many vendors, some blank, and AliExpress pictures in its descriptions', async () => {
    const products = await feed(store(), '?limit=250');
    const vendors = new Set(products.map((product) => product.vendor));
    expect(vendors.size).toBeGreaterThan(10);
    expect(vendors).toContain('');
    for (const product of products)
      expect(product.body_html).toMatch(/https:\/\/ae01\.alicdn\.com\/kf\/\w+\.jpg/);
  });

  it('shows compare-at prices of two to three times the price on most variants', async () => {
    const variants = (await feed(store(), '?limit=250')).flatMap((product) => product.variants);
    const marked = variants.filter((variant) => {
      const ratio = Number(variant.compare_at_price) / Number(variant.price);
      return ratio >= 1.9 && ratio <= 3.1;
    });
    expect(marked.length / variants.length).toBeGreaterThan(0.6);
  });

  it('says it ships in 15-30 business days from overseas, with urgency', async () => {
    const [product] = await feed(store(), '?limit=1');
    expect(product!.body_html).toContain('Ships in 15-30 business days');
    expect(product!.body_html).toContain('overseas warehouse');
    expect(product!.body_html).toContain('Only 3 left!');
    expect(await text(store(), '/')).toContain('Sale ends tonight');
  });

  it('has a contact form and nothing else to reach it by, and no about page', async () => {
    const contact = await text(store(), '/pages/contact');
    expect(contact).toContain('id="ContactForm"');
    expect(contact).not.toMatch(/mailto:|tel:|\d{3}\) \d{3}-\d{4}/);
    expect((await get(store(), '/pages/about')).status).toBe(404);
    expect(await text(store(), '/')).not.toContain('/pages/about');
  });
});

describe('a print-on-demand shop on Shopify', () => {
  const store = () => fixtures.byKind('pod-shopify');

  it('has about 60 products, so a 50-product reading sees only the first page', async () => {
    expect(await feed(store(), '?limit=250')).toHaveLength(60);
    expect(await feed(store(), '?limit=50&page=2')).toHaveLength(10);
  });

  it('sells t-shirts, hoodies, mugs and posters, printed on demand by Printful', async () => {
    const products = await feed(store(), '?limit=250');
    expect(new Set(products.map((product) => product.product_type))).toEqual(
      new Set(['T-Shirt', 'Hoodie', 'Mug', 'Poster']),
    );
    const body = products[0]!.body_html;
    for (const phrase of [
      'printed on demand',
      'made to order',
      'Fulfilled by Printful',
      'please allow 2-5 business days for printing',
    ])
      expect(body.toLowerCase()).toContain(phrase.toLowerCase());
  });
});
