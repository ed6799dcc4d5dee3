/**
 * Barcode formats in the app's terms: which ZXing formats a scan asks for, and one name and one
 * product number for a code whichever decoder read it (ZXing in the worker, or a native
 * BarcodeDetector). Pure and runnable in Node.
 */

/** retail = EAN-13, EAN-8, UPC-A, UPC-E; qr = QR code; any = both. */
export type DecodeFormats = 'retail' | 'qr' | 'any';

/**
 * A code read. `format` uses the Barcode Detection API's names (`ean_13`, `ean_8`, `upc_a`,
 * `upc_e`, `qr_code`), the same whichever decoder read it.
 */
export interface DecodedCode {
  text: string;
  format: string;
}

export const RETAIL_FORMATS = ['EAN13', 'EAN8', 'UPCA', 'UPCE'] as const;
export const QR_FORMATS = ['QRCode'] as const;

export const zxingFormats = (formats: DecodeFormats): string[] =>
  formats === 'retail'
    ? [...RETAIL_FORMATS]
    : formats === 'qr'
      ? [...QR_FORMATS]
      : [...RETAIL_FORMATS, ...QR_FORMATS];

/** Barcode Detection API format names for zxing-cpp's. */
const DETECTOR_NAMES: Record<string, string> = {
  EAN13: 'ean_13',
  EAN8: 'ean_8',
  UPCA: 'upc_a',
  UPCE: 'upc_e',
  QRCode: 'qr_code',
  QRCodeModel2: 'qr_code',
  QRCodeModel1: 'qr_code',
  MicroQRCode: 'qr_code',
};
export const toDetectorFormat = (zxingFormat: string): string =>
  DETECTOR_NAMES[zxingFormat] ?? zxingFormat.toLowerCase();

/**
 * The GTIN-12 a UPC-E symbol stands for (GS1 General Specifications, zero suppression): the six
 * middle digits are a UPC-A with zeros left out, and which zeros the last of them says. The
 * check digit is the UPC-A's. Anything that is not an 8-digit UPC-E of number system 0 or 1 is
 * returned as it is.
 */
export const expandUpcE = (text: string): string => {
  if (!/^[01]\d{7}$/.test(text)) return text;
  const [system, d1, d2, d3, d4, d5, d6, check] = [...text];
  const body =
    d6 === '0' || d6 === '1' || d6 === '2'
      ? `${d1}${d2}${d6}0000${d3}${d4}${d5}`
      : d6 === '3'
        ? `${d1}${d2}${d3}00000${d4}${d5}`
        : d6 === '4'
          ? `${d1}${d2}${d3}${d4}00000${d5}`
          : `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${system}${body}${check}`;
};

/**
 * A read in the app's terms, whichever decoder made it (`format` in Barcode Detection API names).
 * One product number one way: every GTIN-12 is shown and looked up as its 12 digits.
 * - An EAN-13 starting with 0 is a UPC-A (GS1: the same GTIN-12 with a leading zero); ZXing
 *   reports it either way depending on orientation, so it becomes `upc_a` with 12 digits, as a
 *   BarcodeDetector reports it.
 * - A UPC-E's 8 digits are not a GTIN (their last digit checks the expanded code): the scanner
 *   would refuse most and look the rest up as a GTIN-8, another product. Its text becomes the
 *   GTIN-12 it stands for; the format stays `upc_e`.
 */
export const normaliseDetected = (text: string, format: string): DecodedCode =>
  format === 'ean_13' && text.length === 13 && text.startsWith('0')
    ? { text: text.slice(1), format: 'upc_a' }
    : format === 'upc_e'
      ? { text: expandUpcE(text), format }
      : { text, format };

/** A ZXing read in the app's terms (normaliseDetected). */
export const normalise = (text: string, zxingFormat: string): DecodedCode =>
  normaliseDetected(text, toDetectorFormat(zxingFormat));

/** Barcode Detection API format names to ask a native BarcodeDetector for. */
export const detectorFormats = (formats: DecodeFormats): string[] => [
  ...new Set(zxingFormats(formats).map(toDetectorFormat)),
];
