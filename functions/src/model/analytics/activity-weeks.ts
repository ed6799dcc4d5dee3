/**
 * The calendar of the seller dashboard's chart, pure: weeks run Monday 00:00 UTC to the next
 * Monday, the week of `now` last, and a product's daily counts add into the week they fall in.
 */
import type { ProductActivityWeek } from '@shop-scanner/shared/dashboard';
import { addDays, utcDayStart } from '@shop-scanner/shared/time';
import { PRODUCT_COUNTERS, type ProductCounter } from './analytics-records';

export interface ActivityWeeks {
  /** Each week's Monday, YYYY-MM-DD, oldest first. */
  readonly weekStarts: readonly string[];
  /** The first Monday and the last Sunday: the range of days to read. */
  readonly fromDay: string;
  readonly toDay: string;
}

/** YYYY-MM-DD of a UTC day: the form the aggregates' sort keys take. */
export const dayOf = (time: Date): string => time.toISOString().slice(0, 10);

/** Midnight UTC of the Monday of the week `time` falls in. */
export const mondayOf = (time: Date): Date => {
  const day = utcDayStart(time);
  // getUTCDay: Sunday 0 ... Saturday 6; Monday is 0 days back, Sunday 6.
  return addDays(day, -((day.getUTCDay() + 6) % 7));
};

/** The last `weeks` weeks, the week of `now` last; none for a count below 1. */
export const activityWeeks = (weeks: number, now: Date): ActivityWeeks => {
  const count = Math.max(0, Math.floor(weeks));
  const lastMonday = mondayOf(now);
  const weekStarts = Array.from({ length: count }, (_, i) =>
    dayOf(addDays(lastMonday, -7 * (count - 1 - i))),
  );
  return {
    weekStarts,
    fromDay: weekStarts[0] ?? dayOf(lastMonday),
    toDay: dayOf(addDays(lastMonday, 6)),
  };
};

export interface DayCounts {
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
  readonly counts: Readonly<Partial<Record<ProductCounter, number>>>;
}

/** Days' counts summed into their weeks; a week without any is zeros, days outside are ignored. */
export const sumIntoWeeks = (
  range: ActivityWeeks,
  days: readonly DayCounts[],
): ProductActivityWeek[] => {
  const weeks = new Map(
    range.weekStarts.map((weekStart) => [
      weekStart,
      { weekStart, views: 0, scans: 0, comparisons: 0, wishlistAdds: 0 },
    ]),
  );
  for (const { day, counts } of days) {
    const week = weeks.get(dayOf(mondayOf(new Date(`${day}T00:00:00Z`))));
    if (!week) continue;
    for (const counter of PRODUCT_COUNTERS) week[counter] += counts[counter] ?? 0;
  }
  return [...weeks.values()];
};
