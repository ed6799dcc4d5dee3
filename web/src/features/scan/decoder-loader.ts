/**
 * The decoder's contract as the scan page uses it, and the lazy loader. The decoder (zxing-wasm
 * in a worker) is only fetched when a scanner opens or an image is read, so no other page, and
 * not even the /scan page's first paint, pays for it. Tests inject a fake through `loadDecoder`.
 * Only types come from './decoder' here (`import type` is erased), so it stays a separate chunk.
 */
import type * as Decoder from './decoder';

export type {
  BarcodeReader,
  DecodedCode,
  DecodeFormats,
  FrameScannerOptions,
  Region,
} from './decoder';

/** What the scan page calls on the decoder module. */
export type DecoderModule = Pick<
  typeof Decoder,
  'createBarcodeReader' | 'startFrameScanner' | 'decodeImageFile' | 'viewfinderRegion'
>;

export type LoadDecoder = () => Promise<DecoderModule>;

export const loadDecoder: LoadDecoder = () => import('./decoder');
