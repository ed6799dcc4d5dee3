/** Messages between the main thread (index.ts) and the decoder worker (decoder.worker.ts). */
import type { DecodedCode, DecodeFormats } from './code-formats';

export type WorkerRequest =
  | { readonly id: number; readonly type: 'init' }
  | {
      readonly id: number;
      readonly type: 'decode';
      readonly frame: ImageBitmap | ImageData;
      readonly formats: DecodeFormats;
      /** A still image: one thorough decode instead of the per-frame pipeline. */
      readonly still: boolean;
    };

export type WorkerResponse =
  | {
      readonly id: number;
      readonly ok: true;
      readonly result: DecodedCode | null;
      readonly engine: Engine;
    }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** Which decoder answered: the browser's BarcodeDetector or ZXing-C++ in WebAssembly. */
export type Engine = 'native' | 'zxing';
