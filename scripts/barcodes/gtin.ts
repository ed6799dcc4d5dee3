/**
 * GS1 check digits for GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14: weights 3 and 1
 * alternate from the rightmost digit of the body, the check digit brings the sum to a multiple of 10.
 */

const DIGITS = /^\d+$/;

/** The check digit for a GTIN body (every digit but the last). */
export const gs1CheckDigit = (body: string): number => {
  if (!DIGITS.test(body)) throw new Error(`A GTIN body is digits only: "${body}"`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
};

/** The body followed by its check digit. */
export const withCheckDigit = (body: string): string => `${body}${gs1CheckDigit(body)}`;

/** True for 8, 12, 13 or 14 digits whose last digit is the right GS1 check digit. */
export const isValidGtin = (code: string): boolean =>
  DIGITS.test(code) &&
  [8, 12, 13, 14].includes(code.length) &&
  gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
