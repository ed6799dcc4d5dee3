/**
 * The PNG reader the photo tests depend on: each filter type and each colour type the photos use,
 * on small files written here byte by byte (the PNG specification's layout, node:zlib's deflate).
 */
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePng } from './png';

const chunk = (type: string, body: Uint8Array): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
};

/** A PNG of already-filtered scan lines (each starting with its filter type byte). */
const png = (
  width: number,
  height: number,
  bitDepth: number,
  colourType: number,
  lines: number[][],
  extra: Buffer[] = [],
): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(Uint8Array.from(lines.flat()))),
    chunk('IEND', new Uint8Array()),
  ]);
};

const pixels = (data: Uint8ClampedArray): number[][] => {
  const out: number[][] = [];
  for (let i = 0; i < data.length; i += 4) out.push([...data.subarray(i, i + 4)]);
  return out;
};

describe('decodePng', () => {
  it('undoes the five filters on an RGB image', () => {
    // Prepare: 2x5 RGB; every row's pixels are (10,20,30) then (40,60,80), each row filtered
    // differently: None, Sub, Up, Average, Paeth.
    const file = png(2, 5, 8, 2, [
      [0, 10, 20, 30, 40, 60, 80],
      [1, 10, 20, 30, 30, 40, 50],
      [2, 0, 0, 0, 0, 0, 0],
      // Average: first pixel (0 + up) / 2 = 5,10,15; second (left + up) / 2 = 25,40,55.
      [3, 5, 10, 15, 15, 20, 25],
      // Paeth: first pixel predicts up; second: p = left + up - upLeft = up, so up.
      [4, 0, 0, 0, 0, 0, 0],
    ]);
    // Act
    const image = decodePng(file);
    // Assess
    expect(image.width).toBe(2);
    expect(image.height).toBe(5);
    for (let row = 0; row < 5; row++)
      expect(pixels(image.data).slice(row * 2, row * 2 + 2)).toEqual([
        [10, 20, 30, 255],
        [40, 60, 80, 255],
      ]);
  });

  it('reads 1-bit and 4-bit palette images through their palette', () => {
    const palette = chunk('PLTE', Uint8Array.from([0, 0, 0, 255, 255, 255, 200, 100, 50]));
    // 1 bit: 1,0,1 packed from the high bit.
    expect(pixels(decodePng(png(3, 1, 1, 3, [[0, 0b10100000]], [palette])).data)).toEqual([
      [255, 255, 255, 255],
      [0, 0, 0, 255],
      [255, 255, 255, 255],
    ]);
    // 4 bits: 2 then 1.
    expect(pixels(decodePng(png(2, 1, 4, 3, [[0, 0x21]], [palette])).data)).toEqual([
      [200, 100, 50, 255],
      [255, 255, 255, 255],
    ]);
  });

  it('reads 8-bit grey as equal red, green and blue', () => {
    expect(pixels(decodePng(png(2, 1, 8, 0, [[0, 7, 250]])).data)).toEqual([
      [7, 7, 7, 255],
      [250, 250, 250, 255],
    ]);
  });

  it('refuses what it does not read, by name', () => {
    expect(() => decodePng(Buffer.from('GIF89a'))).toThrow('not a PNG');
    expect(() => decodePng(png(1, 1, 16, 2, [[0, 0, 0, 0, 0, 0, 0]]))).toThrow('16-bit');
  });
});
