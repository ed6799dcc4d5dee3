/**
 * The Barcode Detection API (Chrome on Android and macOS, not Linux Chromium or Firefox), typed
 * here because TypeScript's DOM library has no types for it. Works in windows and workers.
 */
import {
  detectorFormats,
  normaliseDetected,
  type DecodedCode,
  type DecodeFormats,
} from './code-formats';

interface DetectedBarcode {
  rawValue: string;
  format: string;
}
interface BarcodeDetectorInstance {
  detect(source: ImageBitmap | ImageData | Blob): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** A native detector per format set, or undefined when the browser lacks one for all of them. */
export const nativeDetectors = async (): Promise<
  | ((frame: ImageBitmap | ImageData, formats: DecodeFormats) => Promise<DecodedCode | null>)
  | undefined
> => {
  const Detector = detectorClass();
  if (!Detector) return undefined;
  let supported: string[];
  try {
    supported = await Detector.getSupportedFormats();
  } catch {
    return undefined;
  }
  if (!detectorFormats('any').every((format) => supported.includes(format))) return undefined;
  const detectors = new Map<DecodeFormats, BarcodeDetectorInstance>();
  return async (frame, formats) => {
    let detector = detectors.get(formats);
    if (!detector) {
      detector = new Detector({ formats: detectorFormats(formats) });
      detectors.set(formats, detector);
    }
    const wanted = detectorFormats(formats);
    const found = (await detector.detect(frame)).find(
      (code) => code.rawValue && wanted.includes(code.format),
    );
    // The same product number whichever decoder read it.
    return found ? normaliseDetected(found.rawValue, found.format) : null;
  };
};
