import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@shop-scanner/shared/billing';
import { readSeen, unseen, writeSeen } from './seen-notifications';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const n = (id: string, minutesAgo: number): AppNotification => ({
  id,
  at: new Date(NOW - minutesAgo * 60_000).toISOString(),
  event: 'invoice_paid',
  data: {},
});

describe('unseen notifications', () => {
  it('on a first visit shows only the last 10 minutes, oldest first', () => {
    const { fresh, next } = unseen([n('c', 1), n('b', 5), n('a', 60 * 24)], undefined, NOW);
    expect(fresh.map((x) => x.id)).toEqual(['b', 'c']);
    expect(next).toEqual({ at: n('c', 1).at, ids: ['c'] });
  });

  it('shows each notification once, however often the list is read', () => {
    const first = unseen([n('b', 5), n('a', 6)], undefined, NOW);
    const again = unseen([n('b', 5), n('a', 6)], first.next, NOW);
    const later = unseen([n('c', 0), n('b', 5), n('a', 6)], again.next, NOW);
    expect(first.fresh.map((x) => x.id)).toEqual(['a', 'b']);
    expect(again.fresh).toEqual([]);
    expect(later.fresh.map((x) => x.id)).toEqual(['c']);
  });

  it('tells apart two notifications written at the same instant', () => {
    const seen = { at: n('a', 1).at, ids: ['a'] };
    const { fresh, next } = unseen([n('b', 1), n('a', 1)], seen, NOW);
    expect(fresh.map((x) => x.id)).toEqual(['b']);
    expect(next?.ids).toEqual(['a', 'b']);
  });

  it('keeps the record per user in storage', () => {
    const storage = window.localStorage;
    writeSeen('u1', { at: n('a', 1).at, ids: ['a'] }, storage);
    expect(readSeen('u1', storage)).toEqual({ at: n('a', 1).at, ids: ['a'] });
    expect(readSeen('u2', storage)).toBeUndefined();
    storage.setItem('shop-scanner.notifications-seen.u3', '{not json');
    expect(readSeen('u3', storage)).toBeUndefined();
  });
});
