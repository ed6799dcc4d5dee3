/**
 * The web app's decoding pipeline (web/src/features/scan/decoder/pipeline.ts, the settings the
 * worker runs) on frames from this folder's generator, in Node with the same zxing-wasm build.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { viewfinderRegionFor } from '../../web/src/features/scan/decoder/frame-image';
import { TUNED, ZXingPipeline } from '../../web/src/features/scan/decoder/pipeline';
import { encodeRetail } from './ean';
import { renderScene } from './scene';
import { loadReaderModule, writeMatrixSymbol } from './zxing-node';

let pipeline: ZXingPipeline;
beforeAll(async () => {
  pipeline = new ZXingPipeline(await loadReaderModule(), TUNED);
});

const ean13 = encodeRetail('EAN13', '4006381333931');

describe('tuned decoding pipeline', () => {
  it('reads a clean EAN-13 in a 640x480 frame', () => {
    const frame = renderScene({ width: 640, height: 480, seed: 1, symbol: ean13 });
    expect(pipeline.decodeRgba(frame, 'retail', viewfinderRegionFor(640, 480))).toEqual({
      text: '4006381333931',
      format: 'ean_13',
    });
  });

  it('reads a rotated, noisy, low-contrast EAN-13 in a 1280x720 frame', () => {
    const frame = renderScene({
      width: 1280,
      height: 720,
      seed: 7,
      symbol: ean13,
      placement: { cx: 650, cy: 350, modulePx: 4, angleDeg: 8 },
      degradation: { noiseSigma: 14, contrast: 0.4, blurRadius: 1, lighting: 0.3 },
    });
    expect(pipeline.decodeRgba(frame, 'retail', viewfinderRegionFor(1280, 720))?.text).toBe(
      '4006381333931',
    );
  });

  it('reads a code held sideways', () => {
    const frame = renderScene({
      width: 1280,
      height: 720,
      seed: 3,
      symbol: encodeRetail('UPCA', '036000291452'),
      placement: { cx: 640, cy: 360, modulePx: 3.5, angleDeg: 90 },
    });
    expect(pipeline.decodeRgba(frame, 'retail', viewfinderRegionFor(1280, 720))).toEqual({
      text: '036000291452',
      format: 'upc_a',
    });
  });

  it('reads nothing on empty camera frames', () => {
    for (const seed of [11, 12, 13, 14, 15]) {
      const frame = renderScene({ width: 640, height: 480, seed, degradation: { noiseSigma: 8 } });
      expect(pipeline.decodeRgba(frame, 'any', viewfinderRegionFor(640, 480))).toBeNull();
    }
  });

  it('reads a QR code when asked for QR codes, and not when asked for retail codes', async () => {
    const qr = await writeMatrixSymbol('https://shop.example/p/42');
    const frame = renderScene({
      width: 640,
      height: 480,
      seed: 21,
      symbol: qr,
      placement: { cx: 320, cy: 240, modulePx: 6, angleDeg: 5 },
      degradation: { noiseSigma: 6 },
    });
    expect(pipeline.decodeRgba(frame, 'qr')).toEqual({
      text: 'https://shop.example/p/42',
      format: 'qr_code',
    });
    expect(pipeline.decodeRgba(frame, 'retail')).toBeNull();
    expect(pipeline.decodeRgba(frame, 'any')?.format).toBe('qr_code');
  });

  it('reads an EAN-13 in a frame when asked for QR codes only: no', () => {
    const frame = renderScene({ width: 640, height: 480, seed: 1, symbol: ean13 });
    expect(pipeline.decodeRgba(frame, 'qr')).toBeNull();
  });
});

describe('viewfinder region', () => {
  it('is a centred box inside the frame, wider than tall', () => {
    expect(viewfinderRegionFor(1280, 720)).toEqual({ x: 181, y: 54, width: 918, height: 612 });
    expect(viewfinderRegionFor(640, 480)).toEqual({ x: 14, y: 36, width: 612, height: 408 });
    const portrait = viewfinderRegionFor(720, 1280);
    expect(portrait.x).toBeGreaterThanOrEqual(0);
    expect(portrait.x + portrait.width).toBeLessThanOrEqual(720);
  });
});
