/**
 * The scanner's barcode decoder, main-thread side. Load it lazily (`await import('./decoder')`):
 * the worker, and the ZXing WebAssembly when the browser has no BarcodeDetector, are fetched only
 * when a reader is first created, so only the /scan page pays for them.
 *
 * Frames travel to the worker as transferable ImageBitmaps cropped by the browser
 * (createImageBitmap(video, sx, sy, sw, sh)): the main thread touches no pixels.
 */
import type { DecodedCode, DecodeFormats } from './code-formats';
import { viewfinderRegionFor, type Region } from './frame-image';
import { nativeDetectors } from './native';
import type { Engine, WorkerRequest, WorkerResponse } from './protocol';

export type { DecodedCode, DecodeFormats } from './code-formats';
export type { Region } from './frame-image';
export type { Engine } from './protocol';

export interface BarcodeReader {
  /**
   * Decode one frame (already cropped by the caller or with a region); null when nothing is read.
   * An ImageBitmap is transferred to the worker (and closed).
   */
  decode(frame: ImageBitmap | ImageData, formats?: DecodeFormats): Promise<DecodedCode | null>;
  dispose(): void;
}

/** The reader the factory returns: also says which engine answers. */
interface WorkerReader extends BarcodeReader {
  readonly engine: Engine;
  decodeStill(frame: ImageBitmap, formats: DecodeFormats): Promise<DecodedCode | null>;
}

type Pending = { resolve: (response: WorkerResponse) => void; reject: (error: Error) => void };
type Payload = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

const createWorkerReader = async (): Promise<WorkerReader> => {
  const worker = new Worker(new URL('./decoder.worker.ts', import.meta.url), {
    type: 'module',
    name: 'barcode-decoder',
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let disposed = false;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const entry = pending.get(event.data.id);
    pending.delete(event.data.id);
    entry?.resolve(event.data);
  };
  worker.onerror = (event) => failAll(new Error(`Barcode decoder worker failed: ${event.message}`));

  const call = (payload: Payload, transfer: Transferable[] = []): Promise<WorkerResponse> => {
    if (disposed) return Promise.reject(new Error('The barcode reader was disposed'));
    const id = nextId++;
    return new Promise<WorkerResponse>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...payload, id } as WorkerRequest, transfer);
    });
  };
  const unwrap = (response: WorkerResponse): DecodedCode | null => {
    if (!response.ok) throw new Error(response.error);
    return response.result;
  };
  const send = (frame: ImageBitmap | ImageData, formats: DecodeFormats, still: boolean) =>
    call(
      { type: 'decode', frame, formats, still },
      frame instanceof ImageBitmap ? [frame] : [],
    ).then(unwrap);

  // A worker that cannot get ready (its script or the wasm failed to load, or it answered with
  // an error) is ended here: nobody else holds it.
  let init: WorkerResponse;
  try {
    init = await call({ type: 'init' });
    if (!init.ok) throw new Error(init.error);
  } catch (error) {
    disposed = true;
    worker.terminate();
    throw error;
  }
  return {
    engine: init.engine,
    decode: (frame, formats = 'retail') => send(frame, formats, false),
    decodeStill: (frame, formats) => send(frame, formats, true),
    dispose: () => {
      if (disposed) return;
      disposed = true;
      worker.terminate();
      failAll(new Error('The barcode reader was disposed'));
    },
  };
};

/**
 * The browser's BarcodeDetector on the main thread, for a browser that has one in windows but not
 * in workers (the detector does its work off the main thread anyway).
 */
const mainThreadNativeReader = async (): Promise<BarcodeReader | undefined> => {
  if (!('BarcodeDetector' in globalThis)) return undefined;
  const detect = await nativeDetectors();
  if (!detect) return undefined;
  return {
    decode: async (frame, formats = 'retail') => {
      try {
        return await detect(frame, formats);
      } finally {
        if (frame instanceof ImageBitmap) frame.close();
      }
    },
    dispose: () => undefined,
  };
};

