/** Money and dates as the spec shows them: USD in en-US, without Intl (en-us-format.ts). */
import { formatDay, formatUsd } from '@shop-scanner/shared/en-us-format';

export { formatUsd };

/** A price that may be unknown (no store sells the product yet). */
export const formatPrice = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? 'No price yet' : formatUsd(amount);

export const formatDate = (iso: string): string => formatDay(new Date(iso));

const otherCurrencies = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its own currency ('$19.99', '€18.50'). Dollars are spelled without Intl; another
 * currency asks Intl, which knows its symbol and decimals. A code Intl does not know (some pages
 * write "US$" or "Dollars") is shown as written after the figure, never as dollars.
 */
export const formatMoney = (amount: number, currency: string): string => {
  if (currency === 'USD') return formatUsd(amount);
  let format = otherCurrencies.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
    otherCurrencies.set(currency, format);
  }
  return format.format(amount);
};
