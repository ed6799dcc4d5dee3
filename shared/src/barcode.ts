/** The barcode field as the API validates it (the rules are in barcode-rules.ts, re-exported). */
import { isValidBarcode } from './barcode-rules';
import { boundedString } from './bounded-string';
import { productMessages } from './messages';
import { TEXT_LIMITS } from './text-limits';

export * from './barcode-rules';

export const barcodeSchema = boundedString(TEXT_LIMITS.barcode, {
  tooLong: productMessages.invalidBarcode,
  notText: productMessages.invalidBarcode,
})
  .trim()
  .refine(isValidBarcode, productMessages.invalidBarcode);
