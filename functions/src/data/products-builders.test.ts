/**
 * Where a product's search entries are decides its index keys: demo products in the search index
 * stay out of byCategory (the index holds them), products with items of their own are in its one
 * partition, under their current category. Other offers recompute everything they decide, the one
 * way a new product's are computed.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ProductCategory, StoreOffer } from '@shop-scanner/shared/products';
import {
  buildProductItem,
  indexedAt,
  offerAttributes,
  summaryChanged,
  withOffers,
  type ProductItem,
} from './products';

// The product module holds the entity's reads and writes too: its client is a stand-in here,
// never called by the pure builders under test.
vi.mock('../lib/dynamodb', () => ({
  documentClient: { send: vi.fn() },
  tableName: 'shop-scanner',
}));

const product = (id: string, category: ProductCategory, indexedIn: ProductItem['indexedIn']) =>
  buildProductItem(
    {
      id,
      barcode: '4006381333931',
      name: `Crème ${id}`,
      description: 'A long description no card carries',
      category,
      features: [],
      tags: [],
      stores: [],
      source: indexedIn === 'bucket' ? 'demo' : 'user',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
    },
    [],
    indexedIn,
  );

describe('indexedAt', () => {
  it('keeps a demo product in the search index out of byCategory', () => {
    const item = product('p1', 'Books', 'bucket');

    expect(item).not.toHaveProperty('gsi2pk');
    expect(item).not.toHaveProperty('gsi2sk');
    expect(item.indexedIn).toBe('bucket');
  });

  it('puts a product with items of its own in byCategory under its current category', () => {
    const moved = indexedAt({ ...product('p1', 'Books', 'bucket'), category: 'Baby' }, 'items');

    expect(moved).toMatchObject({ indexedIn: 'items', gsi2pk: 'OWN', gsi2sk: 'Baby#p1' });
    expect(indexedAt(moved, 'bucket')).not.toHaveProperty('gsi2pk');
  });
});

const anOffer = (name: string, price: number, overrides: Partial<StoreOffer> = {}): StoreOffer => ({
  name,
  url: '',
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  trustScore: 90,
  lastUpdated: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('withOffers and offerAttributes (the ingest path)', () => {
  it('recompute the figures, authenticity and popularity as a product built with those offers', () => {
    // Prepare
    const before = product('p1', 'Books', 'items');
    const offers = [anOffer('Amazon', 10, { reviewCount: 40 }), anOffer('Target', 20)];

    // Act
    const after = withOffers(before, offers);

    // Assess: the same as the item the catalogue would build with these offers.
    const built = buildProductItem({ ...before, stores: offers }, before, 'items');
    expect(after).toEqual(built);
    expect(after).toMatchObject({
      averagePrice: 15,
      lowestPrice: 10,
      inStockStores: 2,
      popularity: 40,
      gsi3sk: '000000000040#p1',
    });
    expect(summaryChanged(before, after)).toBe(true);
    expect(offerAttributes(after)).toEqual({
      set: {
        stores: offers,
        averagePrice: 15,
        lowestPrice: 10,
        inStockStores: 2,
        authenticity: after.authenticity,
        authenticityScore: after.authenticityScore,
        verified: after.verified,
        popularity: 40,
        gsi3pk: after.gsi3pk,
        gsi3sk: after.gsi3sk,
      },
      remove: [],
    });
  });

  it('take a product without reviews out of Popular Products', () => {
    const reviewed = withOffers(product('p1', 'Books', 'items'), [
      anOffer('Amazon', 10, { reviewCount: 3 }),
    ]);

    const after = withOffers(reviewed, [anOffer('Amazon', 10)]);

    expect(after).not.toHaveProperty('gsi3pk');
    expect(offerAttributes(after).remove).toEqual(['gsi3pk', 'gsi3sk']);
  });
});
