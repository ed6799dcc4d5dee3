/**
 * The decoder worker: frames in, codes out, off the main thread. The browser's BarcodeDetector
 * when it has one for every format the app reads; otherwise ZXing-C++ (zxing-wasm's reader
 * build) through the tuned pipeline of pipeline.ts, with the .wasm served by this app (never
 * zxing-wasm's default CDN: the app makes no third-party requests).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { nativeDetectors } from './native';
import type { DecodedCode, DecodeFormats } from './code-formats';
import { STILL, TUNED, ZXingPipeline } from './pipeline';
import type { Engine, WorkerRequest, WorkerResponse } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
  location: { href: string };
}
const scope = self as unknown as WorkerScope;

type Decode = (
  frame: ImageBitmap | ImageData,
  formats: DecodeFormats,
) => Promise<DecodedCode | null>;

let native: Promise<Decode | undefined> | undefined;
let zxing: Promise<{ frames: ZXingPipeline; still: ZXingPipeline }> | undefined;

const loadZXing = () =>
  (zxing ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, scope.location.href).href : prefix + path,
    },
    fireImmediately: true,
  }).then((module) => ({
    frames: new ZXingPipeline(module, TUNED),
    still: new ZXingPipeline(module, STILL),
  })));

let canvas: OffscreenCanvas | undefined;
let context: OffscreenCanvasRenderingContext2D | undefined;

/** The bitmap's pixels (an OffscreenCanvas reused across frames). */
const pixelsOf = (frame: ImageBitmap | ImageData): ImageData => {
  if (!('close' in frame)) return frame;
  const { width, height } = frame;
  if (!canvas || !context) {
    canvas = new OffscreenCanvas(width, height);
    context = canvas.getContext('2d', { willReadFrequently: true }) ?? undefined;
    if (!context) throw new Error('No 2D context on OffscreenCanvas');
  }
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  context.drawImage(frame, 0, 0);
  return context.getImageData(0, 0, width, height);
};

const ready = async (): Promise<Engine> => {
  if (await (native ??= nativeDetectors())) return 'native';
  await loadZXing();
  return 'zxing';
};

const decode = async (
  request: Extract<WorkerRequest, { type: 'decode' }>,
): Promise<{ result: DecodedCode | null; engine: Engine }> => {
  try {
    const detect = await (native ??= nativeDetectors());
    if (detect) return { result: await detect(request.frame, request.formats), engine: 'native' };
    const pipelines = await loadZXing();
    const pipeline = request.still ? pipelines.still : pipelines.frames;
    return {
      result: pipeline.decodeRgba(pixelsOf(request.frame), request.formats),
      engine: 'zxing',
    };
  } finally {
    if ('close' in request.frame) request.frame.close();
  }
};

scope.onmessage = (event) => {
  const request = event.data;
  const work =
    request.type === 'init'
      ? ready().then((engine) => ({ result: null, engine }))
      : decode(request);
  work.then(
    ({ result, engine }) => scope.postMessage({ id: request.id, ok: true, result, engine }),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
};
