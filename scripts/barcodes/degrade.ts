/**
 * What a phone camera does to a barcode: sensor noise, low contrast, defocus blur and uneven
 * lighting. Every function changes the frame in place and is deterministic given its Random.
 */
import type { RgbaFrame } from './frame';
import type { Random } from './random';

/** Adds gaussian noise of standard deviation `sigma` (grey levels), the same on R, G and B plus a little chroma noise. */
export const addNoise = (frame: RgbaFrame, sigma: number, random: Random): void => {
  const { data } = frame;
  for (let i = 0; i < data.length; i += 4) {
    const luma = random.gaussian() * sigma;
    data[i] = data[i]! + luma + random.gaussian() * sigma * 0.3;
    data[i + 1] = data[i + 1]! + luma;
    data[i + 2] = data[i + 2]! + luma + random.gaussian() * sigma * 0.3;
  }
};

/** Squeezes the grey levels towards `mid`: factor 1 leaves the frame, 0.3 keeps 30 % of the contrast. */
export const lowerContrast = (frame: RgbaFrame, factor: number, mid = 128): void => {
  const { data } = frame;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = mid + (data[i]! - mid) * factor;
    data[i + 1] = mid + (data[i + 1]! - mid) * factor;
    data[i + 2] = mid + (data[i + 2]! - mid) * factor;
  }
};

/** Box blur of the given radius (pixels), horizontal then vertical: a mild defocus for radius 1 or 2. */
export const blur = (frame: RgbaFrame, radius: number): void => {
  if (radius < 1) return;
  const { width, height, data } = frame;
  const copy = new Float32Array(data.length);
  const span = 2 * radius + 1;
  // Horizontal pass: data -> copy.
  for (let y = 0; y < height; y++) {
    for (let c = 0; c < 3; c++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        sum += data[(y * width + Math.min(width - 1, Math.max(0, k))) * 4 + c]!;
      }
      for (let x = 0; x < width; x++) {
        copy[(y * width + x) * 4 + c] = sum / span;
        const out = Math.max(0, x - radius);
        const into = Math.min(width - 1, x + radius + 1);
        sum += data[(y * width + into) * 4 + c]! - data[(y * width + out) * 4 + c]!;
      }
    }
  }
  // Vertical pass: copy -> data.
  for (let x = 0; x < width; x++) {
    for (let c = 0; c < 3; c++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        sum += copy[(Math.min(height - 1, Math.max(0, k)) * width + x) * 4 + c]!;
      }
      for (let y = 0; y < height; y++) {
        data[(y * width + x) * 4 + c] = sum / span;
        const out = Math.max(0, y - radius);
        const into = Math.min(height - 1, y + radius + 1);
        sum += copy[(into * width + x) * 4 + c]! - copy[(out * width + x) * 4 + c]!;
      }
    }
  }
};

/**
 * Uneven light: a linear gradient in a random direction (one side `strength` darker than the
 * other) times a vignette, as from a lamp to one side of a shelf.
 */
export const unevenLighting = (frame: RgbaFrame, strength: number, random: Random): void => {
  const { width, height, data } = frame;
  const direction = random.range(0, 2 * Math.PI);
  const gx = Math.cos(direction);
  const gy = Math.sin(direction);
  const half = Math.hypot(width, height) / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      const dy = y - height / 2;
      const along = (dx * gx + dy * gy) / half; // -1 .. 1
      const vignette = 1 - 0.25 * ((dx * dx + dy * dy) / (half * half));
      const gain = (1 - strength / 2 + (strength / 2) * along) * vignette;
      const i = (y * width + x) * 4;
      data[i] = data[i]! * gain;
      data[i + 1] = data[i + 1]! * gain;
      data[i + 2] = data[i + 2]! * gain;
    }
  }
};
