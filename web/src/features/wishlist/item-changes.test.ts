import { describe, expect, it } from 'vitest';
import { changedFields } from './item-changes';
import { aWishlistItem } from './test/wishlist-fixtures';

describe("what a wishlist item's edit sends", () => {
  it('sends only the fields set to something new', () => {
    // Prepare
    const item = aWishlistItem({ priority: 'medium', tags: ['a', 'b'], collectionId: 'c-1' });

    // Act
    const changes = changedFields(item, {
      priority: 'high',
      targetPrice: null,
      priceAlertEnabled: item.priceAlertEnabled,
      notes: item.notes,
      tags: ['b', 'a'],
      collectionId: 'c-1',
    });

    // Assess
    expect(changes).toEqual({ priority: 'high', tags: ['b', 'a'] });
  });

  it('sends a cleared target or collection as null, and nothing when nothing changed', () => {
    // Prepare
    const item = aWishlistItem({ targetPrice: 10, collectionId: 'c-1' });
    const same = {
      priority: item.priority,
      targetPrice: 10,
      priceAlertEnabled: item.priceAlertEnabled,
      notes: item.notes,
      tags: [...item.tags],
      collectionId: 'c-1',
    };

    // Act
    const cleared = changedFields(item, { ...same, targetPrice: null, collectionId: null });
    const nothing = changedFields(item, same);

    // Assess
    expect(cleared).toEqual({ targetPrice: null, collectionId: null });
    expect(nothing).toEqual({});
  });
});
