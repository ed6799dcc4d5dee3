/**
 * zxing-wasm in Node, offline: the package's own .wasm files read from node_modules (never its
 * default CDN). The reader build is what the app ships; the full build (reader plus writer) only
 * renders QR codes for tests and benchmarks.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as full from 'zxing-wasm/full';
import * as reader from 'zxing-wasm/reader';
import type { MatrixSymbol } from './render';

const wasmBinary = (specifier: string): ArrayBuffer => {
  const bytes = readFileSync(fileURLToPath(import.meta.resolve(specifier)));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

/** The instantiated reader module (the same build the web app serves). */
export const loadReaderModule = (): Promise<reader.ZXingReaderModule> =>
  reader.prepareZXingModule({
    overrides: { wasmBinary: wasmBinary('zxing-wasm/reader/zxing_reader.wasm') },
    fireImmediately: true,
  });

let fullReady: Promise<unknown> | undefined;
const prepareFull = (): Promise<unknown> =>
  (fullReady ??= full.prepareZXingModule({
    overrides: { wasmBinary: wasmBinary('zxing-wasm/full/zxing_full.wasm') },
    fireImmediately: true,
  }));

/** zxing-wasm's readBarcodes (reader build, offline), for baselines. */
export const readerModule = async (): Promise<typeof reader> => {
  await loadReaderModule();
  return reader;
};

/** A QR code (or another matrix format) as modules, written by ZXing-C++'s writer. */
export const writeMatrixSymbol = async (text: string, format = 'QRCode'): Promise<MatrixSymbol> => {
  await prepareFull();
  const written = await full.writeBarcode(text, {
    format: format as full.WriterOptions['format'],
    scale: 1,
    addQuietZones: false,
  });
  const { data, width, height } = written.symbol;
  const rows: boolean[][] = [];
  for (let y = 0; y < height; y++) {
    const row: boolean[] = [];
    for (let x = 0; x < width; x++) row.push(data[y * width + x]! < 128);
    rows.push(row);
  }
  return { kind: 'matrix', format, text, rows };
};

/** The module pattern ZXing-C++'s writer gives a linear code (true = dark), for cross-checks. */
export const writeLinearModules = async (text: string, format: string): Promise<boolean[]> => {
  await prepareFull();
  const written = await full.writeBarcode(text, {
    format: format as full.WriterOptions['format'],
    scale: 1,
    addQuietZones: false,
  });
  const { data, width } = written.symbol;
  return Array.from({ length: width }, (_, x) => data[x]! < 128);
};
