import { describe, expect, it } from 'vitest';
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import type { PendingWishlistEdit } from './pending-wishlist-rules';
import { syncByItem, withPendingEdits } from './pending-wishlist-view';

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

describe("the cards' pending edits", () => {
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
