/**
 * Draws a barcode on a printed label into an RGBA frame, as a camera would see it held up: any
 * position, module size and rotation, with a quiet zone and anti-aliased edges (4x4 supersampling).
 */
import type { LinearSymbol } from './ean';
import type { Rgb, RgbaFrame } from './frame';

/** A two-dimensional symbol (a QR code, say): rows of modules, true = dark. */
export interface MatrixSymbol {
  readonly kind: 'matrix';
  readonly format: string;
  readonly text: string;
  readonly rows: readonly (readonly boolean[])[];
}

export type BarcodeSymbol = LinearSymbol | MatrixSymbol;

export interface Placement {
  /** Centre of the symbol, in frame pixels. */
  readonly cx: number;
  readonly cy: number;
  /** Width of one module, in frame pixels. */
  readonly modulePx: number;
  /** Clockwise rotation, in degrees. */
  readonly angleDeg?: number;
  /** Linear symbols: bar height in modules (EAN-13's nominal 22.85 mm over 37.29 mm: about 0.6 of the width). */
  readonly barHeightModules?: number;
  /** Light margin around the symbol, in modules (GS1: 11 left and 7 right for EAN-13; QR: 4). */
  readonly quietZoneModules?: number;
  readonly ink?: Rgb;
  readonly paper?: Rgb;
}

const SUPERSAMPLE = 4;

interface Layout {
  /** Symbol size in modules (without the quiet zone). */
  readonly width: number;
  readonly height: number;
  readonly quiet: number;
  readonly isDark: (u: number, v: number) => boolean;
}

const layoutOf = (symbol: BarcodeSymbol, placement: Placement): Layout => {
  if (symbol.kind === 'linear') {
    const modules = symbol.modules;
    return {
      width: modules.length,
      height: placement.barHeightModules ?? Math.round(modules.length * 0.6),
      quiet: placement.quietZoneModules ?? 11,
      isDark: (u) => modules[Math.floor(u)] === true,
    };
  }
  const rows = symbol.rows;
  return {
    width: rows[0]?.length ?? 0,
    height: rows.length,
    quiet: placement.quietZoneModules ?? 4,
    isDark: (u, v) => rows[Math.floor(v)]?.[Math.floor(u)] === true,
  };
};

/** Draws `symbol` (with its light label) into `frame` in place. */
export const drawSymbol = (frame: RgbaFrame, symbol: BarcodeSymbol, placement: Placement): void => {
  const { width, height, quiet, isDark } = layoutOf(symbol, placement);
  const ink = placement.ink ?? [25, 25, 30];
  const paper = placement.paper ?? [238, 236, 228];
  const angle = ((placement.angleDeg ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const scale = placement.modulePx;
  // The label: the symbol plus its quiet zone, in modules, centred on (0, 0).
  const halfW = width / 2 + quiet;
  const halfH = height / 2 + quiet;
  const reach = Math.hypot(halfW, halfH) * scale + 2;
  const x0 = Math.max(0, Math.floor(placement.cx - reach));
  const x1 = Math.min(frame.width, Math.ceil(placement.cx + reach));
  const y0 = Math.max(0, Math.floor(placement.cy - reach));
  const y1 = Math.min(frame.height, Math.ceil(placement.cy + reach));
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) {
      let onLabel = 0;
      let dark = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const dx = px + (sx + 0.5) / SUPERSAMPLE - placement.cx;
          const dy = py + (sy + 0.5) / SUPERSAMPLE - placement.cy;
          // Inverse rotation, then pixels to modules.
          const u = (dx * cos + dy * sin) / scale;
          const v = (-dx * sin + dy * cos) / scale;
          if (Math.abs(u) > halfW || Math.abs(v) > halfH) continue;
          onLabel++;
          if (isDark(u + width / 2, v + height / 2)) dark++;
        }
      }
      if (onLabel === 0) continue;
      const cover = onLabel / samples;
      const darkness = dark / onLabel;
      const i = (py * frame.width + px) * 4;
      for (let c = 0; c < 3; c++) {
        const label = paper[c]! + (ink[c]! - paper[c]!) * darkness;
        frame.data[i + c] = frame.data[i + c]! * (1 - cover) + label * cover;
      }
    }
  }
};

/** The size of a symbol in modules (without quiet zone), e.g. to choose a module size that fits. */
export const symbolModules = (symbol: BarcodeSymbol): number =>
  symbol.kind === 'linear' ? symbol.modules.length : (symbol.rows[0]?.length ?? 0);
