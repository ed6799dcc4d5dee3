/**
 * ZXing's public test photographs of retail barcodes (zxing-blackbox/, origin and licence in its
 * README), with the answer to each and ZXing's own minimums per folder: what the decoder's test
 * and bench/decoder-photos.ts read. Each photo is read upright and turned 180 degrees, as ZXing's
 * black-box tests do.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normaliseDetected } from '../../web/src/features/scan/decoder/code-formats';
import type { RgbaFrame } from './frame';
import { decodePng } from './png';

const ROOT = fileURLToPath(new URL('./zxing-blackbox/', import.meta.url));

/** Each folder's symbology, in Barcode Detection API names (what its answers are). */
type PhotoFormat = 'ean_13' | 'ean_8' | 'upc_a' | 'upc_e';

/**
 * How many photos of a folder ZXing's Java black-box tests require to be read, upright and at
 * 180 degrees (`tryHarderCount` of
 * core/src/test/java/com/google/zxing/oned/*BlackBox*TestCase.java, the count with the TRY_HARDER
 * hint, as the app's passes use it), and the misreads they allow.
 */
export interface ZXingMinimum {
  readonly upright: number;
  readonly turned: number;
  readonly misreads: number;
}

export interface PhotoFolder {
  readonly name: string;
  readonly format: PhotoFormat;
  readonly minimum: ZXingMinimum;
}

const folder = (
  name: string,
  format: PhotoFormat,
  upright: number,
  turned: number,
  misreads = 0,
): PhotoFolder => ({ name, format, minimum: { upright, turned, misreads } });

/** ZXing's minimums at commit 7f129804e396958ae762da288da5df330d142da0 (the photos' commit). */
export const PHOTO_FOLDERS: readonly PhotoFolder[] = [
  folder('ean13-1', 'ean_13', 32, 32),
  folder('ean13-2', 'ean_13', 17, 17, 1),
  folder('ean13-3', 'ean_13', 55, 55),
  folder('ean13-4', 'ean_13', 13, 13, 1),
  folder('ean13-5', 'ean_13', 0, 0),
  folder('ean8-1', 'ean_8', 8, 8),
  folder('upca-1', 'upc_a', 18, 18, 1),
  folder('upca-2', 'upc_a', 36, 36, 2),
  folder('upca-3', 'upc_a', 9, 9, 2),
  folder('upca-4', 'upc_a', 11, 11, 1),
  folder('upca-5', 'upc_a', 23, 23),
  folder('upca-6', 'upc_a', 0, 0),
  folder('upce-1', 'upc_e', 3, 3),
  folder('upce-2', 'upc_e', 35, 35, 1),
  folder('upce-3', 'upc_e', 8, 8),
];

export interface Photo {
  readonly folder: string;
  readonly file: string;
  readonly image: RgbaFrame;
  /** The product number as the app shows it (normaliseDetected of the folder's answer). */
  readonly expected: string;
}

/** An RGBA image turned 180 degrees (pixel order reversed). */
export const turnHalf = (image: RgbaFrame): RgbaFrame => {
  const data = new Uint8ClampedArray(image.data.length);
  const source = new Uint32Array(
    image.data.buffer,
    image.data.byteOffset,
    image.width * image.height,
  );
  new Uint32Array(data.buffer).set(source.slice().reverse());
  return { width: image.width, height: image.height, data };
};

/** The photos of one folder, decoded, with their expected product numbers. */
export const loadPhotos = (photoFolder: PhotoFolder): Photo[] => {
  const directory = `${ROOT}${photoFolder.name}/`;
  return readdirSync(directory)
    .filter((file) => file.endsWith('.png'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => {
      const answer = readFileSync(`${directory}${file.replace(/\.png$/, '.txt')}`, 'utf8').trim();
      return {
        folder: photoFolder.name,
        file,
        image: decodePng(readFileSync(`${directory}${file}`)),
        expected: normaliseDetected(answer, photoFolder.format).text,
      };
    });
};

/** One GTIN, whatever its length (a UPC-A read as 12 or 13 digits is the same product). */
export const sameProduct = (read: string, expected: string): boolean =>
  /^\d+$/.test(read) && read.padStart(14, '0') === expected.padStart(14, '0');
