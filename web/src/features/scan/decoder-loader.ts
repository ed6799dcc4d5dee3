/**
 * The decoder's contract as the scan page uses it, and the lazy loader. The decoder (zxing-wasm
 * in a worker) is only fetched when a scanner opens or an image is read, so no other page, and
 * not even the /scan page's first paint, pays for it. Tests inject a fake through `loadDecoder`.
 */
export type DecodeFormats = 'retail' | 'qr' | 'any';

export interface DecodedCode {
  text: string;
  format: string;
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarcodeReader {
  decode(frame: ImageBitmap | ImageData, formats?: DecodeFormats): Promise<DecodedCode | null>;
  dispose(): void;
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

export interface DecoderModule {
  createBarcodeReader(): Promise<BarcodeReader>;
  /** Starts decoding frames of the video; returns stop(). */
  startFrameScanner(opts: FrameScannerOptions): () => void;
  decodeImageFile(file: Blob, formats?: DecodeFormats): Promise<DecodedCode | null>;
  viewfinderRegion(video: HTMLVideoElement): Region;
}

export type LoadDecoder = () => Promise<DecoderModule>;

export const loadDecoder: LoadDecoder = () => import('./decoder');
