/**
 * The wishlist calls' bad input through the local gateway: every refused input is a 400 with the
 * spec's text naming the field, and writes nothing.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { wishlistMessages as m } from '@shop-scanner/shared/wishlist';
import { wishlistStack } from './support/wishlist-stack';

const {
  shopper,
  addItem,
  listItems,
  updateItem,
  createCollection,
  updateCollection,
  stats,
  KETTLE,
  PUZZLE,
} = wishlistStack();

describe('bad input', () => {
  let token: string;
  let itemId: string;
  let collectionId: string;
  beforeAll(async () => {
    ({ token } = await shopper());
    itemId = (await addItem(token, { productId: KETTLE })).body.id;
    collectionId = (await createCollection(token, { name: 'Valid' })).body.id;
  });

  it.each([
    [{}, 'productId', 'Product ID is required'],
    [{ productId: KETTLE, targetPrice: 0 }, 'targetPrice', m.priceInvalid],
    [{ productId: KETTLE, targetPrice: -3 }, 'targetPrice', m.priceInvalid],
    [{ productId: KETTLE, targetPrice: 'cheap' }, 'targetPrice', m.priceInvalid],
    [{ productId: KETTLE, notes: 'n'.repeat(501) }, 'notes', m.notesTooLong],
    [
      { productId: KETTLE, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tags',
      m.tooManyTags,
    ],
    [{ productId: KETTLE, tags: ['x'.repeat(21)] }, 'tags.0', m.tagTooLong],
    [{ productId: KETTLE, priority: 'urgent' }, 'priority', m.priorityInvalid],
    [{ productId: KETTLE, priceAlertEnabled: 'yes' }, 'priceAlertEnabled', m.flagInvalid],
    [{ productId: KETTLE, priceWhenAdded: 1 }, 'priceWhenAdded', 'Unknown field'],
  ])('POST item %j: 400 naming %s', async (body, field, message) => {
    const answer = await addItem(token, body);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it.each([
    [{}, '_', m.nothingToUpdate],
    [{ targetPrice: 0 }, 'targetPrice', m.priceInvalid],
    [{ notes: 'n'.repeat(501) }, 'notes', m.notesTooLong],
    [{ tags: ['ok', 'y'.repeat(25)] }, 'tags.1', m.tagTooLong],
    [{ priority: 'none' }, 'priority', m.priorityInvalid],
    // An item's product is its identity: it is never edited.
    [{ notes: 'fine', productId: PUZZLE }, 'productId', 'Unknown field'],
  ])('PUT item %j: 400 naming %s', async (body, field, message) => {
    const answer = await updateItem(token, itemId, body);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it.each([
    [{}, 'name', m.collectionNameRequired],
    [{ name: '  ' }, 'name', m.collectionNameRequired],
    [{ name: 'ab' }, 'name', m.collectionNameTooShort],
    [{ name: 'x'.repeat(51) }, 'name', m.collectionNameTooLong],
    [{ name: 'Fine', description: 'd'.repeat(201) }, 'description', m.descriptionTooLong],
    [{ name: 'Fine', isPublic: 'true' }, 'isPublic', m.flagInvalid],
  ])('POST collection %j: 400 naming %s', async (body, field, message) => {
    const answer = await createCollection(token, body);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it.each([
    [{}, '_', m.nothingToUpdate],
    [{ name: 'ab' }, 'name', m.collectionNameTooShort],
    [{ description: 'd'.repeat(201) }, 'description', m.descriptionTooLong],
  ])('PUT collection %j: 400 naming %s', async (body, field, message) => {
    const answer = await updateCollection(token, collectionId, body);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it.each([
    ['?sort=priority:asc', 'query.sort', m.sortInvalid],
    ['?availability=soon', 'query.availability', m.availabilityInvalid],
    ['?priority=urgent', 'query.priority', m.priorityInvalid],
    ['?hasNotes=yes', 'query.hasNotes', m.flagInvalid],
    ['?hasPriceAlert=1', 'query.hasPriceAlert', m.flagInvalid],
    ['?category=Cars', 'query.category', m.categoryInvalid],
    [`?search=${'s'.repeat(101)}`, 'query.search', m.searchTooLong],
    ['?colour=red', 'query.colour', 'Unknown field'],
  ])('GET items %s: 400 naming %s', async (query, field, message) => {
    const answer = await listItems(token, query);

    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it('writes nothing for a refused input', async () => {
    expect((await stats(token)).body).toMatchObject({ totalItems: 1, collections: 1 });
    expect((await listItems(token)).body).toHaveLength(1);
  });
});
