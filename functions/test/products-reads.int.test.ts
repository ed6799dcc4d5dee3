/**
 * The products API end to end (reads: the demo loader, a product by id and by barcode, popular products and capacity accounting), against the stack and catalogue of
 * support/products-api.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  RUN,
  newBarcode,
  catalogue,
  creme,
  phones,
  espresso,
  shopper,
  api,
  knownBarcode,
} from './support/products-api';

describe('the demo loader', () => {
  it('writes the seed marker and the figures the banner reads', async () => {
    const { demoCatalogueLoaded } = await import('../src/data/products-demo-load');
    const stats = await api('GET', '/api/products/stats');
    const categories = await api('GET', '/api/products/categories');

    expect(await demoCatalogueLoaded()).toEqual({
      count: catalogue.length,
      version: `test-${RUN}`,
      // No seed given: the market's days of this catalogue mix in 0.
      seed: 0,
    });
    const storeNames = new Set(catalogue.flatMap((p) => p.stores.map((s) => s.name)));
    expect(stats.body).toMatchObject({ demoProducts: catalogue.length, stores: storeNames.size });
    expect(stats.body.products).toBeGreaterThanOrEqual(catalogue.length);
    expect(categories.body).toEqual(
      expect.arrayContaining([
        'Beverages',
        'Electronics',
        'Grocery & Gourmet Food',
        'Office Products',
      ]),
    );
    expect(categories.body).toEqual(
      [...(categories.body as unknown as string[])].sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('GET /api/products/{id} and the barcode lookup', () => {
  it('answers the whole product with derived figures and its history, newest first', async () => {
    const { status, body } = await api('GET', `/api/products/${creme.id}`);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: creme.id,
      barcode: creme.barcode,
      source: 'demo',
      averagePrice: 11,
      lowestPrice: 10,
      inStockStores: 3,
      verified: true,
    });
    expect(body.authenticity.factors).toContain(
      'Sold by 3 stores with an average trust score of 92',
    );
    expect(body.stores).toHaveLength(3);
    expect(body.priceHistory).toEqual([
      { source: 'Walmart', timestamp: '2025-09-02T12:30:00.000Z', price: 11.25 },
      { source: 'Amazon', timestamp: '2025-09-01T00:00:00.000Z', price: 10.5 },
    ]);
  });

  it('rates a product without offers as not rated rather than inventing a score', async () => {
    const { body } = await api('GET', `/api/products/${espresso.id}`);

    expect(body).toMatchObject({ averagePrice: null, authenticity: null, verified: false });
  });

  it('finds a product by its barcode, and by the same GTIN written with a leading zero', async () => {
    const plain = await api('GET', `/api/products/barcode/${phones.barcode}`, {
      token: shopper.token,
    });
    const padded = await api('GET', `/api/products/barcode/0${phones.barcode}`, {
      token: shopper.token,
    });

    expect(plain.status).toBe(200);
    expect(plain.body.id).toBe(phones.id);
    expect(padded.body.id).toBe(phones.id);
  });

  it('answers 404 with the barcode and the Open Food Facts prefill for an unknown code', async () => {
    const known = await api('GET', `/api/products/barcode/${knownBarcode}`, {
      token: shopper.token,
    });
    const unknownCode = newBarcode();
    const unknown = await api('GET', `/api/products/barcode/${unknownCode}`, {
      token: shopper.token,
    });

    expect(known.status).toBe(404);
    expect(known.body).toEqual({
      message: 'Product Not Found',
      barcode: knownBarcode,
      prefill: expect.objectContaining({ name: 'Oat Drink', brand: 'Oatly' }),
    });
    expect(unknown).toEqual({
      status: 404,
      body: { message: 'Product Not Found', barcode: unknownCode },
    });
  });

  it('needs sign-in for a barcode lookup', async () => {
    const { status } = await api('GET', `/api/products/barcode/${phones.barcode}`);

    expect(status).toBe(401);
  });

  it('answers 404 Product Not Found for an unknown id', async () => {
    const product = await api('GET', '/api/products/no-such-product');
    const edits = await api('GET', '/api/products/no-such-product/edits');

    expect(product).toEqual({ status: 404, body: { message: 'Product Not Found' } });
    expect(edits.status).toBe(404);
  });
});

describe('GET /api/products/popular', () => {
  it('answers at most 8 cards, the most reviewed first', async () => {
    const { status, body } = await api('GET', '/api/products/popular');

    expect(status).toBe(200);
    expect(body.length).toBeLessThanOrEqual(8);
    // The emulators are shared by every integration file, and three others load this catalogue
    // under their own RUN: their crème has as many reviews as this one, so a tie goes either way.
    const ids = (body as { id: string }[]).map((p) => p.id);
    expect(ids[0]).toMatch(/^t-[a-z]+-creme$/);
    expect(ids).toContain(creme.id);
  });
});

describe('capacity accounting', () => {
  it('adds up the read capacity DynamoDB Local reports for a search', async () => {
    const { searchCatalogue } = await import('../src/domain/products/catalogue-service');
    const { planSearch } = await import('../src/domain/products/search-plan');
    const { searchQuerySchema } = await import('@shop-scanner/shared/products');
    let units = 0;

    await searchCatalogue(planSearch(searchQuerySchema.parse({ query: RUN })), {
      add: (n) => (units += n),
    });

    expect(units).toBeGreaterThan(0);
  });
});
