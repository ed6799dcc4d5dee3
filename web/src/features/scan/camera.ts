/**
 * The camera side of the scanner overlay: the 16:9 constraints, what each failure
 * means to a shopper, the torch and switching cameras. Browser objects come in as arguments so
 * the overlay's tests can hand in fakes.
 */
import { productMessages } from '@shop-scanner/shared/messages';

export type Facing = 'environment' | 'user';

/** The camera error texts, in words a shopper can act on. */
export const cameraMessages = {
  noCamera:
    'No camera accessible. Make sure your device has a camera and no other app is using it, or enter the barcode by hand.',
  permissionDenied:
    'Camera permission denied. Please refresh the page and grant camera permission to scan.',
  singleCamera: 'Cannot switch camera: only one camera device is available.',
  canvasUnsupported:
    'Canvas not supported: this browser cannot read camera frames. Enter the barcode by hand instead.',
  decoderFailed:
    'The barcode reader could not be loaded. Check your connection and try again, or enter the barcode by hand.',
} as const;

export type CameraProblem = keyof typeof cameraMessages;

/** Camera aspect 16:9; the back camera first, since that is the one aimed at a product. */
export const cameraConstraints = (facing: Facing): MediaStreamConstraints => ({
  audio: false,
  video: {
    facingMode: { ideal: facing },
    width: { ideal: 1280 },
    height: { ideal: 720 },
    aspectRatio: { ideal: 16 / 9 },
  },
});

/** What a getUserMedia failure means. Anything but a refusal reads as "no camera to be had". */
export const cameraProblemOf = (error: unknown): CameraProblem => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'permissionDenied' : 'noCamera';
};

/**
 * Frames reach the decoder as ImageBitmaps cut from the video: no createImageBitmap, no scanning.
 */
export const canReadFrames = (scope: typeof globalThis = globalThis): boolean =>
  typeof scope.createImageBitmap === 'function';

export const hasCameraApi = (
  mediaDevices: MediaDevices | undefined,
): mediaDevices is MediaDevices => typeof mediaDevices?.getUserMedia === 'function';

export const stopTracks = (stream: MediaStream | null | undefined) =>
  stream?.getTracks().forEach((track) => track.stop());

/** How many cameras the device has; a device that will not say counts as one. */
export const countCameras = async (mediaDevices: MediaDevices): Promise<number> => {
  try {
    const devices = await mediaDevices.enumerateDevices();
    return devices.filter((d) => d.kind === 'videoinput').length;
  } catch {
    return 1;
  }
};

/** Torch is not in TypeScript's DOM types yet: it is a capability of some phone cameras. */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export type TorchResult = { ok: true; on: boolean } | { ok: false; message: string };

/** Turns the torch on or off; the messages are the spec's. */
export const setTorch = async (
  track: MediaStreamTrack | undefined,
  on: boolean,
): Promise<TorchResult> => {
  const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
  if (!track || !capabilities?.torch) {
    return { ok: false, message: productMessages.torchUnsupported };
  }
  try {
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    return { ok: true, on };
  } catch {
    return { ok: false, message: productMessages.torchFailed };
  }
};
