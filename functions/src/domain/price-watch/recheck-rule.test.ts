import { describe, expect, it } from 'vitest';
import type { WatchedProductEntry } from '../../data/watched-products';
import { needsCheck, UNCHECKED_FOR_MS } from './recheck-rule';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const judged = (fields: Partial<WatchedProductEntry> = {}): WatchedProductEntry => ({
  productId: 'p-1',
  judgedVersion: 7,
  recheckAt: null,
  checkedAt: ago(3_600_000),
  registeredAt: ago(86_400_000),
  ...fields,
});

describe('needsCheck', () => {
  it('skips a product whose judged version is its version, checked lately, with nothing held', () => {
    expect(needsCheck(judged(), 7, NOW)).toBe(false);
  });

  it('checks a product whose prices were written since the version judged', () => {
    expect(needsCheck(judged(), 8, NOW)).toBe(true);
  });

  it('checks an entry never judged, and a product that is gone', () => {
    expect(needsCheck(judged({ judgedVersion: -1, checkedAt: null }), 0, NOW)).toBe(true);
    expect(needsCheck(judged(), undefined, NOW)).toBe(true);
  });

  it('checks a product once the recheckAt of a held watch has come, not before', () => {
    const soon = judged({ recheckAt: new Date(NOW.getTime() + 1).toISOString() });
    const due = judged({ recheckAt: NOW.toISOString() });

    expect(needsCheck(soon, 7, NOW)).toBe(false);
    expect(needsCheck(due, 7, NOW)).toBe(true);
  });

  it('checks a product nobody checked for a week, to find one left without watchers', () => {
    expect(needsCheck(judged({ checkedAt: ago(UNCHECKED_FOR_MS - 1) }), 7, NOW)).toBe(false);
    expect(needsCheck(judged({ checkedAt: ago(UNCHECKED_FOR_MS) }), 7, NOW)).toBe(true);
  });
});
