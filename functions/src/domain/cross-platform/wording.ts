/** How figures read in the sentences of a cross-platform analysis. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50". */
export const money = (amount: number): string => usd.format(amount);

/** "12%" from 0.12, whole percent. */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** "1 match", "3 matches". */
export const count = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;

/** "A", "A and B", "A, B and C". */
export const listed = (names: readonly string[]): string =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;

/** Cents, as prices are written. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;
