/** Money and dates as the spec shows them: USD in en-US (part 2 §9). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export const formatUsd = (amount: number): string => usd.format(amount);

/** A price that may be unknown (no store sells the product yet). */
export const formatPrice = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? 'No price yet' : usd.format(amount);

export const formatDate = (iso: string): string => day.format(new Date(iso));
