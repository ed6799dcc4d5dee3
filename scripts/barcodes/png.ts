/**
 * A PNG file to RGBA pixels, in Node, for the decoder's tests and benchmarks on real photographs
 * (zxing-blackbox/). The photos are 8-bit RGB, 8-bit grey and 1- to 8-bit palette images, none
 * interlaced; this reads those (and RGBA, grey with alpha) and refuses the rest by name, so a photo
 * it cannot read fails loudly instead of becoming a wrong picture. No dependency: node:zlib inflates.
 */
import { inflateSync } from 'node:zlib';
import type { RgbaFrame } from './frame';

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** Samples per pixel for each PNG colour type: grey, RGB, palette, grey+alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const paeth = (left: number, up: number, upLeft: number): number => {
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
};

/** Undoes each scan line's filter (PNG spec §9), in place; returns the unfiltered rows. */
const unfilter = (raw: Uint8Array, height: number, rowBytes: number, bpp: number): Uint8Array => {
  const out = new Uint8Array(height * rowBytes);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (rowBytes + 1)]!;
    const line = raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    const row = y * rowBytes;
    const prior = row - rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const left = x >= bpp ? out[row + x - bpp]! : 0;
      const up = y > 0 ? out[prior + x]! : 0;
      const upLeft = y > 0 && x >= bpp ? out[prior + x - bpp]! : 0;
      const predictor =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? (left + up) >> 1
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : Number.NaN;
      if (Number.isNaN(predictor)) throw new Error(`PNG: unknown filter type ${filter}`);
      out[row + x] = (line[x]! + predictor) & 0xff;
    }
  }
  return out;
};

/** Decodes a PNG file into RGBA pixels (4 bytes a pixel, rows top to bottom). */
export const decodePng = (file: Uint8Array): RgbaFrame => {
  if (!SIGNATURE.every((byte, i) => file[i] === byte)) throw new Error('PNG: not a PNG file');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let colourType = -1;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  for (let at = 8; at + 8 <= file.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      bitDepth = body[8]!;
      colourType = body[9]!;
      if (body[12] !== 0) throw new Error('PNG: interlaced images are not read');
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = CHANNELS[colourType];
  if (channels === undefined) throw new Error(`PNG: unknown colour type ${colourType}`);
  const indexed = colourType === 3 || colourType === 0;
  if (bitDepth !== 8 && !(indexed && [1, 2, 4].includes(bitDepth)))
    throw new Error(`PNG: ${bitDepth}-bit samples of colour type ${colourType} are not read`);
  if (colourType === 3 && !palette) throw new Error('PNG: palette image without a palette');

  const rowBytes = Math.ceil((width * channels * bitDepth) / 8);
  const bpp = Math.max(1, (channels * bitDepth) >> 3);
  const rows = unfilter(inflateSync(Buffer.concat(data)), height, rowBytes, bpp);
  const rgba = new Uint8ClampedArray(width * height * 4);
  const perByte = 8 / bitDepth;
  const mask = (1 << bitDepth) - 1;
  // A grey sample of fewer than 8 bits spans 0..mask; scaled so that white stays 255.
  const greyScale = 255 / mask;
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (indexed) {
        const byte = rows[row + Math.floor(x / perByte)]!;
        const shift = bitDepth === 8 ? 0 : 8 - bitDepth * ((x % perByte) + 1);
        const sample = (byte >> shift) & mask;
        if (colourType === 3) {
          rgba[o] = palette![sample * 3]!;
          rgba[o + 1] = palette![sample * 3 + 1]!;
          rgba[o + 2] = palette![sample * 3 + 2]!;
          rgba[o + 3] = transparency?.[sample] ?? 255;
        } else {
          rgba[o] = rgba[o + 1] = rgba[o + 2] = Math.round(sample * greyScale);
          rgba[o + 3] = 255;
        }
        continue;
      }
      const i = row + x * channels;
      if (channels <= 2) {
        rgba[o] = rgba[o + 1] = rgba[o + 2] = rows[i]!;
        rgba[o + 3] = channels === 2 ? rows[i + 1]! : 255;
      } else {
        rgba[o] = rows[i]!;
        rgba[o + 1] = rows[i + 1]!;
        rgba[o + 2] = rows[i + 2]!;
        rgba[o + 3] = channels === 4 ? rows[i + 3]! : 255;
      }
    }
  }
  return { width, height, data: rgba };
};
