/**
 * Camera-like frames: a cluttered backdrop (shelf, packaging, printed text, sensor noise) with or
 * without a barcode held up near the middle, optionally degraded. Deterministic for a given seed.
 */
import { addNoise, blur, lowerContrast, unevenLighting } from './degrade';
import { createFrame, fillRect, type Rgb, type RgbaFrame } from './frame';
import { createRandom, type Random } from './random';
import { drawSymbol, symbolModules, type BarcodeSymbol, type Placement } from './render';

const tone = (random: Random, min: number, max: number): Rgb => {
  const base = random.range(min, max);
  return [base + random.range(-25, 25), base + random.range(-25, 25), base + random.range(-25, 25)];
};

/** A backdrop with the structure a camera pointed at a shelf sees, and no barcode. */
export const cameraBackdrop = (width: number, height: number, random: Random): RgbaFrame => {
  const frame = createFrame(width, height);
  const top = tone(random, 60, 190);
  const bottom = tone(random, 40, 170);
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1 || 1);
    const row: Rgb = [
      top[0] + (bottom[0] - top[0]) * t,
      top[1] + (bottom[1] - top[1]) * t,
      top[2] + (bottom[2] - top[2]) * t,
    ];
    fillRect(frame, 0, y, width, 1, row);
  }
  const unit = Math.min(width, height);
  // Packaging: boxes of flat colour.
  for (let n = random.int(6, 12); n > 0; n--) {
    fillRect(
      frame,
      random.range(-0.2, 1) * width,
      random.range(-0.2, 1) * height,
      random.range(0.1, 0.5) * unit,
      random.range(0.1, 0.5) * unit,
      tone(random, 20, 235),
    );
  }
  // Shelf edges: long thin horizontal lines.
  for (let n = random.int(1, 3); n > 0; n--) {
    fillRect(frame, 0, random.range(0, height), width, random.range(2, 6), tone(random, 10, 60));
  }
  // Printed text: rows of short dark dashes of letter-like widths.
  for (let block = random.int(3, 6); block > 0; block--) {
    const x0 = random.range(0, 0.8) * width;
    const y0 = random.range(0, 0.85) * height;
    const size = random.range(0.012, 0.03) * unit;
    const ink = tone(random, 10, 70);
    for (let line = random.int(2, 6); line > 0; line--) {
      let x = x0;
      const y = y0 + line * size * 1.8;
      const end = x0 + random.range(0.15, 0.4) * width;
      while (x < end) {
        const glyph = random.range(0.3, 0.9) * size;
        if (random.next() > 0.15) fillRect(frame, x, y, glyph, size, ink);
        x += glyph + random.range(0.15, 0.5) * size;
      }
    }
  }
  blur(frame, 1);
  addNoise(frame, 3, random);
  return frame;
};

export interface Degradation {
  /** Gaussian sensor noise, standard deviation in grey levels. */
  readonly noiseSigma?: number;
  /** Contrast kept, 0..1. */
  readonly contrast?: number;
  /** Box blur radius in pixels. */
  readonly blurRadius?: number;
  /** Uneven lighting strength, 0..1. */
  readonly lighting?: number;
}

export interface HoldOptions {
  /** Symbol width (without quiet zone) as a fraction of the frame's shorter side. */
  readonly fill?: readonly [number, number];
  /** Largest rotation either way, in degrees. */
  readonly maxAngleDeg?: number;
  /** Largest offset of the centre from the frame's centre, as a fraction of each side. */
  readonly offset?: number;
}

/** Where a shopper would hold the code: near the middle, slightly tilted, filling part of the viewfinder. */
export const heldUpPlacement = (
  symbol: BarcodeSymbol,
  width: number,
  height: number,
  random: Random,
  options: HoldOptions = {},
): Placement => {
  const [minFill, maxFill] = options.fill ?? [0.45, 0.7];
  const maxAngle = options.maxAngleDeg ?? 0;
  const offset = options.offset ?? 0.04;
  const modulePx =
    (random.range(minFill, maxFill) * Math.min(width, height)) / symbolModules(symbol);
  return {
    cx: width / 2 + random.range(-offset, offset) * width,
    cy: height / 2 + random.range(-offset, offset) * height,
    modulePx,
    angleDeg: random.range(-maxAngle, maxAngle),
  };
};

export const degrade = (frame: RgbaFrame, degradation: Degradation, random: Random): void => {
  if (degradation.lighting) unevenLighting(frame, degradation.lighting, random);
  if (degradation.contrast !== undefined && degradation.contrast < 1)
    lowerContrast(frame, degradation.contrast);
  if (degradation.blurRadius) blur(frame, degradation.blurRadius);
  if (degradation.noiseSigma) addNoise(frame, degradation.noiseSigma, random);
};

export interface SceneOptions {
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  /** Absent: an empty frame (backdrop only). */
  readonly symbol?: BarcodeSymbol;
  readonly hold?: HoldOptions;
  /** Overrides the held-up placement. */
  readonly placement?: Placement;
  readonly degradation?: Degradation;
}

/** One camera frame, the same for the same options. */
export const renderScene = (options: SceneOptions): RgbaFrame => {
  const random = createRandom(options.seed);
  const frame = cameraBackdrop(options.width, options.height, random);
  if (options.symbol) {
    const placement =
      options.placement ??
      heldUpPlacement(options.symbol, options.width, options.height, random, options.hold);
    drawSymbol(frame, options.symbol, placement);
  }
  if (options.degradation) degrade(frame, options.degradation, random);
  return frame;
};
