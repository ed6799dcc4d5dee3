import { describe, expect, it } from 'vitest';
import { aProduct } from '../../test/api-fixtures';
import { OFFLINE_PRODUCT_LIST_SIZE, OFFLINE_SEARCH_SIZE } from './offline-constants';
import {
  cacheProduct,
  matchesEveryWord,
  readCachedProduct,
  readCachedProductByBarcode,
  readCachedProductList,
  searchCachedProducts,
  searchWords,
} from './product-cache';
import { freshOfflineStoreEachTest } from '../../test/offline-store';

freshOfflineStoreEachTest();

/** Caches `count` products for a user, p-0 first (oldest) to p-{count-1} (newest). */
const cacheMany = async (userId: string, count: number, name = (i: number) => `Product ${i}`) => {
  for (let i = 0; i < count; i++) {
    await cacheProduct(userId, aProduct({ id: `p-${i}`, barcode: `b-${i}`, name: name(i) }), i);
  }
};

describe('the product cache', () => {
  it('gives a product back to the user it was cached for, with when', async () => {
    // Prepare
    const product = aProduct({ id: 'p-9', barcode: '4006381333931' });
    await cacheProduct('ann', product, 1_000);

    // Act
    const byId = await readCachedProduct('ann', 'p-9');
    const byBarcode = await readCachedProductByBarcode('ann', '4006381333931');

    // Assess
    expect(byId).toEqual({ product, cachedAt: 1_000 });
    expect(byBarcode).toEqual({ product, cachedAt: 1_000 });
  });

  it("never shows one user's cached product to another", async () => {
    // Prepare
    await cacheProduct('ann', aProduct({ id: 'p-9', barcode: '4006381333931' }), 1_000);

    // Act
    const byId = await readCachedProduct('bob', 'p-9');
    const byBarcode = await readCachedProductByBarcode('', '4006381333931');
    const list = await readCachedProductList('bob');
    const found = await searchCachedProducts('', 'Fineliner');

    // Assess
    expect(byId).toBeUndefined();
    expect(byBarcode).toBeUndefined();
    expect(list).toEqual([]);
    expect(found).toEqual([]);
  });
});

describe('the offline product list', () => {
  it('holds the 50 products cached most recently for the user, newest first', async () => {
    // Prepare
    await cacheMany('ann', OFFLINE_PRODUCT_LIST_SIZE + 5);
    await cacheProduct('bob', aProduct({ id: 'bobs', barcode: 'bobs' }), 10_000);

    // Act
    const list = await readCachedProductList('ann');

    // Assess
    expect(OFFLINE_PRODUCT_LIST_SIZE).toBe(50);
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ product: { id: 'p-54' }, cachedAt: 54 });
    expect(list.at(-1)?.product.id).toBe('p-5');
    expect(list.map((s) => s.product.id)).not.toContain('bobs');
  });

  it('puts a product viewed again at the top', async () => {
    // Prepare
    await cacheMany('ann', 3);
    await cacheProduct('ann', aProduct({ id: 'p-0', barcode: 'b-0' }), 100);

    // Act
    const list = await readCachedProductList('ann');

    // Assess
    expect(list.map((s) => s.product.id)).toEqual(['p-0', 'p-2', 'p-1']);
  });
});

describe('the offline search', () => {
  it('looks only through the 100 products cached most recently for the user', async () => {
    // Prepare: 105 "Kettle"s; the five oldest are past the searched set.
    await cacheMany('ann', OFFLINE_SEARCH_SIZE + 5, (i) => `Kettle ${i}`);

    // Act
    const found = await searchCachedProducts('ann', 'kettle');

    // Assess
    expect(OFFLINE_SEARCH_SIZE).toBe(100);
    expect(found).toHaveLength(100);
    expect(found[0]?.product.id).toBe('p-104');
    expect(found.map((s) => s.product.id)).not.toContain('p-4');
  });

  it('finds a product by any of its searched fields, whatever the case, every word matching', async () => {
    // Prepare
    await cacheProduct(
      'ann',
      aProduct({
        id: 'pen',
        name: 'Point 88 Fineliner',
        description: 'A fine-tipped pen with a ventilated cap.',
        category: 'Office Products',
        barcode: '4006381333931',
        tags: ['stationery'],
      }),
      1,
    );
    await cacheProduct(
      'ann',
      aProduct({
        id: 'mug',
        name: 'Travel Mug',
        description: 'Keeps tea hot.',
        category: 'Home & Kitchen',
        barcode: '111',
        tags: [],
      }),
      2,
    );

    // Act
    const search = async (query: string) =>
      (await searchCachedProducts('ann', query)).map((s) => s.product.id);

    // Assess
    expect(await search('FINELINER')).toEqual(['pen']);
    expect(await search('ventilated')).toEqual(['pen']);
    expect(await search('office')).toEqual(['pen']);
    expect(await search('4006381333931')).toEqual(['pen']);
    expect(await search('Stationery')).toEqual(['pen']);
    expect(await search('fineliner  cap')).toEqual(['pen']);
    expect(await search('fineliner mug')).toEqual([]);
    expect(await search('  ')).toEqual(['mug', 'pen']);
  });
});

describe('matchesEveryWord', () => {
  const pen = {
    name: 'Point 88',
    description: '',
    category: 'Office Products',
    barcode: '4006381333931',
    tags: ['pens', 'art'],
  };

  it('needs every word somewhere in the fields, not all in one', () => {
    // Act + Assess
    expect(matchesEveryWord(pen, searchWords('point art'))).toBe(true);
    expect(matchesEveryWord(pen, searchWords('point kettle'))).toBe(false);
  });

  it('does not join two fields into a word that is in neither', () => {
    // Act + Assess: "pens" then "art" must not read as "pensart".
    expect(matchesEveryWord(pen, searchWords('pensart'))).toBe(false);
  });
});
