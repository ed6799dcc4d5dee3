import { describe, expect, it } from 'vitest';
import type { PriceComparison } from '@shop-scanner/shared/prices';
import { cachePriceComparison, readCachedPriceComparison } from './price-comparison-cache';
import { freshOfflineStoreEachTest } from '../../test/offline-store';

freshOfflineStoreEachTest();

const comparison = (productId: string, lowestPrice: number): PriceComparison => ({
  productId,
  stores: [],
  totalStores: 2,
  inStockStores: 1,
  averagePrice: lowestPrice,
  lowestPrice,
  bestDeal: null,
  goodDeal: null,
  basis: 'Lowest and average price of the 1 store with it in stock, shipping not included.',
  unconfirmed: [],
});

describe('the price comparison cache', () => {
  it("keeps a product's latest comparison for its user, with when", async () => {
    // Prepare
    await cachePriceComparison('ann', comparison('p-1', 9), 1);

    // Act
    await cachePriceComparison('ann', comparison('p-1', 8), 2);

    // Assess
    expect(await readCachedPriceComparison('ann', 'p-1')).toEqual({
      comparison: comparison('p-1', 8),
      cachedAt: 2,
    });
    expect(await readCachedPriceComparison('ann', 'p-2')).toBeUndefined();
  });

  it("never shows one user's comparison to another", async () => {
    // Prepare
    await cachePriceComparison('ann', comparison('p-1', 9), 1);

    // Act
    const bobs = await readCachedPriceComparison('bob', 'p-1');

    // Assess
    expect(bobs).toBeUndefined();
  });
});
