import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { aProduct } from '../../test/api-fixtures';
import { OFFLINE_DB_NAME, forgetOfflineDbForTests } from './offline-db';
import { cacheProduct, readCachedProduct, readCachedProductByBarcode } from './product-cache';

afterEach(async () => {
  await forgetOfflineDbForTests();
  indexedDB.deleteDatabase(OFFLINE_DB_NAME);
});

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

    // Assess
    expect(byId).toBeUndefined();
    expect(byBarcode).toBeUndefined();
  });
});
