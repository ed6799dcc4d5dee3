import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidGtin, withCheckDigit } from './gtin';

describe('GS1 check digits', () => {
  it.each([
    ['400638133393', 1], // EAN-13 4006381333931 (a Stabilo pen)
    ['590123412345', 7], // EAN-13 5901234123457 (GS1's own example)
    ['978030640615', 7], // ISBN-13 978-0-306-40615-7
    ['03600029145', 2], // UPC-A 036000291452
    ['9638507', 4], // EAN-8 96385074
    ['1001234567890', 2], // GTIN-14 10012345678902
  ])('the body %s gets check digit %i', (body, digit) => {
    expect(gs1CheckDigit(body)).toBe(digit);
    expect(isValidGtin(withCheckDigit(body))).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('400638133393')).toBe(false);
    expect(isValidGtin('40063813339a1')).toBe(false);
    expect(() => gs1CheckDigit('12a')).toThrow();
  });
});
