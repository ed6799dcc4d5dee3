import { describe, expect, it } from 'vitest';
import type { QueuedCall } from './offline-db';
import {
  badgeDescription,
  badgeLabel,
  callLabel,
  notSentToast,
  refusalMessage,
} from './sync-wording';

const refused = (type: QueuedCall['type'], status: number, message: string): QueuedCall => ({
  type,
  data: {},
  endpoint: '/api/wishlist/items',
  method: 'POST',
  timestamp: 1,
  retries: 0,
  idempotencyKey: 'k',
  userId: 'ann',
  failure: { status, message, at: 2 },
});

describe('the sync wording', () => {
  it.each([
    [{ kind: 'hidden' } as const, '', ''],
    [{ kind: 'offline', pending: 0 } as const, 'Offline', 'Offline'],
    [{ kind: 'offline', pending: 2 } as const, 'Offline', 'Offline: 2 changes waiting to sync'],
    [{ kind: 'syncing', pending: 1 } as const, 'Syncing 1', 'Syncing: 1 change waiting to sync'],
    [{ kind: 'not-sent', refused: 3 } as const, '3 not sent', '3 changes not sent'],
  ])('%j reads %s', (state, label, description) => {
    // Act
    const said = [badgeLabel(state), badgeDescription(state)];

    // Assess
    expect(said).toEqual([label, description]);
  });

  it('names a lookup by its barcode', () => {
    // Act
    const label = callLabel({ type: 'barcode-lookup', endpoint: '/api/products/barcode/123' });

    // Assess
    expect(label).toBe('Barcode lookup 123');
  });

  it('says a wishlist add refused as already there in the wishlist words', () => {
    // Act
    const message = refusalMessage(refused('wishlist-add', 409, 'Conflict'));

    // Assess
    expect(message).toBe('Item already in wishlist: nothing was added.');
  });

  it("says any other refusal in the server's words", () => {
    // Act
    const toast = notSentToast(refused('price-report', 400, 'Price must be more than 0'));

    // Assess
    expect(toast).toBe('Price report was not sent: Price must be more than 0');
  });
});
