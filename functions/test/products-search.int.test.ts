/**
 * The products API end to end (search), against the stack and catalogue of
 * support/products-api.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop-scanner/shared/products';
import {
  RUN,
  catalogue,
  creme,
  dark,
  phones,
  gift,
  espresso,
  search,
  idsOf,
} from './support/products-api';

describe('GET /api/products/search', () => {
  it('finds by prefix, with every word required (AND)', async () => {
    const prefix = await search({ query: RUN.slice(0, -2), limit: 50 });
    const chocolate = await search({ query: `choc ${RUN}`, limit: 50 });
    const chocolateBar = await search({ query: `chocolate bar ${RUN}`, limit: 50 });

    expect(idsOf(prefix.body)).toEqual(expect.arrayContaining(catalogue.map((p) => p.id)));
    expect(idsOf(chocolate.body)).toEqual(expect.arrayContaining([creme.id, dark.id, gift.id]));
    expect(idsOf(chocolate.body)).not.toContain(phones.id);
    expect(idsOf(chocolateBar.body)).toEqual([dark.id]);
  });

  it('ignores case and accents, and one-letter words beside real terms', async () => {
    const { body } = await search({ query: `CREME brulee a ${RUN.toUpperCase()}` });

    expect(idsOf(body)).toEqual([creme.id]);
  });

  it('finds by brand and by category words', async () => {
    const brand = await search({ query: `elise ${RUN}` });
    const category = await search({ query: `gourmet ${RUN}`, limit: 50 });

    expect(idsOf(brand.body)).toEqual([creme.id]);
    expect(idsOf(category.body)).toEqual(expect.arrayContaining([creme.id, dark.id, gift.id]));
    expect(idsOf(category.body)).not.toContain(phones.id);
  });

  it('filters by category, price range, stock and verification', async () => {
    const base = { query: RUN, limit: 50 };
    const electronics = await search({ ...base, category: 'Electronics' });
    const priced = await search({ ...base, minPrice: 5, maxPrice: 20 });
    const inStock = await search({ ...base, inStock: true });
    const verified = await search({ ...base, verified: true });

    expect(idsOf(electronics.body)).toEqual([phones.id]);
    expect(idsOf(priced.body).sort()).toEqual([creme.id, catalogue[5]?.id].sort());
    expect(idsOf(inStock.body)).not.toContain(dark.id);
    expect(idsOf(inStock.body)).not.toContain(espresso.id);
    expect(idsOf(inStock.body)).toContain(creme.id);
    expect((verified.body.products as ProductSummary[]).every((p) => p.verified)).toBe(true);
    expect(idsOf(verified.body)).toContain(creme.id);
    expect(idsOf(verified.body)).not.toContain(phones.id);
  });

  it('answers filter-only searches from the category index, never needing text', async () => {
    const beverages = await search({ category: 'Beverages', limit: 50 });
    const inStockOnly = await search({
      inStock: true,
      limit: 50,
      sort: 'price',
      direction: 'desc',
    });

    expect(beverages.status).toBe(200);
    expect(
      (beverages.body.products as ProductSummary[]).every((p) => p.category === 'Beverages'),
    ).toBe(true);
    expect(beverages.body.total).toBeGreaterThanOrEqual(1);
    expect(inStockOnly.status).toBe(200);
    expect((inStockOnly.body.products as ProductSummary[]).every((p) => p.inStockStores > 0)).toBe(
      true,
    );
  });

  const sortKey: Record<string, (p: ProductSummary) => string | number | null> = {
    name: (p) => p.name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(),
    price: (p) => p.averagePrice,
    category: (p) => p.category.toLowerCase(),
    createdAt: (p) => p.createdAt,
    authenticity: (p) => p.authenticityScore,
  };

  for (const field of Object.keys(sortKey)) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${direction}, unknown values last, ties by id`, async () => {
        const { status, body } = await search({ query: RUN, limit: 50, sort: field, direction });

        expect(status).toBe(200);
        const products = body.products as ProductSummary[];
        expect(products.length).toBeGreaterThanOrEqual(catalogue.length);
        const key = sortKey[field] ?? (() => null);
        for (let i = 1; i < products.length; i += 1) {
          const [a, b] = [products[i - 1] as ProductSummary, products[i] as ProductSummary];
          const [va, vb] = [key(a), key(b)];
          if (va === null || vb === null) {
            expect(vb, `${a.name} before ${b.name}`).toBeNull();
            continue;
          }
          const order = va < vb ? -1 : va > vb ? 1 : 0;
          expect(
            direction === 'asc' ? order : -order,
            `${a.name} before ${b.name}`,
          ).toBeLessThanOrEqual(0);
          if (order === 0) expect(a.id < b.id).toBe(true);
        }
      });
    }
  }

  it('pages with true totals: the last page partial, a page past the end empty', async () => {
    const query = `widget ${RUN}`;
    const first = await search({ query, limit: 4, page: 1 });
    const last = await search({ query, limit: 4, page: 3 });
    const past = await search({ query, limit: 4, page: 4 });

    expect(first.body).toMatchObject({ page: 1, limit: 4, total: 10, totalPages: 3 });
    expect(idsOf(first.body)).toEqual(catalogue.slice(5, 9).map((p) => p.id));
    expect(idsOf(last.body)).toEqual(catalogue.slice(13, 15).map((p) => p.id));
    expect(past.body).toEqual({ products: [], page: 4, limit: 4, total: 10, totalPages: 3 });
  });

  it('answers 12 products a page by default', async () => {
    const { body } = await search({ query: RUN });

    expect(body.limit).toBe(12);
    expect(body.products).toHaveLength(12);
  });

  it('refuses a search with nothing to look for, or only one-letter words', async () => {
    const empty = await search({});
    const blank = await search({ query: '   ' });
    const short = await search({ query: 'a b' });

    expect(empty.body).toEqual({ message: 'Enter a search term or choose a filter' });
    expect(blank.status).toBe(400);
    expect(short).toEqual({
      status: 400,
      body: { message: 'Search terms need at least 2 letters or digits' },
    });
  });

  it.each([
    ['limit 51', { query: RUN, limit: 51 }, 'query.limit'],
    ['page 0', { query: RUN, page: 0 }, 'query.page'],
    ['min above max', { query: RUN, minPrice: 20, maxPrice: 5 }, 'query.minPrice'],
    ['an unknown sort', { query: RUN, sort: 'rating' }, 'query.sort'],
    ['an unknown parameter', { query: RUN, colour: 'red' }, 'query.colour'],
  ])('refuses %s with 400 naming the field', async (_label, params, field) => {
    const { status, body } = await search(params);

    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors)).toContain(field);
  });
});
