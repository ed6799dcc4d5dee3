/**
 * The barcode decoding pipeline, pure and runnable in Node: RGBA (what a canvas gives) to a
 * luminance buffer written straight into the WebAssembly heap (frame-image.ts), then ZXing-C++
 * (zxing-wasm's reader build) in the passes below. The worker and bench/decoder.ts both use exactly
 * this module, so the measured settings are the shipped settings. No DOM types here: the root
 * tsconfig (bench, scripts) compiles it without the DOM library.
 */
import {
  binarizers,
  characterSets,
  defaultReaderOptions,
  eanAddOnSymbols,
  encodeFormats,
  textModes,
  type ReaderOptions,
  type ZXingReaderModule,
  type ZXingReaderOptions,
  type ZXingReadResult,
  type ZXingVector,
} from 'zxing-wasm/reader';
import { normalise, zxingFormats, type DecodedCode, type DecodeFormats } from './code-formats';
import {
  averageRows,
  clampRegion,
  halveGrey,
  rgbaToLuma,
  stretchContrast,
  widenTwice,
  type Region,
  type RgbaImage,
} from './frame-image';

/**
 * The parts of the Emscripten module the pipeline uses (zxing-wasm types them through
 * @types/emscripten, which it does not install).
 */
interface HeapModule {
  readonly HEAPU8: Uint8Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  readBarcodesFromPixmap(
    pointer: number,
    width: number,
    height: number,
    options: ZXingReaderOptions,
  ): ZXingVector<ZXingReadResult>;
}

/**
 * One call into ZXing-C++: its options, and the image it reads.
 * - `grey`: the crop converted to grey (halved when large);
 * - `bars`: that image with every `barsRows` rows averaged into one. Retail codes are vertical
 *   bars (the overlay asks for them level, and 10 degrees of tilt smear a bar by under a pixel
 *   over 4 rows), so averaging rows cuts sensor noise by half or more and the scan lines to read
 *   by as much; useless for QR codes and for codes held sideways.
 * - `grey-wide`: the grey image doubled in width (bilinear along each row): a code of a few pixels
 *   a module gets the sub-pixel edges ZXing's bar widths need, without the misreads a harder look
 *   at the raw pixels brings; a level code's information runs along the rows, so doubling them
 *   costs half of doubling both ways and reads as much;
 * - `grey-half`: the grey image halved (2x2 average): less noise on a code with modules to spare.
 * `stretch` maps the image's 1st to 99th percentile onto 0 to 255 first (for FixedThreshold).
 */
export interface Pass {
  readonly name: string;
  readonly image: 'grey' | 'bars' | 'grey-wide' | 'grey-half';
  readonly stretch?: boolean;
  /** Only for retail (linear) codes: chosen on them, skipped when only QR codes are asked for. */
  readonly linearOnly?: boolean;
  /**
   * Only for images of some sizes: when the shorter side of the image or crop given (before any
   * halving) is from the first to the second number of pixels.
   */
  readonly shortSide?: readonly [number, number];
  readonly options: ReaderOptions;
}

/** A pipeline: the passes tried in order until one reads a code. */
export interface PipelineSettings {
  readonly name: string;
  /**
   * Crops whose shorter side is above this are halved (2x2 average) during colour conversion:
   * ZXing needs about 1.5 px a module, and a 720p viewfinder crop has 3 or more.
   */
  readonly halveAbove: number;
  /** Rows averaged into one for `bars` passes. */
  readonly barsRows: number;
  readonly passes: readonly Pass[];
}

/** What every pass shares: one symbol, the formats asked for, no EAN add-ons. */
const common: ReaderOptions = {
  maxNumberOfSymbols: 1,
  tryInvert: false,
  tryDenoise: false,
  returnErrors: false,
  eanAddOnSymbol: 'Ignore',
  textMode: 'HRI',
};

/**
 * The design.md baseline: ZXing-C++ defaults with tryHarder on, retail formats, one symbol,
 * through readBarcodes(ImageData) on the full frame (zxing-wasm converts RGBA to grey itself).
 */
