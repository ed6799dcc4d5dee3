import { describe, expect, it } from 'vitest';
import type { WishlistItemsQuery } from '@shop-scanner/shared/wishlist';
import { selectItems } from './item-query';
import { anItem } from './wishlist-fixtures';

const ids = (query: WishlistItemsQuery, items = mixed) =>
  selectItems(items, query).map((i) => i.id);

/** Four items whose facts differ one at a time. */
const mixed = [
  anItem('kettle', {
    product: { name: 'Steel kettle', lowestPrice: 30, category: 'Home & Kitchen' },
    priority: 'high',
    addedAt: '2026-01-02T00:00:00.000Z',
  }),
  anItem('phone', {
    product: { name: 'phone case', lowestPrice: 9.99, category: 'Cell Phones & Accessories' },
    priority: 'low',
    notes: 'For the BLUE phone',
    priceAlertEnabled: false,
    addedAt: '2026-01-04T00:00:00.000Z',
  }),
  anItem('lamp', {
    product: {
      name: 'Desk lamp',
      lowestPrice: null,
      availability: 'out-of-stock',
      inStockStores: 0,
    },
    tags: ['Office', 'gift'],
    collectionId: 'study',
    addedAt: '2026-01-03T00:00:00.000Z',
  }),
  anItem('mug', {
    product: { name: 'Mug', lowestPrice: 9.99 },
    addedAt: '2026-01-01T00:00:00.000Z',
  }),
];

describe('selectItems: sorts', () => {
  it.each([
    [undefined, ['phone', 'lamp', 'kettle', 'mug']],
    ['addedAt:desc', ['phone', 'lamp', 'kettle', 'mug']],
    ['addedAt:asc', ['mug', 'kettle', 'lamp', 'phone']],
    // Any case: 'phone case' sorts among the capitalised names.
    ['name:asc', ['lamp', 'mug', 'phone', 'kettle']],
    ['name:desc', ['kettle', 'phone', 'mug', 'lamp']],
    // Equal prices fall back to newest first; the lamp has no price and goes last both ways.
    ['price:asc', ['phone', 'mug', 'kettle', 'lamp']],
    ['price:desc', ['kettle', 'phone', 'mug', 'lamp']],
    // High, then the two mediums newest first, then low.
    ['priority:desc', ['kettle', 'lamp', 'mug', 'phone']],
  ] as const)('%s', (sort, expected) => {
    expect(ids(sort === undefined ? {} : { sort })).toEqual(expected);
  });
});

describe('selectItems: filters and search', () => {
  it.each([
    [{ category: 'Home & Kitchen' }, ['lamp', 'kettle', 'mug']],
    [{ priority: 'low' }, ['phone']],
    [{ availability: 'out-of-stock' }, ['lamp']],
    [{ availability: 'in-stock' }, ['phone', 'kettle', 'mug']],
    [{ hasNotes: true }, ['phone']],
    [{ hasNotes: false }, ['lamp', 'kettle', 'mug']],
    [{ hasPriceAlert: false }, ['phone']],
    [{ collectionId: 'study' }, ['lamp']],
    [{ priority: 'medium', availability: 'in-stock' }, ['mug']],
  ] as const)('%j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it.each([
    ['KETTLE', ['kettle']],
    ['blue', ['phone']],
    ['GIFT', ['lamp']],
    ['e', ['phone', 'lamp', 'kettle']],
    ['nothing like it', []],
  ])('finds %s in the name, the notes or a tag, in any case', (search, expected) => {
    expect(ids({ search })).toEqual(expected);
  });

  it('searches within the filters, in the order asked', () => {
    expect(ids({ search: 'e', availability: 'in-stock', sort: 'name:asc' })).toEqual([
      'phone',
      'kettle',
    ]);
  });
});
