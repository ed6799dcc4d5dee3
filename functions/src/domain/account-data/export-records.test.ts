import { describe, expect, it } from 'vitest';
import { recordOf, shortEndpoint, withPrefix } from './export-records';

describe('recordOf', () => {
  it("keeps an item's own fields and leaves the table's keys, tags and counters out", () => {
    // Prepare
    const item = {
      pk: 'USER#u1',
      sk: 'WISHLIST#ITEM#i1',
      gsi4pk: 'WATCHED#p1',
      gsi4sk: 'u1#i1',
      entityType: 'WishlistItem',
      version: 3,
      id: 'i1',
      notes: 'for the kitchen',
      targetPrice: 12.5,
    };

    // Act
    const record = recordOf(item);

    // Assess
    expect(record).toEqual({ id: 'i1', notes: 'for the kitchen', targetPrice: 12.5 });
  });

  it('says until when an item is kept, as a date, instead of epoch seconds', () => {
    // Act
    const record = recordOf({ pk: 'x', sk: 'y', expiresAt: 1_767_225_600 });

    // Assess
    expect(record).toEqual({ keptUntil: '2026-01-01T00:00:00.000Z' });
  });
});

describe('shortEndpoint', () => {
  it("keeps the push service's origin and the start of the path, never the whole address", () => {
    // Prepare
    const endpoint = 'https://fcm.googleapis.com/fcm/send/dXNlci1kZXZpY2UtdG9rZW4tdGhhdC1pcy1sb25n';

    // Act
    const short = shortEndpoint(endpoint);

    // Assess
    expect(short).toBe('https://fcm.googleapis.com/fcm/send…');
    expect(short).not.toContain('dXNlci1kZXZpY2U');
  });

  it('shortens what is not an address too, rather than copying it', () => {
    expect(shortEndpoint('not an address at all')).toBe('not an a…');
  });
});

describe('withPrefix', () => {
  it('picks the items whose sort key starts with any of the prefixes', () => {
    // Prepare
    const items = [{ sk: 'PRICE_ALERT#a' }, { sk: 'PRICE_ALERT_COUNT' }, { sk: 'PROFILE' }];

    // Act
    const picked = withPrefix(items, 'PRICE_ALERT#', 'PRICE_ALERT_COUNT');

    // Assess
    expect(picked.map((i) => i.sk)).toEqual(['PRICE_ALERT#a', 'PRICE_ALERT_COUNT']);
  });
});