export const BASELINE_OPTIONS: ReaderOptions = {
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** A tryHarder look at one image, for retail codes only. */
const harder = (
  name: string,
  image: Pass['image'],
  shortSide: readonly [number, number],
  options: ReaderOptions = {},
): Pass => ({
  name,
  image,
  shortSide,
  linearOnly: true,
  options: { ...common, tryHarder: true, tryRotate: false, tryDownscale: false, ...options },
});

/**
 * The tuned pipeline, chosen by bench/decoder.ts on camera-like frames and bench/decoder-photos.ts
 * on ZXing's real photographs (figures in bench/RESULTS.md). The viewfinder crop only, converted
 * to grey by our own loop straight into the WebAssembly heap (halved when its shorter side is
 * over 480 px), then until one reads:
 * 1. `fast`: tryHarder off (a few scan lines), tryRotate on (codes held sideways; nearly free);
 * 2. `bars`: the rows averaged 4 by 4 (noise down by half, a quarter of the lines), tryHarder on;
 * 3. `bars-fixed`: the same image contrast-stretched, FixedThreshold binarizer: reads the
 *    low-contrast noisy codes whose per-line histogram threshold wavers.
 * Low-resolution images (a 640x480 camera, a small photo) have few pixels a module, where the
 * bar passes smear the code; on them only (so a 720p camera's frames cost no more), by size:
 * 4. `small-wide` (shorter side up to 240 px): the rows doubled in width, tryHarder; on ZXing's
 *    240x240 photos it reads what a tryHarder pass on the raw pixels reads and more, and reads
 *    right two codes that pass misreads;
 * 5. `small-grey` (up to 240 px): the raw pixels, tryHarder, for the few the widening blurs;
 * 6. `low-res-half` (241 to 480 px): halved, tryHarder, a code only when 3 scan lines agree;
 * 7. `low-res-grey` (241 to 480 px): the raw pixels, tryHarder and tryRotate, 3 lines agreeing
 *    (with ZXing's default of 2 this pass misreads photos nothing else misreads).
 * An empty 720p frame costs about 1 ms; degraded 720p codes are read 59 times in 60.
 */
export const TUNED: PipelineSettings = {
  name: 'tuned',
  halveAbove: 480,
  barsRows: 4,
  passes: [
    {
      name: 'fast',
      image: 'grey',
      options: { ...common, tryHarder: false, tryRotate: true, tryDownscale: false },
    },
    {
      name: 'bars',
      image: 'bars',
      linearOnly: true,
      options: { ...common, tryHarder: true, tryRotate: false, tryDownscale: false },
    },
    {
      name: 'bars-fixed',
      image: 'bars',
      linearOnly: true,
      stretch: true,
      options: {
        ...common,
        tryHarder: true,
        tryRotate: false,
        tryDownscale: false,
        binarizer: 'FixedThreshold',
      },
    },
    harder('small-wide', 'grey-wide', [0, 240]),
    harder('small-grey', 'grey', [0, 240]),
    harder('low-res-half', 'grey-half', [241, 480], { minLineCount: 3 }),
    harder('low-res-grey', 'grey', [241, 480], { minLineCount: 3, tryRotate: true }),
  ],
};

/**
 * For a still image (an uploaded screenshot or photo): decoded once, so ZXing's full effort,
 * whole image, any rotation, inverted codes too, then the bar passes.
 */
export const STILL: PipelineSettings = {
  name: 'still',
  halveAbove: 1080,
  barsRows: 4,
  passes: [
    {
      name: 'thorough',
      image: 'grey',
      options: { ...common, tryHarder: true, tryRotate: true, tryInvert: true, tryDownscale: true },
    },
    ...TUNED.passes.slice(1),
  ],
};

/** ZXing-C++'s option record for a pass (what zxing-wasm's readBarcodes builds on every call). */
export const toZXingOptions = (
  options: ReaderOptions,
  formats: DecodeFormats,
): ZXingReaderOptions => {
  const merged = { ...defaultReaderOptions, ...options };
  return {
    ...merged,
    formats: encodeFormats(zxingFormats(formats) as Parameters<typeof encodeFormats>[0]),
    binarizer: binarizers.indexOf(merged.binarizer),
    eanAddOnSymbol: eanAddOnSymbols.indexOf(merged.eanAddOnSymbol),
    textMode: textModes.indexOf(merged.textMode),
    characterSet: characterSets.indexOf(merged.characterSet),
    tryCode39ExtendedMode: merged.tryCode39ExtendedMode ?? true,
  };
};

/**
 * A decoder bound to one instantiated zxing-wasm reader module. Synchronous: the worker calls it
 * per frame, the bench times it. Reuses one buffer in the WebAssembly heap across frames.
 */
export class ZXingPipeline {
  private pointer = 0;
  private capacity = 0;
  private resizedPointer = 0;
  private resizedCapacity = 0;
  private readonly optionCache = new Map<string, ZXingReaderOptions>();

  private readonly module: HeapModule;

  constructor(
    module: ZXingReaderModule,
    readonly settings: PipelineSettings = TUNED,
  ) {
    this.module = module as unknown as HeapModule;
  }

  private options(pass: Pass, formats: DecodeFormats): ZXingReaderOptions {
    const key = `${pass.name}:${formats}`;
    let options = this.optionCache.get(key);
    if (!options) {
      options = toZXingOptions(pass.options, formats);
      this.optionCache.set(key, options);
    }
    return options;
  }

  /** Two buffers in the WebAssembly heap: the grey crop, then its `bars` version. */
  private reserve(bytes: number): number {
    if (bytes > this.capacity) {
      if (this.pointer) this.module._free(this.pointer);
      this.pointer = this.module._malloc(2 * bytes);
      if (!this.pointer)
        throw new Error(`Could not allocate ${bytes} bytes in the WebAssembly heap`);
      this.capacity = bytes;
    }
    return this.pointer;
  }

  /** Decodes the `region` of an RGBA image (all of it when absent); null when nothing is read. */
  decodeRgba(
    image: RgbaImage,
    formats: DecodeFormats = 'retail',
    region?: Region,
  ): DecodedCode | null {
    const crop = clampRegion(image.width, image.height, region);
    if (crop.width < 8 || crop.height < 8) return null;
    const halve = Math.min(crop.width, crop.height) > this.settings.halveAbove;
    const pointer = this.reserve(crop.width * crop.height);
    // The heap view is taken after malloc: a grown heap replaces HEAPU8.
    const heap = this.module.HEAPU8.subarray(pointer, pointer + crop.width * crop.height);
    const size = rgbaToLuma(image, crop, heap, halve);
    return this.decodeAt(
      pointer,
      size.width,
      size.height,
      formats,
      Math.min(crop.width, crop.height),
    );
  }

  /** Decodes an 8-bit grey image (width * height bytes). */
  decodeLuma(
    luma: Uint8Array,
    width: number,
    height: number,
    formats: DecodeFormats = 'retail',
  ): DecodedCode | null {
    const pointer = this.reserve(width * height);
    this.module.HEAPU8.set(luma.subarray(0, width * height), pointer);
    return this.decodeAt(pointer, width, height, formats, Math.min(width, height));
  }

  private decodeAt(
    pointer: number,
    width: number,
    height: number,
    formats: DecodeFormats,
    sourceShortSide: number,
  ): DecodedCode | null {
    const bars = pointer + this.capacity;
    let barsSize: { width: number; height: number } | undefined;
    let stretched = false;
    for (const pass of this.settings.passes) {
      if (pass.linearOnly && formats === 'qr') continue;
      if (
        pass.shortSide &&
        (sourceShortSide < pass.shortSide[0] || sourceShortSide > pass.shortSide[1])
      )
        continue;
      let at = pointer;
      let size = { width, height };
      if (pass.image === 'grey-wide') {
        at = this.resized(pointer, width, height, 'widen');
        size = { width: width * 2, height };
      } else if (pass.image === 'grey-half') {
        at = this.resized(pointer, width, height, 'halve');
        size = { width: width >> 1, height: height >> 1 };
      }
      if (pass.image === 'bars') {
        if (!barsSize) {
          const heap = this.module.HEAPU8;
          barsSize = averageRows(
            heap.subarray(pointer, pointer + width * height),
            width,
            height,
            this.settings.barsRows,
            heap.subarray(bars, bars + width * height),
          );
        }
        at = bars;
        size = barsSize;
        if (pass.stretch && !stretched) {
          stretchContrast(this.module.HEAPU8.subarray(bars, bars + size.width * size.height));
          stretched = true;
        }
      }
      const found = this.read(at, size.width, size.height, this.options(pass, formats));
      if (found) return found;
    }
    return null;
  }

  /** The grey image at `pointer` widened or halved, in a buffer of its own. */
  private resized(pointer: number, width: number, height: number, how: 'widen' | 'halve'): number {
    const bytes = 2 * width * height;
    if (bytes > this.resizedCapacity) {
      if (this.resizedPointer) this.module._free(this.resizedPointer);
      this.resizedPointer = this.module._malloc(bytes);
      if (!this.resizedPointer)
        throw new Error(`Could not allocate ${bytes} bytes in the WebAssembly heap`);
      this.resizedCapacity = bytes;
    }
    const heap = this.module.HEAPU8;
    const source = heap.subarray(pointer, pointer + width * height);
    const target = heap.subarray(this.resizedPointer, this.resizedPointer + bytes);
    if (how === 'widen') widenTwice(source, width, height, target);
    else halveGrey(source, width, height, target);
    return this.resizedPointer;
  }

  private read(
    pointer: number,
    width: number,
    height: number,
    options: ZXingReaderOptions,
  ): DecodedCode | null {
    const results = this.module.readBarcodesFromPixmap(pointer, width, height, options);
    try {
      for (let i = 0; i < results.size(); i++) {
        const result = results.get(i);
        if (result?.isValid && result.text) return normalise(result.text, result.format);
      }
      return null;
    } finally {
      (results as { delete?: () => void }).delete?.();
    }
  }

  dispose(): void {
    if (this.pointer) this.module._free(this.pointer);
    if (this.resizedPointer) this.module._free(this.resizedPointer);
    this.pointer = 0;
    this.capacity = 0;
    this.resizedPointer = 0;
    this.resizedCapacity = 0;
  }
}
