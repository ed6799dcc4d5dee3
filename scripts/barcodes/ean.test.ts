import { describe, expect, it } from 'vitest';
import { ean13Bits, ean8Bits, encodeRetail, upcABits } from './ean';
import { writeLinearModules } from './zxing-node';

const bits = (modules: readonly boolean[]): string => modules.map((m) => (m ? '1' : '0')).join('');

describe('EAN/UPC encoder', () => {
  it('encodes EAN-13 4006381333931 module for module', () => {
    // 101 | 0 L, 0 G, 6 L, 3 L, 8 G, 1 G (parity LGLLGG for the leading 4) | 01010 | 333931 R | 101
    expect(ean13Bits('4006381333931')).toBe(
      '101' +
        '0001101' +
        '0100111' +
        '0101111' +
        '0111101' +
        '0001001' +
        '0110011' +
        '01010' +
        '1000010' +
        '1000010' +
        '1000010' +
        '1110100' +
        '1000010' +
        '1100110' +
        '101',
    );
  });

  it('encodes EAN-8 96385074 in 67 modules', () => {
    expect(ean8Bits('96385074')).toBe(
      '1010001011010111101111010110111010101001110111001010001001011100101',
    );
  });

  it('encodes UPC-A as EAN-13 with a leading zero', () => {
    expect(upcABits('036000291452')).toBe(ean13Bits('0036000291452'));
  });

  it.each([
    ['EAN13', '5901234123457'],
    ['EAN8', '96385074'],
    ['UPCA', '036000291452'],
  ] as const)('agrees with ZXing-C++’s writer for %s %s', async (format, code) => {
    expect(bits(encodeRetail(format, code).modules)).toBe(
      bits(await writeLinearModules(code, format)),
    );
  });

  it('refuses a code with a wrong check digit', () => {
    expect(() => ean13Bits('4006381333932')).toThrow(/check digit/);
  });
});
