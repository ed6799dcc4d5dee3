import { describe, expect, it } from 'vitest';
import { activityWeeks, mondayOf, sumIntoWeeks } from './activity-weeks';

describe('activityWeeks', () => {
  it('ends with the week of now, Monday to Sunday UTC', () => {
    // Prepare: a Sunday just before midnight UTC
    const now = new Date('2026-11-29T23:59:59Z');

    // Act
    const range = activityWeeks(3, now);

    // Assess
    expect(range).toEqual({
      weekStarts: ['2026-11-09', '2026-11-16', '2026-11-23'],
      fromDay: '2026-11-09',
      toDay: '2026-11-29',
    });
  });

  it('starts a new week on Monday 00:00 UTC', () => {
    expect(mondayOf(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(mondayOf(new Date('2026-11-29T12:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('has no weeks for a count below one', () => {
    expect(activityWeeks(0, new Date('2026-11-27T12:00:00Z')).weekStarts).toEqual([]);
  });
});

describe('sumIntoWeeks', () => {
  it('adds days into their weeks, zeros for empty weeks, ignores days outside', () => {
    // Prepare
    const range = activityWeeks(3, new Date('2026-11-27T12:00:00Z'));

    // Act
    const weeks = sumIntoWeeks(range, [
      { day: '2026-11-23', counts: { views: 2, scans: 1 } },
      { day: '2026-11-29', counts: { views: 3, wishlistAdds: 1 } },
      { day: '2026-11-09', counts: { comparisons: 4 } },
      { day: '2026-11-08', counts: { views: 100 } },
      { day: '2026-11-30', counts: { views: 100 } },
    ]);

    // Assess
    expect(weeks).toEqual([
      { weekStart: '2026-11-09', views: 0, scans: 0, comparisons: 4, wishlistAdds: 0 },
      { weekStart: '2026-11-16', views: 0, scans: 0, comparisons: 0, wishlistAdds: 0 },
      { weekStart: '2026-11-23', views: 5, scans: 1, comparisons: 0, wishlistAdds: 1 },
    ]);
  });
});
