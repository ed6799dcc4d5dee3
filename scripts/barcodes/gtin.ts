/**
 * GTINs as the symbol encoders need them. The GS1 check-digit rule itself lives in one place,
 * shared/src/barcode.ts (the API and the scanner use it too); this adds the stricter rule of the
 * symbologies: a printed retail code is exactly 8, 12, 13 or 14 digits.
 */
import { gs1CheckDigit, withCheckDigit } from '@shop-scanner/shared/barcode';

export { gs1CheckDigit, withCheckDigit };

const GTIN_LENGTHS = [8, 12, 13, 14];

/** True for 8, 12, 13 or 14 digits whose last digit is the right GS1 check digit. */
export const isValidGtin = (code: string): boolean =>
  /^\d+$/.test(code) &&
  GTIN_LENGTHS.includes(code.length) &&
  gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
