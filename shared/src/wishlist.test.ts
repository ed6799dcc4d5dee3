import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './api-errors';
import {
  addWishlistItemSchema,
  createCollectionSchema,
  normaliseTags,
  updateCollectionSchema,
  updateWishlistItemSchema,
  wishlistItemsQuerySchema,
  wishlistMessages as m,
  wishlistSortOf,
  wishlistSorts,
} from './wishlist';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : toFieldErrors(result.error);
};

describe('normaliseTags', () => {
  it('trims each tag, drops empty ones and keeps the first spelling of each', () => {
    // Act
    const tags = normaliseTags(['  gift ', 'Gift', '', '   ', 'for mum', 'GIFT', 'for  mum']);

    // Assess: 'for  mum' has two spaces inside, so it is another tag.
    expect(tags).toEqual(['gift', 'for mum', 'for  mum']);
  });

  it('keeps an empty list empty', () => {
    expect(normaliseTags([])).toEqual([]);
  });
});

describe('wishlistSortOf', () => {
  it('reads the seven sorts as field and direction', () => {
    expect(wishlistSorts.map(wishlistSortOf)).toEqual([
      { field: 'addedAt', direction: 'desc' },
      { field: 'addedAt', direction: 'asc' },
      { field: 'name', direction: 'asc' },
      { field: 'name', direction: 'desc' },
      { field: 'price', direction: 'asc' },
      { field: 'price', direction: 'desc' },
      { field: 'priority', direction: 'desc' },
    ]);
  });
});

describe('addWishlistItemSchema', () => {
  it('takes a product alone, and normalises the tags sent with one', () => {
    expect(addWishlistItemSchema.parse({ productId: ' p-1 ' })).toEqual({ productId: 'p-1' });
    expect(
      addWishlistItemSchema.parse({ productId: 'p-1', tags: [' a ', 'A', 'b'], notes: ' hi ' }),
    ).toEqual({ productId: 'p-1', tags: ['a', 'b'], notes: 'hi' });
  });

  it.each([
    [{ productId: 'p', targetPrice: 0 }, 'targetPrice', m.priceInvalid],
    [{ productId: 'p', targetPrice: -1 }, 'targetPrice', m.priceInvalid],
    [{ productId: 'p', targetPrice: '5' }, 'targetPrice', m.priceInvalid],
    [{ productId: 'p', notes: 'x'.repeat(501) }, 'notes', m.notesTooLong],
    [
      { productId: 'p', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tags',
      m.tooManyTags,
    ],
    [{ productId: 'p', tags: ['x'.repeat(21)] }, 'tags.0', m.tagTooLong],
    [{ productId: 'p', priority: 'urgent' }, 'priority', m.priorityInvalid],
    // The price when added is the server's to read: a client's is refused, not ignored.
    [{ productId: 'p', priceWhenAdded: 1 }, 'priceWhenAdded', 'Unknown field'],
  ])('refuses %j, naming the field', (body, field, message) => {
    expect(errorsOf(addWishlistItemSchema, body)).toEqual({ [field]: [message] });
  });

  it('takes a tag of 20 characters with spaces around it, trimmed', () => {
    const tag = 'y'.repeat(20);

    expect(addWishlistItemSchema.parse({ productId: 'p', tags: [`  ${tag}  `] }).tags).toEqual([
      tag,
    ]);
  });

  it('takes notes of exactly 500 characters', () => {
    expect(errorsOf(addWishlistItemSchema, { productId: 'p', notes: 'n'.repeat(500) })).toBe(
      undefined,
    );
  });
});

describe('updateWishlistItemSchema', () => {
  it('clears the target and the collection with null, and refuses an empty change', () => {
    expect(updateWishlistItemSchema.parse({ targetPrice: null, collectionId: null })).toEqual({
      targetPrice: null,
      collectionId: null,
    });
    expect(errorsOf(updateWishlistItemSchema, {})).toEqual({ _: [m.nothingToUpdate] });
  });
});

describe('collection schemas', () => {
  it('makes a collection private unless it is said to be public', () => {
    expect(createCollectionSchema.parse({ name: '  Gifts  ' })).toEqual({
      name: 'Gifts',
      description: '',
      isPublic: false,
    });
  });

  it.each([
    [{}, 'name', m.collectionNameRequired],
    [{ name: '   ' }, 'name', m.collectionNameRequired],
    [{ name: 'ab' }, 'name', m.collectionNameTooShort],
    [{ name: 'x'.repeat(51) }, 'name', m.collectionNameTooLong],
    [{ name: 'Gifts', description: 'd'.repeat(201) }, 'description', m.descriptionTooLong],
    [{ name: 'Gifts', isPublic: 'yes' }, 'isPublic', m.flagInvalid],
  ])('refuses %j with the spec message', (body, field, message) => {
    expect(errorsOf(createCollectionSchema, body)).toEqual({ [field]: [message] });
  });

  it('takes a name of 3 and of 50 characters', () => {
    expect(errorsOf(createCollectionSchema, { name: 'abc' })).toBeUndefined();
    expect(errorsOf(createCollectionSchema, { name: 'x'.repeat(50) })).toBeUndefined();
  });

  it('edits only the fields sent', () => {
    expect(updateCollectionSchema.parse({ isPublic: true })).toEqual({ isPublic: true });
    expect(errorsOf(updateCollectionSchema, {})).toEqual({ _: [m.nothingToUpdate] });
  });
});

describe('wishlistItemsQuerySchema', () => {
  it('reads the filters, the search and the sort from a query string; empty values are left out', () => {
    expect(
      wishlistItemsQuerySchema.parse({
        category: 'Electronics',
        priority: 'high',
        availability: 'in-stock',
        hasNotes: 'true',
        hasPriceAlert: 'false',
        search: '  Kettle ',
        sort: 'price:asc',
        collectionId: '',
      }),
    ).toEqual({
      category: 'Electronics',
      priority: 'high',
      availability: 'in-stock',
      hasNotes: true,
      hasPriceAlert: false,
      search: 'Kettle',
      sort: 'price:asc',
    });
    expect(wishlistItemsQuerySchema.parse({})).toEqual({});
  });

  it('names each bad field, an unknown one and a sort outside the seven too', () => {
    expect(
      errorsOf(wishlistItemsQuerySchema, {
        sort: 'priority:asc',
        availability: 'soon',
        hasNotes: 'yes',
        category: 'Cars',
        colour: 'red',
      }),
    ).toEqual({
      sort: [m.sortInvalid],
      availability: [m.availabilityInvalid],
      hasNotes: [m.flagInvalid],
      category: [m.categoryInvalid],
      colour: ['Unknown field'],
    });
  });
});
