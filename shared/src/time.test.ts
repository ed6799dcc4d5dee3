import { describe, expect, it } from 'vitest';
import {
  addDays,
  addHours,
  addUtcMonths,
  DAY_MS,
  DAY_SECONDS,
  HOUR_MS,
  HOUR_SECONDS,
  isoDay,
  utcDayStart,
  utcMonthStart,
} from './time';

const at = (iso: string) => new Date(iso);

describe('lengths of time', () => {
  it('counts a day as 24 hours, in milliseconds and in seconds', () => {
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
    expect(HOUR_SECONDS).toBe(3_600);
    expect(DAY_SECONDS * 1000).toBe(DAY_MS);
  });
});

describe('UTC calendar arithmetic', () => {
  it('moves by days and hours, either way, across a month and a year', () => {
    // Prepare
    const newYearsEve = at('2025-12-31T22:30:00.000Z');

    // Act
    const later = addDays(newYearsEve, 1);
    const earlier = addDays(newYearsEve, -31);
    const nextHours = addHours(newYearsEve, 2);

    // Assess
    expect(later.toISOString()).toBe('2026-01-01T22:30:00.000Z');
    expect(earlier.toISOString()).toBe('2025-11-30T22:30:00.000Z');
    expect(nextHours.toISOString()).toBe('2026-01-01T00:30:00.000Z');
  });

  it('finds the start of a day and of a month in UTC, whatever the time of day', () => {
    // Prepare
    const lateOnLeapDay = at('2024-02-29T23:59:59.999Z');

    // Act and assess
    expect(utcDayStart(lateOnLeapDay).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(utcDayStart(lateOnLeapDay, 1).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(utcMonthStart(lateOnLeapDay).toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(utcMonthStart(lateOnLeapDay, 1).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(utcMonthStart(at('2025-12-15T12:00:00Z'), 1).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });

  it('adds calendar months keeping the time of day, clamped to a shorter month’s last day', () => {
    // Prepare
    const endOfJanuary = at('2026-01-31T09:15:00.000Z');

    // Act and assess
    expect(addUtcMonths(endOfJanuary, 1).toISOString()).toBe('2026-02-28T09:15:00.000Z');
    expect(addUtcMonths(at('2024-01-31T09:15:00.000Z'), 1).toISOString()).toBe(
      '2024-02-29T09:15:00.000Z',
    );
    expect(addUtcMonths(endOfJanuary, 2).toISOString()).toBe('2026-03-31T09:15:00.000Z');
    expect(addUtcMonths(at('2026-01-10T00:00:00.000Z'), 12).toISOString()).toBe(
      '2027-01-10T00:00:00.000Z',
    );
  });

  it('names the UTC day of a time, which is not the local day', () => {
    expect(isoDay(at('2026-11-20T23:30:00-05:00'))).toBe('2026-11-21');
  });
});
