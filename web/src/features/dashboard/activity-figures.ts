/**
 * The dashboard's "How shoppers found your products": the four measures of a week of shopper
 * activity, their words, and what the weeks add up to. Pure, so the page's wording is tested
 * without a browser.
 */
import type { ProductActivityWeek } from '@shop-scanner/shared/dashboard';

export type ActivityMeasure = Exclude<keyof ProductActivityWeek, 'weekStart'>;

/** The measures in the order the page shows them, each with its heading. */
export const activityMeasures: readonly { key: ActivityMeasure; label: string }[] = [
  { key: 'views', label: 'Views' },
  { key: 'scans', label: 'Scans' },
  { key: 'comparisons', label: 'Comparisons' },
  { key: 'wishlistAdds', label: 'Wishlist adds' },
];

/** Whether any shopper met the products in these weeks: no weeks, or only zeros, is none. */
export const hasActivity = (weeks: readonly ProductActivityWeek[]): boolean =>
  weeks.some((week) => activityMeasures.some(({ key }) => week[key] > 0));

export const measureTotal = (weeks: readonly ProductActivityWeek[], key: ActivityMeasure): number =>
  weeks.reduce((sum, week) => sum + week[key], 0);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A week's Monday as the page names it ('Nov 23'). Read from its digits, not through Date: the
 * week is a UTC calendar day, and a shopper west of Greenwich would otherwise see the Sunday.
 */
export const weekLabel = (weekStart: string): string => {
  const [, month, day] = weekStart.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day ?? ''}`;
};

/** A count as the page writes it: '1 view', '12 views'. */
export const countText = (count: number, one: string, many: string): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
