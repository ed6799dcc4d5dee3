/**
 * Numbers, money and dates spelled the way en-US Intl spells them (docs/prices.md#money), written
 * out by hand rather than asked of Intl. The first Intl formatter a page makes loads ICU's locale
 * data: 45 to 100 ms of main thread in Chromium on this machine, four times that on Lighthouse's
 * emulated phone, and on /products and the product page the longest task of the load. Every
 * function here is tested against Intl's own output (en-us-format.test.ts).
 *
 * Amounts in other currencies (a store's own prices on /analyze) still go through Intl, which
 * knows each currency's symbol and decimals.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The magnitude of n rounded half away from zero to `digits` decimals, as a whole number of
 * 10^-digits. Rounded from the number's shortest decimal spelling, as Intl rounds: 1.005 is
 * "1.005" (1.01), though its binary value is a hair below it (toFixed says 1.00). Exact for
 * magnitudes below 10^15, far beyond any price or count shown.
 */
const scaledMagnitude = (n: number, digits: number): number => {
  const shifted = Number(`${Math.abs(n)}e${digits}`);
  // A spelling already in exponent form (1e-7, 1e+21) does not take a second exponent.
  return Math.round(Number.isFinite(shifted) ? shifted : Math.abs(n) * 10 ** digits);
};

const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Intl's sign: a minus for anything below zero, negative zero included (-0 is "-0"). */
const minus = (n: number): string => (n < 0 || Object.is(n, -0) ? '-' : '');

/** n with thousands separators and `digits` decimals, no sign. */
const fixed = (n: number, digits: number): string => {
  const scaled = scaledMagnitude(n, digits);
  const unit = 10 ** digits;
  const whole = grouped(String(Math.floor(scaled / unit)));
  return digits === 0 ? whole : `${whole}.${String(scaled % unit).padStart(digits, '0')}`;
};

/** 25,000; 1,234.5 (at most `maxFractionDigits` decimals, trailing zeros dropped). */
export const formatNumber = (n: number, maxFractionDigits = 0): string => {
  const text = fixed(n, maxFractionDigits);
  const trimmed = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  return `${minus(n)}${trimmed}`;
};

/** $1,234.50, -$0.99: every amount a shopper reads. */
export const formatUsd = (amount: number): string => `${minus(amount)}$${fixed(amount, 2)}`;

/** $10, $102: a plan's price, in whole dollars. */
export const formatWholeUsd = (amount: number): string => `${minus(amount)}$${fixed(amount, 0)}`;

const clock = (date: Date): string => {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
};

const monthDay = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getDate()}`;

/** Nov 26, 2026 (the shopper's own time zone, as Intl's default). */
export const formatDay = (date: Date): string => `${monthDay(date)}, ${date.getFullYear()}`;

/** Nov 26, 10:44 PM: a moment within the last day or so, where the year goes without saying. */
export const formatMonthDayTime = (date: Date): string => `${monthDay(date)}, ${clock(date)}`;

/** Nov 26, 2026, 10:44 PM. */
export const formatDayTime = (date: Date): string => `${formatDay(date)}, ${clock(date)}`;
