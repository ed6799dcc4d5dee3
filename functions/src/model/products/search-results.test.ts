import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop-scanner/shared/products';
import { activeFilters, searchResultPage } from './search-results';

const card = (id: string, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  barcode: '40063813',
  name: `Product ${id}`,
  category: 'Other',
  tags: [],
  averagePrice: 10,
  lowestPrice: 10,
  inStockStores: 1,
  verified: false,
  source: 'demo',
  createdAt: '2025-01-01T00:00:00.000Z',
  authenticityScore: 70,
  ...overrides,
});

const page = { page: 1, limit: 10, sort: 'name', direction: 'asc' } as const;

describe('searchResultPage', () => {
  it('filters by category, price range, stock and verification', () => {
    const cards = [
      card('a', { category: 'Books', averagePrice: 5 }),
      card('b', { category: 'Books', averagePrice: 15, inStockStores: 0 }),
      card('c', { category: 'Books', averagePrice: null }),
      card('d', { category: 'Toys & Games', averagePrice: 8, verified: true }),
    ];

    const ids = (filters: object) =>
      searchResultPage(cards, filters, page).products.map((p) => p.id);

    expect(ids({ category: 'Books' })).toEqual(['a', 'b', 'c']);
    expect(ids({ minPrice: 6, maxPrice: 15 })).toEqual(['b', 'd']);
    expect(ids({ inStock: true })).toEqual(['a', 'c', 'd']);
    expect(ids({ verified: true })).toEqual(['d']);
  });

  it('sorts unknown values last in both directions and breaks ties by id', () => {
    const cards = [
      card('z', { averagePrice: 5 }),
      card('a', { averagePrice: 5 }),
      card('n', { averagePrice: null }),
      card('m', { averagePrice: 9 }),
    ];

    const order = (direction: 'asc' | 'desc') =>
      searchResultPage(cards, {}, { ...page, sort: 'price', direction }).products.map((p) => p.id);

    expect(order('asc')).toEqual(['a', 'z', 'm', 'n']);
    expect(order('desc')).toEqual(['m', 'a', 'z', 'n']);
  });

  it('sorts names without regard to case or accents, numbers by value', () => {
    const cards = [
      card('1', { name: 'item 10' }),
      card('2', { name: 'Éclair' }),
      card('3', { name: 'item 9' }),
      card('4', { name: 'apple' }),
    ];

    expect(searchResultPage(cards, {}, page).products.map((p) => p.name)).toEqual([
      'apple',
      'Éclair',
      'item 9',
      'item 10',
    ]);
  });

  it('sorts creation times by the instant, whatever ISO form they were written in', () => {
    const cards = [
      card('a', { createdAt: '2025-01-01T00:00:01Z' }),
      card('b', { createdAt: '2025-01-01T00:00:00.500Z' }),
      card('c', { createdAt: '2025-01-01T00:00:00Z' }),
    ];

    const order = searchResultPage(cards, {}, { ...page, sort: 'createdAt' }).products;

    expect(order.map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });

  it('pages with the true total; a page past the end is empty', () => {
    const cards = Array.from({ length: 7 }, (_, i) => card(`p${i}`));

    const third = searchResultPage(cards, {}, { ...page, limit: 3, page: 3 });
    const fourth = searchResultPage(cards, {}, { ...page, limit: 3, page: 4 });

    expect(third).toMatchObject({ total: 7, totalPages: 3, page: 3, limit: 3 });
    expect(third.products.map((p) => p.id)).toEqual(['p6']);
    expect(fourth).toMatchObject({ products: [], total: 7, totalPages: 3 });
  });
});

describe('activeFilters', () => {
  it('drops empty values and unchecked flags', () => {
    expect(
      activeFilters({
        category: '',
        inStock: false,
        verified: true,
        minPrice: 0,
        maxPrice: undefined,
      }),
    ).toEqual({ verified: true, minPrice: 0 });
  });
});
