import { describe, expect, it } from 'vitest';
import { rankPopular, viewDay, visitExpiresAt, visitorHash } from './article-view-rules';

const guest = { kind: 'guest', address: '203.0.113.7', userAgent: 'Mozilla/5.0 (Phone)' } as const;

describe('visitorHash', () => {
  it('keeps neither the address nor the user agent nor the user id', () => {
    // Act
    const guestHash = visitorHash(guest, 'salt');
    const userHash = visitorHash({ kind: 'user', userId: 'user-123' }, 'salt');

    // Assess
    expect(guestHash).toMatch(/^[0-9a-f]{32}$/);
    expect(guestHash).not.toContain('203');
    expect(userHash).toMatch(/^[0-9a-f]{32}$/);
    expect(userHash).not.toContain('user-123');
  });

  it('tells apart two browsers behind one address, and depends on the salt', () => {
    const other = { ...guest, userAgent: 'Mozilla/5.0 (Laptop)' };

    expect(visitorHash(guest, 'salt')).toBe(visitorHash({ ...guest }, 'salt'));
    expect(visitorHash(guest, 'salt')).not.toBe(visitorHash(other, 'salt'));
    expect(visitorHash(guest, 'salt')).not.toBe(visitorHash(guest, 'another salt'));
  });

  it('never gives a user the hash of a guest whose fields spell the same', () => {
    const user = visitorHash({ kind: 'user', userId: 'a' }, '');
    const lookalike = visitorHash({ kind: 'guest', address: 'a', userAgent: '' }, '');

    expect(user).not.toBe(lookalike);
  });
});

describe('viewDay and visitExpiresAt', () => {
  it('counts by the UTC day and keeps a visit until a day after its day', () => {
    // Prepare: late evening in New York is already the next day in UTC.
    const at = new Date('2026-11-27T23:30:00-05:00');

    // Act
    const day = viewDay(at);

    // Assess
    expect(day).toBe('2026-11-28');
    expect(new Date(visitExpiresAt(day) * 1000).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe('rankPopular', () => {
  const known = (slug: string) => slug !== 'retired-article';

  it('lists the most viewed first, ties by slug, at most the limit', () => {
    // Prepare
    const counts = [
      { slug: 'comparing-prices', views: 3 },
      { slug: 'barcode-not-scanning', views: 9 },
      { slug: 'plans-and-limits', views: 3 },
      { slug: 'guide', views: 1 },
    ];

    // Act
    const ranked = rankPopular(counts, known, 3);

    // Assess
    expect(ranked).toEqual([
      { slug: 'barcode-not-scanning', views: 9 },
      { slug: 'comparing-prices', views: 3 },
      { slug: 'plans-and-limits', views: 3 },
    ]);
  });

  it('leaves out an article the help centre no longer has', () => {
    const ranked = rankPopular(
      [
        { slug: 'retired-article', views: 50 },
        { slug: 'guide', views: 2 },
      ],
      known,
      5,
    );

    expect(ranked).toEqual([{ slug: 'guide', views: 2 }]);
  });
});
