/**
 * The usage month (UTC calendar month) and how long its items are kept. A use belongs to the month
 * of its instant; the next month starts from zero because its counter is a new item, so no job
 * ever resets anything.
 */
import { FALLBACK_PERIOD_DAYS } from '@shop-scanner/shared/plans';
import { addDays, utcMonthStart } from '@shop-scanner/shared/time';

/**
 * Counters outlive their month by more than the longest history retention (annual: 365 days),
 * so usage can be shown for as far back as any plan shows history.
 */
export const COUNTER_KEEP_DAYS = 400;
/**
 * A marker only matters while its month is current (it makes a repeated use free); it is kept
 * a little longer so last month's counts can still be explained, then goes.
 */
export const MARKER_KEEP_DAYS = 40;

/** The first instant of the month of `now` (UTC): when this month's counters started at zero. */
export const monthStart = (now: Date): Date => utcMonthStart(now);

/** The first instant of the next month (UTC): when the counters next start at zero. */
export const nextMonthStart = (now: Date): Date => utcMonthStart(now, 1);

const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** TTL (epoch seconds) of the counter of the month of `now`. */
export const counterExpiresAt = (now: Date): number =>
  epochSeconds(addDays(nextMonthStart(now), COUNTER_KEEP_DAYS));

/** TTL (epoch seconds) of a distinct-use marker written at `now`. */
export const markerExpiresAt = (now: Date): number =>
  epochSeconds(addDays(nextMonthStart(now), MARKER_KEEP_DAYS));

/** The period of a user without a stored subscription: this month's start + 30 days. */
export const fallbackPeriod = (now: Date): { start: Date; end: Date } => {
  const start = monthStart(now);
  return { start, end: addDays(start, FALLBACK_PERIOD_DAYS) };
};
