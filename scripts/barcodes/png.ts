/**
 * A PNG file to RGBA pixels, in Node, for the decoder's tests and benchmarks on real photographs
 * (zxing-blackbox/: 8-bit RGB, 8-bit grey and 1- to 8-bit palette images). pngjs reads every
 * colour type and bit depth and gives RGBA, as a canvas's ImageData lays it out.
 */
import { PNG } from 'pngjs';
import type { RgbaFrame } from './frame';

/** Decodes a PNG file into RGBA pixels (4 bytes a pixel, rows top to bottom). */
export const decodePng = (file: Uint8Array): RgbaFrame => {
  const png = PNG.sync.read(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  return {
    width: png.width,
    height: png.height,
    data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength),
  };
};
