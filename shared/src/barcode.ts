/** The barcode field as the API validates it (the rules are in barcode-rules.ts, re-exported). */
import { z } from 'zod';
import { isValidBarcode } from './barcode-rules';
import { productMessages } from './messages';

export * from './barcode-rules';

export const barcodeSchema = z
  .string({ error: productMessages.invalidBarcode })
  .trim()
  .refine(isValidBarcode, productMessages.invalidBarcode);
