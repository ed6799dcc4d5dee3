import { describe, expect, it } from 'vitest';
import { aProduct } from '../../test/api-fixtures';
import { freshOfflineStoreEachTest } from '../../test/offline-store';
import { applyOfflineSave } from './offline-save';
import {
  asksToClearCopies,
  OFFLINE_CLEAR_MESSAGE,
  OFFLINE_SAVE_MESSAGE,
  offlineSaveOf,
} from './offline-save-message';
import { readCachedProduct } from './product-cache';
import { readCachedWishlist } from './wishlist-cache';

freshOfflineStoreEachTest();

describe('an offline save handed to the service worker', () => {
  it('is read from the message a page posts', () => {
    // Prepare
    const save = { kind: 'product', owner: 'ann', value: aProduct() };

    // Act + Assess
    expect(offlineSaveOf({ type: OFFLINE_SAVE_MESSAGE, save })).toEqual(save);
  });

  it('is not read from any other message, nor from a malformed one', () => {
    // Prepare
    const product = aProduct();

    // Act + Assess
    expect(offlineSaveOf({ type: 'SKIP_WAITING' })).toBeUndefined();
    expect(offlineSaveOf(null)).toBeUndefined();
    expect(
      offlineSaveOf({
        type: OFFLINE_SAVE_MESSAGE,
        save: { kind: 'everything', owner: 'ann', value: product },
      }),
    ).toBeUndefined();
    expect(
      offlineSaveOf({
        type: OFFLINE_SAVE_MESSAGE,
        save: { kind: 'product', owner: 7, value: product },
      }),
    ).toBeUndefined();
    expect(
      offlineSaveOf({
        type: OFFLINE_SAVE_MESSAGE,
        save: { kind: 'wishlist', owner: 'ann', value: {} },
      }),
    ).toBeUndefined();
  });

  it('is written into the cache of its kind, for its owner', async () => {
    // Prepare
    const product = aProduct({ id: 'p-7' });

    // Act
    await applyOfflineSave({ kind: 'product', owner: 'ann', value: product });
    await applyOfflineSave({ kind: 'wishlist', owner: 'ann', value: [] });

    // Assess
    expect((await readCachedProduct('ann', 'p-7'))?.product).toEqual(product);
    expect((await readCachedProduct('bob', 'p-7'))?.product).toBeUndefined();
    expect((await readCachedWishlist('ann')).items).toEqual([]);
  });
});

describe("the worker's clear of the copies", () => {
  it('is asked for by its own message only', () => {
    // Act + Assess
    expect(asksToClearCopies({ type: OFFLINE_CLEAR_MESSAGE })).toBe(true);
    expect(asksToClearCopies({ type: OFFLINE_SAVE_MESSAGE })).toBe(false);
    expect(asksToClearCopies('clear')).toBe(false);
    expect(asksToClearCopies(null)).toBe(false);
  });
});
