/**
 * EAN-13, EAN-8 and UPC-A symbols as module patterns (true = a dark module), without quiet zones.
 * EAN-13 is 95 modules: start guard 101, six left digits (odd "L" or even "G" parity, the parity
 * pattern encoding the first digit), centre guard 01010, six right digits ("R"), end guard 101.
 * EAN-8 is 67 modules (four L digits, four R digits). UPC-A is EAN-13 with a leading 0.
 */
import { isValidGtin } from './gtin';

const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
] as const;
const invert = (bits: string): string => bits.replace(/[01]/g, (b) => (b === '0' ? '1' : '0'));
const R_CODES = L_CODES.map(invert);
const G_CODES = R_CODES.map((bits) => [...bits].reverse().join(''));
/** Parity of the six left digits of an EAN-13, by its first digit. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
] as const;

export type RetailFormat = 'EAN13' | 'EAN8' | 'UPCA';

/** A one-dimensional symbol: its modules, left to right. */
export interface LinearSymbol {
  readonly kind: 'linear';
  readonly format: RetailFormat;
  readonly text: string;
  readonly modules: readonly boolean[];
}

const toModules = (bits: string): boolean[] => [...bits].map((b) => b === '1');
const digitAt = (code: string, i: number): number => code.charCodeAt(i) - 48;

const assertGtin = (code: string, length: number, name: string): void => {
  if (code.length !== length || !isValidGtin(code))
    throw new Error(`Not a valid ${name} (${length} digits, GS1 check digit): "${code}"`);
};

export const ean13Bits = (code: string): string => {
  assertGtin(code, 13, 'EAN-13');
  const parity = PARITY[digitAt(code, 0)]!;
  let bits = '101';
  for (let i = 1; i <= 6; i++) {
    const d = digitAt(code, i);
    bits += parity[i - 1] === 'L' ? L_CODES[d] : G_CODES[d];
  }
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R_CODES[digitAt(code, i)];
  return `${bits}101`;
};

export const ean8Bits = (code: string): string => {
  assertGtin(code, 8, 'EAN-8');
  let bits = '101';
  for (let i = 0; i < 4; i++) bits += L_CODES[digitAt(code, i)];
  bits += '01010';
  for (let i = 4; i < 8; i++) bits += R_CODES[digitAt(code, i)];
  return `${bits}101`;
};

export const upcABits = (code: string): string => {
  assertGtin(code, 12, 'UPC-A');
  return ean13Bits(`0${code}`);
};

export const encodeRetail = (format: RetailFormat, code: string): LinearSymbol => {
  const bits =
    format === 'EAN13' ? ean13Bits(code) : format === 'EAN8' ? ean8Bits(code) : upcABits(code);
  return { kind: 'linear', format, text: code, modules: toModules(bits) };
};
