import { describe, expect, it, vi } from 'vitest';
import { closedAfterEach, timed } from '../../../local/test/fixtures/per-test';
import { refusedUrl, startOpenFactsFixture } from '../../../local/test/fixtures/open-facts-server';

// env.ts checks the environment at import; the fallback is off by default here (empty list),
// so nothing in this file ever reaches the real Open Food Facts.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.OPEN_FACTS_BASE_URLS = '';
});

const {
  OPEN_FACTS_TIMEOUT_MS,
  OPEN_FACTS_USER_AGENT,
  ancestorTags,
  categoryFromTags,
  fetchProductPrefill,
  parseOpenFactsBaseUrls,
  prefillFromResponse,
  sourceNameFor,
} = await import('./open-food-facts');

const NUTELLA = '3017620422003';
const nutella = {
  product_name: '  Nutella  ',
  brands: 'Ferrero, Nutella',
  categories_tags: ['en:breakfasts', 'en:spreads', 'en:sweet-spreads'],
  image_front_url: 'https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.jpg',
};

const fixture = closedAfterEach(startOpenFactsFixture);

describe('fetchProductPrefill against a fixture server', () => {
  it('maps a found product: trimmed name, first brand, category, https image, source', async () => {
    const server = await fixture({ products: { [NUTELLA]: nutella } });

    const prefill = await fetchProductPrefill(NUTELLA, { baseUrls: [server.url] });

    expect(prefill).toEqual({
      name: 'Nutella',
      brand: 'Ferrero',
      category: 'Grocery & Gourmet Food',
      imageUrl: nutella.image_front_url,
      source: new URL(server.url).host,
    });
    expect(server.requests).toEqual([
      {
        path: `/api/v2/product/${NUTELLA}.json?fields=product_name,brands,categories_tags,image_front_url,image_url`,
        userAgent: OPEN_FACTS_USER_AGENT,
      },
    ]);
  });

  it('leaves out a plain-http image and falls back to image_url when it is https', async () => {
    const server = await fixture({
      products: {
        '12345670': { product_name: 'Cola', image_front_url: 'http://example.org/a.jpg' },
        '96385074': {
          product_name: 'Tonic',
          image_front_url: 'http://example.org/b.jpg',
          image_url: 'https://example.org/b.jpg',
        },
      },
    });

    const cola = await fetchProductPrefill('12345670', { baseUrls: [server.url] });
    const tonic = await fetchProductPrefill('96385074', { baseUrls: [server.url] });

    expect(cola).toEqual({ name: 'Cola', source: new URL(server.url).host });
    expect(tonic?.imageUrl).toBe('https://example.org/b.jpg');
  });

  describe('a product saved with an older category tag and no parents', () => {
    // Real data. The product: Open Food Facts' answer for 737628064502 (Thai Kitchen Stir-Fry
    // Rice Noodles) as published in the README of openfoodfacts/OpenFoodFacts-APIRestPython
    // (Apache-2.0; the data is Open Food Facts', ODbL): `categories_tags: ["en:rice-noodles"]`
    // alone. The parents: the same product's later record (rev 19), whose categories_tags hold
    // the hierarchy Open Food Facts gave it: plant-based-foods-and-beverages > plant-based-foods
    // > cereals-and-potatoes > cereals-and-their-products > noodles > rice-noodles.
    const RICE_NOODLES = '737628064502';
    const riceNoodles = {
      product_name: 'Stir-Fry Rice Noodles',
      brands: 'Thai Kitchen',
      categories_tags: ['en:rice-noodles'],
      image_url: 'https://world.openfoodfacts.org/images/products/737/628/064/502/front.6.400.jpg',
    };
    const taxonomy = {
      'en:rice-noodles': { parents: ['en:noodles'] },
      'en:noodles': { parents: ['en:cereals-and-their-products'] },
      'en:cereals-and-their-products': { parents: ['en:cereals-and-potatoes'] },
      'en:cereals-and-potatoes': { parents: ['en:plant-based-foods'] },
      'en:plant-based-foods': { parents: ['en:plant-based-foods-and-beverages'] },
      'en:plant-based-foods-and-beverages': { parents: [] },
    };

    it('maps to no category by its own tag', () => {
      expect(categoryFromTags(riceNoodles.categories_tags)).toBeUndefined();
    });

    it("finds its category through the taxonomy's parents", async () => {
      // Prepare
      const server = await fixture({ products: { [RICE_NOODLES]: riceNoodles }, taxonomy });

      // Act
      const prefill = await fetchProductPrefill(RICE_NOODLES, { baseUrls: [server.url] });

      // Assess
      expect(prefill).toMatchObject({
        name: 'Stir-Fry Rice Noodles',
        brand: 'Thai Kitchen',
        category: 'Grocery & Gourmet Food',
      });
      expect(server.requests.map((r) => r.path)).toEqual([
        expect.stringMatching(/^\/api\/v2\/product\/737628064502\.json/),
        '/api/v2/taxonomy?tagtype=categories&tags=en%3Arice-noodles&fields=parents&include_parents=1',
      ]);
    });

    it('keeps the rest of the prefill when the taxonomy cannot be read', async () => {
      const server = await fixture({ products: { [RICE_NOODLES]: riceNoodles } });

      const prefill = await fetchProductPrefill(RICE_NOODLES, { baseUrls: [server.url] });

      expect(prefill).toMatchObject({ name: 'Stir-Fry Rice Noodles', brand: 'Thai Kitchen' });
      expect(prefill).not.toHaveProperty('category');
    });

    it('does not ask the taxonomy when the tags already map', async () => {
      const server = await fixture({ products: { [NUTELLA]: nutella }, taxonomy });

      await fetchProductPrefill(NUTELLA, { baseUrls: [server.url] });

      expect(server.requests).toHaveLength(1);
    });
  });

  it('answers undefined for an unknown product', async () => {
    const server = await fixture({ products: { [NUTELLA]: nutella } });

    expect(await fetchProductPrefill('4006381333931', { baseUrls: [server.url] })).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('answers undefined on a server error', async () => {
    const server = await fixture({ behaviour: 'http-500' });

    expect(await fetchProductPrefill(NUTELLA, { baseUrls: [server.url] })).toBeUndefined();
  });

  it('answers undefined on invalid JSON', async () => {
    const server = await fixture({ behaviour: 'invalid-json' });

    expect(await fetchProductPrefill(NUTELLA, { baseUrls: [server.url] })).toBeUndefined();
  });

  it('gives up on a server that never answers after the configured timeout', async () => {
    const server = await fixture({ behaviour: 'never-answer' });

    const { result, ms } = await timed(() =>
      fetchProductPrefill(NUTELLA, { baseUrls: [server.url], timeoutMs: 300 }),
    );

    expect(result).toBeUndefined();
    expect(server.requests).toHaveLength(1);
    expect(ms).toBeGreaterThanOrEqual(295);
    expect(ms).toBeLessThan(3000);
  });

  it('waits 2 s by default before giving up', async () => {
    const server = await fixture({ behaviour: 'never-answer' });

    const { result, ms } = await timed(() =>
      fetchProductPrefill(NUTELLA, { baseUrls: [server.url] }),
    );

    expect(OPEN_FACTS_TIMEOUT_MS).toBe(2000);
    expect(result).toBeUndefined();
    expect(ms).toBeGreaterThanOrEqual(1995);
    expect(ms).toBeLessThan(3000);
  });

  it('answers undefined at once when the connection is refused', async () => {
    const { result, ms } = await timed(async () =>
      fetchProductPrefill(NUTELLA, { baseUrls: [await refusedUrl()] }),
    );

    expect(result).toBeUndefined();
    expect(ms).toBeLessThan(1000);
  });

  it('asks every base: a product unknown to the first is found in the second', async () => {
    const food = await fixture({ products: {} });
    const products = await fixture({
      products: { '0012345000065': { product_name: 'Shampoo', categories_tags: ['en:shampoos'] } },
    });

    const prefill = await fetchProductPrefill('0012345000065', {
      baseUrls: [food.url, products.url],
    });

    expect(prefill).toEqual({
      name: 'Shampoo',
      category: 'Beauty & Personal Care',
      source: new URL(products.url).host,
    });
  });

  it('does not wait for a hung base when another one knows the product', async () => {
    const hung = await fixture({ behaviour: 'never-answer' });
    const known = await fixture({ products: { [NUTELLA]: nutella } });

    const { result, ms } = await timed(() =>
      fetchProductPrefill(NUTELLA, { baseUrls: [hung.url, known.url], timeoutMs: 1500 }),
    );

    expect(result?.name).toBe('Nutella');
    expect(ms).toBeLessThan(1000);
  });

  it('is off when OPEN_FACTS_BASE_URLS is empty: nothing is fetched', async () => {
    const spy = vi.fn<typeof fetch>();

    expect(await fetchProductPrefill(NUTELLA, { fetch: spy })).toBeUndefined();
    expect(spy).not.toHaveBeenCalled();
  });

  it('never throws, even when fetch itself throws', async () => {
    const throwing = vi.fn<typeof fetch>(() => {
      throw new TypeError('fetch failed');
    });

    expect(
      await fetchProductPrefill(NUTELLA, { baseUrls: ['https://x.test'], fetch: throwing }),
    ).toBeUndefined();
  });
});

describe('prefillFromResponse', () => {
  it('answers undefined for status 0 and for a product with nothing usable', () => {
    expect(prefillFromResponse({ status: 0, status_verbose: 'product not found' }, 'X')).toBe(
      undefined,
    );
    expect(prefillFromResponse({ status: 1, product: { product_name: '   ' } }, 'X')).toBe(
      undefined,
    );
    expect(prefillFromResponse('nonsense', 'X')).toBeUndefined();
    expect(prefillFromResponse({ status: 1, product: [] }, 'X')).toBeUndefined();
  });

  it('keeps names within the add form limits', () => {
    const prefill = prefillFromResponse(
      { status: 1, product: { product_name: 'x'.repeat(500), brands: 'y'.repeat(300) } },
      'X',
    );

    expect(prefill?.name).toHaveLength(200);
    expect(prefill?.brand).toHaveLength(100);
  });
});

describe('ancestorTags', () => {
  it('follows parents through the entries of the answer, each ancestor once', () => {
    const answer = {
      'en:a': { parents: ['en:b', 'en:c'] },
      'en:b': { parents: ['en:d'] },
      'en:c': { parents: ['en:d'] },
      'en:d': { parents: [] },
    };

    expect(ancestorTags(answer, ['en:a'])).toEqual(['en:b', 'en:c', 'en:d']);
  });

  it('reads nothing from an answer of another shape', () => {
    expect(ancestorTags(null, ['en:a'])).toEqual([]);
    expect(ancestorTags({ 'en:a': { parents: 'en:b' } }, ['en:a'])).toEqual([]);
    expect(ancestorTags({ 'en:a': { parents: [3, null] } }, ['en:a'])).toEqual([]);
  });

  it('stops on a cycle', () => {
    const answer = { 'en:a': { parents: ['en:b'] }, 'en:b': { parents: ['en:a'] } };

    expect(ancestorTags(answer, ['en:a'])).toEqual(['en:b']);
  });
});

describe('categoryFromTags', () => {
  it('maps drinks, food, cosmetics and baby food; leaves the rest out', () => {
    expect(categoryFromTags(['en:beverages', 'en:sodas'])).toBe('Beverages');
    expect(categoryFromTags(['en:plant-based-foods-and-beverages', 'en:plant-based-foods'])).toBe(
      'Grocery & Gourmet Food',
    );
    expect(categoryFromTags(['en:snacks', 'en:sweet-snacks'])).toBe('Grocery & Gourmet Food');
    expect(categoryFromTags(['en:dairies', 'en:cheeses'])).toBe('Grocery & Gourmet Food');
    expect(categoryFromTags(['en:cosmetics'])).toBe('Beauty & Personal Care');
    expect(categoryFromTags(['en:foods', 'en:baby-foods'])).toBe('Baby');
    expect(categoryFromTags(['en:plant-based-foods-and-beverages'])).toBeUndefined();
    expect(categoryFromTags(['fr:inconnu'])).toBeUndefined();
    expect(categoryFromTags([])).toBeUndefined();
  });
});

describe('parseOpenFactsBaseUrls and sourceNameFor', () => {
  it('reads unset as the public sites, empty as off, and a comma-separated list', () => {
    expect(parseOpenFactsBaseUrls(undefined)).toEqual([
      'https://world.openfoodfacts.org',
      'https://world.openproductsfacts.org',
    ]);
    expect(parseOpenFactsBaseUrls('')).toEqual([]);
    expect(parseOpenFactsBaseUrls(' http://127.0.0.1:9/ , https://b.test ')).toEqual([
      'http://127.0.0.1:9',
      'https://b.test',
    ]);
  });

  it('names the databases, and any other server by its host', () => {
    expect(sourceNameFor('https://world.openfoodfacts.org')).toBe('Open Food Facts');
    expect(sourceNameFor('https://world.openproductsfacts.org')).toBe('Open Products Facts');
    expect(sourceNameFor('http://127.0.0.1:8123')).toBe('127.0.0.1:8123');
  });
});
