/**
 * A camera frame's pixels as the decoder prepares them: the region worth decoding, RGBA to a
 * grey image, and the grey image resampled and stretched for the passes that need it. Pure
 * and runnable in Node; no DOM types (the root tsconfig compiles it without the DOM library).
 */

/** A rectangle in frame pixels. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An RGBA image laid out as ImageData (a canvas's getImageData, an ImageData, a test frame). */
export interface RgbaImage {
  readonly data: Uint8ClampedArray | Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Clamps a region to the image and rounds it to whole pixels; the whole image when absent. */
export const clampRegion = (width: number, height: number, region?: Region): Region => {
  if (!region) return { x: 0, y: 0, width, height };
  const x = Math.max(0, Math.min(width, Math.round(region.x)));
  const y = Math.max(0, Math.min(height, Math.round(region.y)));
  return {
    x,
    y,
    width: Math.max(0, Math.min(width - x, Math.round(region.width))),
    height: Math.max(0, Math.min(height - y, Math.round(region.height))),
  };
};

/**
 * RGBA to 8-bit luminance (BT.601 weights, integer arithmetic), of `region` only, into `out`.
 * With `halve`, every 2x2 block becomes one pixel (the average), so the output is a quarter.
 * Returns the output's width and height.
 */
export const rgbaToLuma = (
  image: RgbaImage,
  region: Region,
  out: Uint8Array,
  halve: boolean,
): { width: number; height: number } => {
  const { data, width: stride } = image;
  if (!halve) {
    let o = 0;
    for (let y = region.y; y < region.y + region.height; y++) {
      let i = (y * stride + region.x) * 4;
      const end = i + region.width * 4;
      for (; i < end; i += 4) {
        out[o++] = (306 * data[i]! + 601 * data[i + 1]! + 117 * data[i + 2]! + 512) >> 10;
      }
    }
    return { width: region.width, height: region.height };
  }
  const width = region.width >> 1;
  const height = region.height >> 1;
  let o = 0;
  for (let y = 0; y < height; y++) {
    let a = ((region.y + 2 * y) * stride + region.x) * 4;
    let b = a + stride * 4;
    for (let x = 0; x < width; x++, a += 8, b += 8) {
      const r = data[a]! + data[a + 4]! + data[b]! + data[b + 4]!;
      const g = data[a + 1]! + data[a + 5]! + data[b + 1]! + data[b + 5]!;
      const bl = data[a + 2]! + data[a + 6]! + data[b + 2]! + data[b + 6]!;
      out[o++] = (306 * r + 601 * g + 117 * bl + 2048) >> 12;
    }
  }
  return { width, height };
};

/** Averages every `rows` rows of a grey image into one, from `source` into `target`. */
export const averageRows = (
  source: Uint8Array,
  width: number,
  height: number,
  rows: number,
  target: Uint8Array,
): { width: number; height: number } => {
  const outHeight = Math.floor(height / rows);
  const half = rows >> 1;
  for (let y = 0; y < outHeight; y++) {
    const base = y * rows * width;
    const out = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = 0, i = base + x; k < rows; k++, i += width) sum += source[i]!;
      target[out + x] = ((sum + half) / rows) | 0;
    }
  }
  return { width, height: outHeight };
};

/**
 * One row doubled in width, times 4: bilinear with the half-pixel centres a canvas uses (each
 * output pixel a quarter or three quarters of the way between two source pixels), ends repeated.
 */
const doubleRow = (source: Uint8Array, start: number, width: number, out: Uint16Array): void => {
  out[0] = 4 * source[start]!;
  for (let i = 0; i < width - 1; i++) {
    const a = source[start + i]!;
    const b = source[start + i + 1]!;
    out[2 * i + 1] = 3 * a + b;
    out[2 * i + 2] = a + 3 * b;
  }
  out[2 * width - 1] = 4 * source[start + width - 1]!;
};

/**
 * A grey image doubled in width only (bilinear along each row), into `target` (twice its size).
 * A level retail code's information runs along the rows: doubling them gives ZXing's edge finding
 * sub-pixel positions at half the cost of doubling both ways.
 */
export const widenTwice = (
  source: Uint8Array,
  width: number,
  height: number,
  target: Uint8Array,
): void => {
  const row = new Uint16Array(2 * width);
  for (let y = 0; y < height; y++) {
    doubleRow(source, y * width, width, row);
    const out = 2 * y * width;
    for (let x = 0; x < 2 * width; x++) target[out + x] = (row[x]! + 2) >> 2;
  }
};

/** A grey image halved in both directions (each 2x2 block averaged), into `target`. */
export const halveGrey = (
  source: Uint8Array,
  width: number,
  height: number,
  target: Uint8Array,
): void => {
  const outWidth = width >> 1;
  for (let y = 0; y < height >> 1; y++) {
    let a = 2 * y * width;
    let b = a + width;
    const out = y * outWidth;
    for (let x = 0; x < outWidth; x++, a += 2, b += 2)
      target[out + x] = (source[a]! + source[a + 1]! + source[b]! + source[b + 1]! + 2) >> 2;
  }
};

/** Maps the 1st to 99th percentile of a grey image onto 0..255, in place. */
export const stretchContrast = (image: Uint8Array): void => {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < image.length; i++) histogram[image[i]!]!++;
  const cut = Math.floor(image.length / 100);
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low]! <= cut; low++) seen += histogram[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high]! <= cut; high--) seen += histogram[high]!;
  if (high - low < 8) return;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    lut[v] = Math.max(0, Math.min(255, Math.round(((v - low) * 255) / (high - low))));
  for (let i = 0; i < image.length; i++) image[i] = lut[image[i]!]!;
};

/**
 * The part of a camera frame worth decoding: a centred box covering the viewfinder overlay (a
 * square in the middle of the view, at most about 70 % of its height) with a margin, wider than
 * tall because retail barcodes are. 1280x720 gives 918x612, 640x480 gives 612x408.
 */
export const viewfinderRegionFor = (width: number, height: number): Region => {
  const regionHeight = Math.min(height, Math.round(height * 0.85));
  const regionWidth = Math.min(width, Math.round(regionHeight * 1.5));
  return {
    x: Math.round((width - regionWidth) / 2),
    y: Math.round((height - regionHeight) / 2),
    width: regionWidth,
    height: regionHeight,
  };
};
