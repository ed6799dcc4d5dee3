/**
 * Barcodes as the scanner and the API accept them: 8 to 14 digits whose last digit
 * is the GS1 check digit. GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14 all use the same
 * mod-10 rule, weighting digits 3,1,3,... from the right, so one function checks every length. No
 * zod here: the browser's first load checks codes with these (barcode.ts adds the zod schema).
 */

export const BARCODE_MIN_DIGITS = 8;
export const BARCODE_MAX_DIGITS = 14;

const digitsOnly = /^\d{8,14}$/;

/** The GS1 check digit of the digits before it (the payload, without the check digit). */
export const gs1CheckDigit = (payload: string): number => {
  // A caller that builds codes (the demo catalogue, the test frames) must never get a silent NaN.
  if (!/^\d+$/.test(payload)) throw new Error(`A GTIN payload is digits only: "${payload}"`);
  let sum = 0;
  for (let i = payload.length - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) {
    sum += Number(payload[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
};

/** Only the shape the scanner checks before looking a code up: 8 to 14 digits. */
export const hasBarcodeShape = (code: string): boolean => digitsOnly.test(code);

/** 8 to 14 digits with a valid GS1 check digit. */
export const isValidBarcode = (code: string): boolean =>
  hasBarcodeShape(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));

/** A payload completed with its check digit: how the demo catalogue makes valid GTINs. */
export const withCheckDigit = (payload: string): string => `${payload}${gs1CheckDigit(payload)}`;
