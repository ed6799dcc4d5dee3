import { describe, expect, it } from 'vitest';
import { usageMonth } from '@shop-scanner/shared/subscription';
import {
  COUNTER_KEEP_DAYS,
  MARKER_KEEP_DAYS,
  counterExpiresAt,
  fallbackPeriod,
  markerExpiresAt,
  monthStart,
  nextMonthStart,
} from './usage-period';

describe('the usage month', () => {
  it('is the UTC calendar month, up to its last millisecond', () => {
    expect(usageMonth(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(usageMonth(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
    // Late evening in New York on 30 November is already December in UTC.
    expect(usageMonth(new Date('2026-11-30T20:00:00-05:00'))).toBe('2026-12');
  });

  it('starts at the first instant of the month and resets at the first of the next', () => {
    const now = new Date('2026-11-17T13:45:00Z');

    expect(monthStart(now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(nextMonthStart(now).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('rolls over the year in December', () => {
    const now = new Date('2026-12-31T23:59:59.999Z');

    expect(monthStart(now).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextMonthStart(now).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('gives a missing subscription a 30-day period from the start of the month', () => {
    const { start, end } = fallbackPeriod(new Date('2026-02-20T10:00:00Z'));

    expect(start.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});

describe('how long usage items are kept', () => {
  const now = new Date('2026-11-17T13:45:00Z');
  const nextMonth = Date.parse('2026-12-01T00:00:00Z') / 1000;

  it('keeps counters longer than the longest history retention after their month ends', () => {
    expect(COUNTER_KEEP_DAYS).toBeGreaterThan(365);
    expect(counterExpiresAt(now)).toBe(nextMonth + COUNTER_KEEP_DAYS * 86_400);
  });

  it('keeps markers past their month only briefly', () => {
    expect(markerExpiresAt(now)).toBe(nextMonth + MARKER_KEEP_DAYS * 86_400);
    expect(markerExpiresAt(now)).toBeLessThan(counterExpiresAt(now));
  });
});
