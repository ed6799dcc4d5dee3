import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayTime,
  formatMonthDayTime,
  formatNumber,
  formatUsd,
  formatWholeUsd,
} from './en-us-format';

/** A small seeded generator, so a failure names a value that fails again. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** Amounts a page meets: cents, sub-cent halves (x.xx5), whole numbers, large and tiny ones. */
const amounts = (): number[] => {
  const random = seeded(42);
  const out = [
    0, -0, 0.005, 1.005, 2.675, 1.045, 0.5, 1.5, 2.5, -1.5, 999.995, 1e-7, 1_000_000,
    123_456_789.125,
  ];
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(random() * 8 - 2);
    const n = random() * magnitude * (random() < 0.2 ? -1 : 1);
    out.push(n, Math.round(n * 100) / 100, Math.round(n * 1000) / 1000, Math.round(n));
  }
  return out;
};

const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlWholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
// Newer ICU puts a narrow no-break space before AM/PM; the page uses a plain one.
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

describe('en-US formatting without Intl agrees with Intl', () => {
  it('spells dollars and cents as Intl does, rounding each amount as Intl rounds it', () => {
    for (const n of amounts()) expect(formatUsd(n), String(n)).toBe(intlUsd.format(n));
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-0.99)).toBe('-$0.99');
  });

  it('spells whole dollars as Intl does', () => {
    for (const n of amounts()) expect(formatWholeUsd(n), String(n)).toBe(intlWholeUsd.format(n));
    expect(formatWholeUsd(102)).toBe('$102');
  });

  it('spells counts and decimals as Intl does', () => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
      for (const n of amounts())
        expect(formatNumber(n, digits), `${n} to ${digits}`).toBe(intl.format(n));
    }
    expect(formatNumber(25_000)).toBe('25,000');
    expect(formatNumber(5.25, 1)).toBe('5.3');
    expect(formatNumber(5, 1)).toBe('5');
  });

  it('spells days and times as Intl does, in the local time zone', () => {
    const day = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    const monthDayTime = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const dayTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const random = seeded(7);
    const dates = [
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 11, 31, 12, 5),
      new Date(2026, 5, 9, 23, 59),
    ];
    for (let i = 0; i < 2000; i++)
      dates.push(new Date(Date.UTC(2000, 0, 1) + random() * 40 * 365 * 86_400_000));
    for (const date of dates) {
      expect(formatDay(date)).toBe(day.format(date));
      expect(formatMonthDayTime(date)).toBe(plainSpaces(monthDayTime.format(date)));
      expect(formatDayTime(date)).toBe(plainSpaces(dayTime.format(date)));
    }
    expect(formatDayTime(new Date(2026, 10, 26, 0, 7))).toBe('Nov 26, 2026, 12:07 AM');
  });
});
