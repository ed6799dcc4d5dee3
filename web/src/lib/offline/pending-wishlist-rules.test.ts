import { describe, expect, it } from 'vitest';
import type { QueuedCall } from './offline-db';
import {
  pendingAddProductIds,
  pendingWishlistOf,
  type PendingProduct,
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
});