/** Lazy: creates the worker (and the wasm) on first call; resolves when the decoder is ready. */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const reader = await createWorkerReader();
  if (reader.engine === 'native') return reader;
  const native = await mainThreadNativeReader();
  if (!native) return reader;
  reader.dispose();
  return native;
}

/**
 * The viewfinder region of a playing video, in video pixels: a centred box covering the square
 * overlay (drawn in the middle of the 16:9 view) with a margin, wider than tall for 1D codes.
 */
export function viewfinderRegion(video: HTMLVideoElement): Region {
  return viewfinderRegionFor(video.videoWidth, video.videoHeight);
}

export interface FrameScannerOptions {
  video: HTMLVideoElement;
  reader: BarcodeReader;
  intervalMs?: number;
  formats?: DecodeFormats;
  region?: (video: HTMLVideoElement) => Region;
  onDetect: (code: DecodedCode) => void;
  onError?: (e: unknown) => void;
}

/**
 * Grabs the viewfinder region of a playing <video> every intervalMs (spec: 100 ms), decodes it off
 * the main thread, calls onDetect for each code read; never overlaps two decodes. Returns stop().
 */
export function startFrameScanner(opts: FrameScannerOptions): () => void {
  const { video, reader, intervalMs = 100, formats = 'retail', onDetect, onError } = opts;
  const regionOf = opts.region ?? viewfinderRegion;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    const started = performance.now();
    try {
      // HAVE_CURRENT_DATA: a frame is there to grab.
      if (video.readyState >= 2 && video.videoWidth > 0 && video.videoHeight > 0) {
        const region = regionOf(video);
        const x = Math.max(0, Math.round(region.x));
        const y = Math.max(0, Math.round(region.y));
        const width = Math.min(video.videoWidth - x, Math.round(region.width));
        const height = Math.min(video.videoHeight - y, Math.round(region.height));
        if (width > 0 && height > 0) {
          const bitmap = await createImageBitmap(video, x, y, width, height);
          if (stopped) bitmap.close();
          else {
            const code = await reader.decode(bitmap, formats);
            if (code && !stopped) onDetect(code);
          }
        }
      }
    } catch (error) {
      if (!stopped) onError?.(error);
    }
    if (!stopped) timer = setTimeout(tick, Math.max(0, intervalMs - (performance.now() - started)));
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Still images share one worker, made on first use and ended once no image has been read for
 * STILL_READER_IDLE_MS: a shopper reads one image or a few in a row, and a worker holding the
 * decoder's wasm (megabytes of memory) should not outlive that for the rest of the visit.
 */
export const STILL_READER_IDLE_MS = 30_000;

let stillReader: Promise<WorkerReader> | undefined;
let stillReads = 0;
let stillIdleTimer: ReturnType<typeof setTimeout> | undefined;

const releaseStillReaderWhenIdle = () => {
  clearTimeout(stillIdleTimer);
  if (stillReads > 0) return;
  stillIdleTimer = setTimeout(() => {
    const reader = stillReader;
    stillReader = undefined;
    void reader?.then((r) => r.dispose()).catch(() => undefined);
  }, STILL_READER_IDLE_MS);
};

/** Decode a still image (screenshot/QR upload): a Blob/File; null when nothing is read. */
export async function decodeImageFile(
  file: Blob,
  formats: DecodeFormats = 'any',
): Promise<DecodedCode | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null; // not an image the browser can decode
  }
  clearTimeout(stillIdleTimer);
  stillReads += 1;
  try {
    stillReader ??= createWorkerReader().catch((error: unknown) => {
      stillReader = undefined;
      throw error;
    });
    let reader: WorkerReader;
    try {
      reader = await stillReader;
    } catch (error) {
      bitmap.close();
      throw error;
    }
    return await reader.decodeStill(bitmap, formats);
  } finally {
    stillReads -= 1;
    releaseStillReaderWhenIdle();
  }
}
