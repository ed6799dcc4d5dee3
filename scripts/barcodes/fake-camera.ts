/**
 * A fake camera video of one EAN-13 held in the middle of the frame, hand-steady (a pixel or two
 * of drift between frames), over a cluttered backdrop, for Chromium's
 * `--use-file-for-fake-video-capture`. Used by the CLI make-fake-camera.ts and by browser tests.
 */
import { encodeRetail } from './ean';
import type { RgbaFrame } from './frame';
import { createRandom } from './random';
import { drawSymbol } from './render';
import { cameraBackdrop } from './scene';
import { addNoise } from './degrade';
import { writeY4m } from './y4m';

export interface FakeCameraOptions {
  readonly width?: number;
  readonly height?: number;
  readonly frames?: number;
  readonly fps?: number;
  readonly seed?: number;
}

export function* fakeCameraFrames(
  ean13: string,
  options: FakeCameraOptions = {},
): Generator<RgbaFrame> {
  const width = options.width ?? 1280;
  const height = options.height ?? 720;
  const frames = options.frames ?? 30;
  const symbol = encodeRetail('EAN13', ean13);
  const random = createRandom(options.seed ?? 1);
  const backdrop = cameraBackdrop(width, height, random);
  // The code spans about half the frame's height: well inside a centred square viewfinder.
  const modulePx = Math.max(1.5, (0.5 * Math.min(width, height)) / symbol.modules.length);
  for (let n = 0; n < frames; n++) {
    const frame = { width, height, data: backdrop.data.slice() };
    drawSymbol(frame, symbol, {
      cx: width / 2 + 2 * Math.sin(n / 4),
      cy: height / 2 + 2 * Math.cos(n / 5),
      modulePx,
      angleDeg: 2 * Math.sin(n / 7),
    });
    addNoise(frame, 2, random);
    yield frame;
  }
}

export const writeFakeCamera = (
  file: string,
  ean13: string,
  options: FakeCameraOptions = {},
): void =>
  writeY4m(
    file,
    options.width ?? 1280,
    options.height ?? 720,
    fakeCameraFrames(ean13, options),
    options.fps ?? 30,
  );
