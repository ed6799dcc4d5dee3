/** How the price section words its figures: USD in en-US, counts that read right. */
import { countOf } from '@shop-scanner/shared/messages';
import { formatUsd, type PricePeriod, type PriceTrend } from '@shop-scanner/shared/price-rules';
import { formatDay, formatMonthDayTime, formatNumber } from '@shop-scanner/shared/en-us-format';

/**
 * The header's allowance: comparisons share the month's `crossPlatformSearch` uses with
 * searches; a null remaining is a paid plan's unlimited.
 */
export const remainingComparisonsText = (remaining: number | null, limit: number | null): string =>
  remaining === null || limit === null
    ? 'Unlimited comparisons'
    : `${remaining} of ${countOf(limit, 'comparison', 'comparisons')} left this month, shared with searches`;

/**
 * The Compare prices action, with what it costs: 'Compare prices · 1 of 2 left this month'. A
 * paid plan's (unlimited) and an allowance not read yet show no count.
 */
export const compareButtonText = (
  allowance: { readonly remaining: number | null; readonly limit: number | null } | undefined,
): string =>
  allowance === undefined || allowance.remaining === null || allowance.limit === null
    ? 'Compare prices'
    : `Compare prices · ${allowance.remaining} of ${allowance.limit} left this month`;

const signed = (n: number, text: string) => (n > 0 ? `+${text}` : n < 0 ? `−${text}` : text);

/** '+$1.20 (+5.3%)', '−$0.50 (−2%)', 'No change'; unknown without data. */
export const changeText = (amount: number | null, percentage: number | null): string => {
  if (amount === null) return 'Not enough prices to tell';
  if (Math.round(amount * 100) === 0) return 'No change';
  const money = signed(amount, formatUsd(Math.abs(amount)));
  if (percentage === null) return money;
  const pct = `${formatNumber(Math.abs(percentage), 1)}%`;
  return `${money} (${signed(percentage, pct)})`;
};

export const trendIcons: Readonly<Record<PriceTrend, string>> = {
  up: '↑',
  down: '↓',
  stable: '→',
};

/** A trend point's date: its hour within the last 24 hours, its day otherwise. */
export const pointDateText = (iso: string, period: PricePeriod): string =>
  (period === '24h' ? formatMonthDayTime : formatDay)(new Date(iso));
