import { describe, expect, it } from 'vitest';
import {
  barcodeSchema,
  gs1CheckDigit,
  hasBarcodeShape,
  isValidBarcode,
  withCheckDigit,
} from './barcode';

describe('GS1 barcodes', () => {
  it('accepts real GTINs of every length', () => {
    // EAN-13 (Nutella 400 g), UPC-A (Coca-Cola 12 oz), EAN-8, GTIN-14.
    for (const code of ['3017620422003', '049000006346', '96385074', '10012345678902']) {
      expect(isValidBarcode(code), code).toBe(true);
    }
  });

  it('refuses a wrong check digit, letters, and lengths outside 8-14', () => {
    for (const code of [
      '3017620422004',
      '04900000634X',
      '1234567',
      '123456789012345',
      '',
      ' 96385074x',
    ]) {
      expect(isValidBarcode(code), code).toBe(false);
    }
  });

  it('computes the check digit from the right', () => {
    expect(gs1CheckDigit('301762042200')).toBe(3);
    expect(withCheckDigit('9638507')).toBe('96385074');
  });

  it('tells shape from validity', () => {
    expect(hasBarcodeShape('3017620422004')).toBe(true);
    expect(isValidBarcode('3017620422004')).toBe(false);
  });

  it('schema trims and answers the spec message', () => {
    expect(barcodeSchema.parse(' 96385074 ')).toBe('96385074');
    const result = barcodeSchema.safeParse('12345678');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid barcode format. Please try again.');
  });
});
