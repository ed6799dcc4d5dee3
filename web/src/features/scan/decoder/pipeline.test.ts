/**
 * The pipeline's pure rules: one product number one way whichever decoder read it, and the
 * resized images of the low-resolution passes.
 */
import { describe, expect, it } from 'vitest';
import { isValidBarcode } from '@shop-scanner/shared/barcode-rules';
import { expandUpcE, normalise, normaliseDetected } from './code-formats';
import { halveGrey, widenTwice } from './frame-image';

describe('product numbers', () => {
  it.each([
    // Prepare: one UPC-E per zero-suppression rule (its last digit), with the UPC-A it stands for.
    ['01234505', '012000003455'],
    ['04252614', '042100005264'],
    ['01234531', '012300000451'],
    ['01234543', '012340000053'],
    ['01234565', '012345000065'],
    ['05096893', '050968000093'],
  ])('expands UPC-E %s to the GTIN-12 %s, a valid barcode', (upcE, gtin12) => {
    // Act
    const expanded = expandUpcE(upcE);
    // Assess
    expect(expanded).toBe(gtin12);
    expect(isValidBarcode(expanded)).toBe(true);
  });

  it('leaves what is not a UPC-E of number system 0 or 1 as it is', () => {
    expect(expandUpcE('21234565')).toBe('21234565');
    expect(expandUpcE('0123456')).toBe('0123456');
  });

  it('shows a UPC-E and a leading-zero EAN-13 as 12 digits, from ZXing and from a BarcodeDetector', () => {
    expect(normalise('01234565', 'UPCE')).toEqual({ text: '012345000065', format: 'upc_e' });
    expect(normaliseDetected('01234565', 'upc_e')).toEqual({
      text: '012345000065',
      format: 'upc_e',
    });
    expect(normalise('0036000291452', 'EAN13')).toEqual({ text: '036000291452', format: 'upc_a' });
    expect(normaliseDetected('0036000291452', 'ean_13')).toEqual({
      text: '036000291452',
      format: 'upc_a',
    });
    expect(normaliseDetected('4006381333931', 'ean_13')).toEqual({
      text: '4006381333931',
      format: 'ean_13',
    });
  });
});

describe('resized grey images', () => {
  it('doubles each row bilinearly, ends kept', () => {
    // Prepare: a 3x2 image, each row going from dark to light.
    const target = new Uint8Array(12);
    // Act
    widenTwice(Uint8Array.from([0, 200, 100, 40, 40, 80]), 3, 2, target);
    // Assess: inner pixels a quarter and three quarters of the way between their neighbours.
    expect([...target]).toEqual([0, 50, 150, 175, 125, 100, 40, 40, 40, 50, 70, 80]);
  });

  it('halves an image by averaging 2x2 blocks', () => {
    const target = new Uint8Array(2);
    halveGrey(Uint8Array.from([0, 4, 100, 200, 8, 12, 100, 200]), 4, 2, target);
    expect([...target]).toEqual([6, 150]);
  });
});
