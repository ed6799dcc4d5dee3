/**
 * Lengths of time, and the calendar arithmetic the app does in UTC: one definition for every
 * workspace, so that "a day" and "the start of the month" mean the same on the server, in the
 * browser, in the seed data and in the Stripe stand-in. Every function is pure: the caller
 * passes the time.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Stripe and DynamoDB's TTL count Unix seconds. */
export const HOUR_SECONDS = 3_600;
export const DAY_SECONDS = 24 * HOUR_SECONDS;

/** `time` moved by whole days (negative: earlier); UTC has no daylight-saving jumps. */
export const addDays = (time: Date, days: number): Date => new Date(time.getTime() + days * DAY_MS);

/** `time` moved by whole hours (negative: earlier). */
export const addHours = (time: Date, hours: number): Date =>
  new Date(time.getTime() + hours * HOUR_MS);

/** Midnight UTC of the day `time` falls on, `daysLater` days on. */
export const utcDayStart = (time: Date, daysLater = 0): Date =>
  new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate() + daysLater));

/** Midnight UTC of the first day of the month `time` falls in, `monthsLater` months on. */
export const utcMonthStart = (time: Date, monthsLater = 0): Date =>
  new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + monthsLater, 1));

/**
 * `time` moved by calendar months, the time of day kept. A day the target month lacks becomes its
 * last day: 31 January plus one month is 28 (or 29) February, as billing anchors renew.
 */
export const addUtcMonths = (time: Date, months: number): Date => {
  const target = new Date(time);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = utcMonthStart(target, 1).getTime() - DAY_MS;
  target.setUTCDate(Math.min(time.getUTCDate(), new Date(lastDay).getUTCDate()));
  return target;
};

/** The UTC calendar day of `time`, `YYYY-MM-DD`. */
export const isoDay = (time: Date): string => time.toISOString().slice(0, 10);
