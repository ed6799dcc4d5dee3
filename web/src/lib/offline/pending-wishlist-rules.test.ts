import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import type { QueuedCall } from './offline-db';
import {
  pendingAddProductIds,
  pendingWishlistOf,
  syncByItem,
  withPendingEdits,
  type PendingProduct,
  type PendingWishlistEdit,
} from './pending-wishlist-rules';

let nextId = 1;
const aCall = (over: Partial<QueuedCall> = {}): QueuedCall => ({
  id: nextId++,
  type: 'wishlist-add',
  data: { productId: 'p-1' },
  endpoint: '/api/wishlist/items',
  method: 'POST',
  timestamp: 1_000,
  retries: 0,
  idempotencyKey: `key-${nextId}`,
  userId: 'ann',
  ...over,
});

const anEdit = (itemId: string, data: unknown, over: Partial<QueuedCall> = {}) =>
  aCall({
    type: 'wishlist-edit',
    method: 'PUT',
    endpoint: `/api/wishlist/items/${encodeURIComponent(itemId)}`,
    data,
    ...over,
  });

const aProduct = (id: string, name: string): PendingProduct => ({
  id,
  name,
  category: 'Office Products',
  brand: 'Stabilo',
  imageUrl: undefined,
  source: 'user',
});

const anItem = (over: Partial<WishlistItem> = {}): WishlistItem => ({
  id: 'w-1',
  productId: 'p-1',
  product: {
    name: 'Fineliner',
    category: 'Office Products',
    source: 'user',
    availability: 'in-stock',
    lowestPrice: 9,
    averagePrice: 10,
    inStockStores: 1,
    totalStores: 1,
    stores: [],
    pricesAsOf: '2026-11-20T10:00:00.000Z',
  },
  priority: 'medium',
  priceWhenAdded: 12,
  targetPrice: 10,
  targetReached: true,
  priceAlertEnabled: false,
  notes: 'old notes',
  tags: ['pens'],
  collectionId: 'c-1',
  addedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const waiting = (itemId: string, changes: PendingWishlistEdit['changes'], callId = 1) => ({
  callId,
  queuedAt: 1,
  itemId,
  changes,
  state: { kind: 'waiting', waitingForSignIn: false } as const,
});

describe("the wishlist's pending calls", () => {
  it("keeps only this user's wishlist adds and edits, oldest first as queued", () => {
    // Prepare
    const calls = [
      aCall({ data: { productId: 'p-1' }, timestamp: 1 }),
      aCall({ data: { productId: 'p-2' }, userId: 'bob', timestamp: 2 }),
      aCall({ type: 'price-report', endpoint: '/api/products/p-1/prices', timestamp: 3 }),
      anEdit('w-1', { notes: 'new' }, { timestamp: 4 }),
      anEdit('w-9', { notes: 'bob' }, { userId: 'bob', timestamp: 5 }),
      aCall({ data: { productId: 'p-3' }, timestamp: 6 }),
    ];

    // Act
    const pending = pendingWishlistOf(calls, 'ann', new Map());

    // Assess
    expect(pending.adds.map((a) => a.productId)).toEqual(['p-1', 'p-3']);
    expect(pending.edits.map((e) => [e.itemId, e.changes])).toEqual([['w-1', { notes: 'new' }]]);
    expect(pendingAddProductIds(calls, 'ann')).toEqual(['p-1', 'p-3']);
  });

  it('shows an add with its product only as this device saved it, and nothing made up when it did not', () => {
    // Prepare
    const calls = [
      aCall({ data: { productId: 'p-1', priority: 'high' } }),
      aCall({ data: { productId: 'p-2' } }),
    ];
    const saved = new Map([['p-1', aProduct('p-1', 'Saved Fineliner')]]);

    // Act
    const { adds } = pendingWishlistOf(calls, 'ann', saved);

    // Assess
    expect(adds[0]).toMatchObject({
      productId: 'p-1',
      input: { productId: 'p-1', priority: 'high' },
      product: { name: 'Saved Fineliner' },
      state: { kind: 'waiting', waitingForSignIn: false },
    });
    expect(adds[1]!.product).toBeUndefined();
  });

  it("says why the server refused a call, in the badge panel's words, and when one waits for sign-in", () => {
    // Prepare
    const calls = [
      aCall({ failure: { status: 409, message: 'Item already in wishlist', at: 2 } }),
      anEdit(
        'w/1',
        { notes: 'x' },
        { failure: { status: 404, message: 'Wishlist item not found', at: 3 } },
      ),
      aCall({ data: { productId: 'p-5' }, waitingForSignIn: true }),
    ];

    // Act
    const { adds, edits } = pendingWishlistOf(calls, 'ann', new Map());

    // Assess
    expect(adds[0]!.state).toEqual({
      kind: 'refused',
      message: 'Item already in wishlist: nothing was added.',
    });
    expect(adds[1]!.state).toEqual({ kind: 'waiting', waitingForSignIn: true });
    expect(edits[0]).toMatchObject({
      itemId: 'w/1',
      state: { kind: 'refused', message: 'Wishlist item not found' },
    });
  });

  it('leaves out a stored call whose data is not what the wishlist sends', () => {
    // Prepare
    const calls = [aCall({ data: undefined }), anEdit('w-1', 'not an object')];

    // Act
    const pending = pendingWishlistOf(calls, 'ann', new Map());

    // Assess
    expect(pending).toEqual({ adds: [], edits: [] });
  });

  it('counts the waiting edits of each item and lists its refused ones', () => {
    // Prepare
    const edits: PendingWishlistEdit[] = [
      waiting('w-1', { notes: 'a' }, 1),
      waiting('w-1', { notes: 'b' }, 2),
      { ...waiting('w-2', { notes: 'c' }, 3), state: { kind: 'refused', message: 'No' } },
    ];

    // Act
    const byItem = syncByItem(edits);

    // Assess
    expect(byItem.get('w-1')).toEqual({ waiting: 2, refused: [] });
    expect(byItem.get('w-2')).toEqual({ waiting: 0, refused: [{ callId: 3, message: 'No' }] });
  });
});

describe('an item with its pending edits', () => {
  it('applies the waiting edits in order, a field left out keeping its value', () => {
    // Prepare
    const item = anItem();

    // Act
    const shown = withPendingEdits(item, [
      waiting('w-1', { notes: 'first', priority: 'high' }),
      waiting('w-1', { notes: 'second', collectionId: null }),
      waiting('w-2', { notes: 'another item' }),
    ]);

    // Assess
    expect(shown).toEqual({
      ...item,
      notes: 'second',
      priority: 'high',
      collectionId: null,
    });
  });

  it('does not claim a changed target is reached: the server says so once it has the edit', () => {
    // Prepare
    const item = anItem({ targetPrice: 10, targetReached: true });

    // Act
    const changed = withPendingEdits(item, [waiting('w-1', { targetPrice: 20 })]);
    const unchanged = withPendingEdits(item, [waiting('w-1', { notes: 'n' })]);

    // Assess
    expect(changed).toMatchObject({ targetPrice: 20, targetReached: false });
    expect(unchanged.targetReached).toBe(true);
  });

  it('leaves a refused edit out, and any field an edit cannot set', () => {
    // Prepare
    const item = anItem();
    const refused = {
      ...waiting('w-1', { notes: 'refused' }),
      state: { kind: 'refused', message: 'No' } as const,
    };
    const odd = waiting('w-1', {
      notes: 'kept',
      productId: 'p-other',
    } as PendingWishlistEdit['changes']);

    // Act
    const shown = withPendingEdits(item, [refused, odd]);

    // Assess
    expect(shown).toEqual({ ...item, notes: 'kept' });
  });

  it('answers the same item when nothing waits for it', () => {
    // Prepare
    const item = anItem();

    // Act
    const shown = withPendingEdits(item, [waiting('w-2', { notes: 'x' })]);

    // Assess
    expect(shown).toBe(item);
  });
});
