/**
 * The full-screen scanner overlay: the camera at 16:9, a square viewfinder
 * with a pulsing scan line, torch, switch camera and close, the hints and the camera error texts.
 * Frames are decoded every 100 ms by the lazily loaded decoder. A valid new code vibrates, shows
 * Processing for 2 s, stops the camera and is handed to `onDetected`; the parent then closes the
 * overlay.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '../../../lib/toast-store';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';
import { CloseIcon } from '../../../components/ui/icons';
import {
  cameraConstraints,
  cameraMessages,
  cameraProblemOf,
  canReadFrames,
  countCameras,
  hasCameraApi,
  setTorch,
  stopTracks,
  type CameraProblem,
  type Facing,
} from '../camera';
import type { BarcodeReader, DecodeFormats, DecodedCode, LoadDecoder } from '../decoder-loader';
import { createDetectionGate, type AcceptCode } from '../detection-gate';
import {
  FRAME_ERROR_WINDOW_MS,
  FRAME_INTERVAL_MS,
  MAX_FRAME_ERRORS,
  PROCESSING_MS,
  VIBRATE_MS,
} from '../scanner-constants';
import { FlipCameraIcon, TorchIcon } from './scan-icons';

type Phase = 'starting' | 'scanning' | 'processing' | 'failed';

class CameraFailure extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

export interface ScannerOverlayProps {
  /** 'Scan Barcode', or 'Scan QR Code' on the qr tab. */
  title: string;
  formats: DecodeFormats;
  /** Refuses a code with a message (the scanner stays open), or accepts it with null. */
  accept: AcceptCode;
  /** Called after Processing, once the camera has stopped. */
  onDetected: (code: DecodedCode) => void;
  onClose: () => void;
  /** The decoder, loaded on first use (the route passes the real one, tests a fake). */
  loadDecoder: LoadDecoder;
  /** The browser's camera API; tests pass a fake. */
  mediaDevices?: MediaDevices | undefined;
}

const hintsFor = (formats: DecodeFormats) =>
  formats === 'qr'
    ? [
        'Position the QR code within the frame',
        'Make sure the QR code is well-lit and clearly visible',
      ]
    : [
        'Position barcode within the frame',
        'Make sure the barcode is well-lit and clearly visible',
      ];

export const ScannerOverlay = ({
  title,
  formats,
  accept,
  onDetected,
  onClose,
  loadDecoder,
  mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
}: ScannerOverlayProps) => {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const stopScannerRef = useRef<(() => void) | null>(null);
  const readerRef = useRef<Promise<BarcodeReader> | null>(null);
  const processingRef = useRef(false);
  const frameErrorsRef = useRef<number[]>([]);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [gate] = useState(() => createDetectionGate(accept));
  const onDetectedRef = useRef(onDetected);
  useEffect(() => {
    onDetectedRef.current = onDetected;
  });

  const [facing, setFacing] = useState<Facing>('environment');
  const [phase, setPhase] = useState<Phase>('starting');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [torchOn, setTorchOn] = useState(false);

  // The page behind is inert while the scanner is open: it is a full-screen modal.
  useFocusTrap(dialogRef, { onEscape: onClose, initialFocus: closeRef, inertPage: true });

  const stopScanner = () => {
    stopScannerRef.current?.();
    stopScannerRef.current = null;
  };
  const stopCamera = () => {
    stopScanner();
    stopTracks(streamRef.current);
    streamRef.current = null;
  };

  const handleDetect = useCallback(
    (code: DecodedCode) => {
      if (processingRef.current) return;
      const verdict = gate(code.text);
      if (verdict.kind === 'ignored') return;
      if (verdict.kind === 'invalid') {
        setNotice(verdict.message);
        return;
      }
      processingRef.current = true;
      navigator.vibrate?.(VIBRATE_MS);
      stopScannerRef.current?.();
      stopScannerRef.current = null;
      setNotice(null);
      setPhase('processing');
      timerRef.current = setTimeout(() => {
        stopTracks(streamRef.current);
        streamRef.current = null;
        onDetectedRef.current(code);
      }, PROCESSING_MS);
    },
    [gate],
  );

  // One bad frame is nothing; most frames failing means the decoder is broken: say so, stop.
  const onFrameError = (error: unknown) => {
    const now = Date.now();
    const recent = [...frameErrorsRef.current.filter((t) => now - t < FRAME_ERROR_WINDOW_MS), now];
    frameErrorsRef.current = recent;
    if (recent.length === 1) console.warn('Frame decode failed', error);
    if (recent.length < MAX_FRAME_ERRORS) return;
    stopCamera();
    setProblem('decoderFailed');
    setPhase('failed');
  };

  // Starts the camera (again after a switch) and the frame scanner on it.
  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      if (!hasCameraApi(mediaDevices)) throw new CameraFailure('noCamera');
      if (!canReadFrames()) throw new CameraFailure('canvasUnsupported');
      // The decoder downloads while the shopper answers the permission prompt.
      const decoder = loadDecoder();
      decoder.catch(() => undefined);
      let stream: MediaStream;
      try {
        stream = await mediaDevices.getUserMedia(cameraConstraints(facing));
      } catch (error) {
        throw new CameraFailure(cameraProblemOf(error));
      }
      if (cancelled) return stopTracks(stream);
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        // Autoplay of a muted inline video is allowed; a refusal still leaves frames to read.
      }
      let reader: BarcodeReader;
      let decoderModule: Awaited<ReturnType<LoadDecoder>>;
      try {
        decoderModule = await decoder;
        // Closed (or switched) while the video started or the decoder downloaded: no reader may
        // be made now, as the closing cleanup has run and would never dispose it (its worker
        // would live on). This check and the creation below run in one go, with no await
        // between them, so a reader either exists before the cleanup runs or is never made.
        if (cancelled) return;
        readerRef.current ??= decoderModule.createBarcodeReader();
        reader = await readerRef.current;
      } catch {
        readerRef.current = null;
        throw new CameraFailure('decoderFailed');
      }
      if (cancelled || processingRef.current) return;
      stopScannerRef.current = decoderModule.startFrameScanner({
        video,
        reader,
        intervalMs: FRAME_INTERVAL_MS,
        formats,
        region: decoderModule.viewfinderRegion,
        onDetect: handleDetect,
        onError: onFrameError,
      });
      setPhase('scanning');
    };
    start().catch((error: unknown) => {
      if (cancelled) return;
      stopCamera();
      setProblem(error instanceof CameraFailure ? error.problem : 'noCamera');
      setPhase('failed');
    });
    return () => {
      cancelled = true;
      stopCamera();
    };
    // Restarted only when the camera is switched; the other inputs are fixed for one opening.
  }, [facing]);

  // Closing: the camera, the frame scanner, the Processing timer and the reader all end.
  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      void readerRef.current?.then((r) => r.dispose()).catch(() => undefined);
      readerRef.current = null;
    },
    [],
  );

  // The page behind must not scroll under a full-screen overlay.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const toggleTorch = async () => {
    const result = await setTorch(streamRef.current?.getVideoTracks()[0], !torchOn);
    if (result.ok) setTorchOn(result.on);
    else toast.error(result.message);
  };

  const switchCamera = async () => {
    if (!mediaDevices || (await countCameras(mediaDevices)) < 2) {
      setNotice(cameraMessages.singleCamera);
      return;
    }
    setNotice(null);
    setTorchOn(false);
    setPhase('starting');
    setFacing((f) => (f === 'environment' ? 'user' : 'environment'));
  };

  const live = phase === 'scanning';
  const [hintWhere, hintLight] = hintsFor(formats);

  return createPortal(
    <div
      ref={dialogRef}
      className="scanner"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="scanner-overlay"
    >
      <div className="scanner__bar">
        <h2 id={titleId} className="scanner__title">
          {title}
        </h2>
        <div className="scanner__actions">
          <button
            type="button"
            className="scanner__button"
            onClick={() => void toggleTorch()}
            disabled={!live}
            aria-pressed={torchOn}
            aria-label={torchOn ? 'Turn torch off' : 'Turn torch on'}
          >
            <TorchIcon />
          </button>
          <button
            type="button"
            className="scanner__button"
            onClick={() => void switchCamera()}
            disabled={!live}
            aria-label={
              facing === 'environment' ? 'Switch to front camera' : 'Switch to back camera'
            }
          >
            <FlipCameraIcon />
          </button>
          <button
            ref={closeRef}
            type="button"
            className="scanner__button"
            onClick={onClose}
            aria-label="Close scanner"
          >
            <CloseIcon />
          </button>
        </div>
      </div>

      <div className="scanner__stage">
        <video
          ref={videoRef}
          className="scanner__video"
          playsInline
          muted
          autoPlay
          aria-label="Camera view"
        />
        {problem ? (
          <div className="scanner__problem" role="alert" data-testid="scanner-error">
            <p>{cameraMessages[problem]}</p>
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              Close
            </button>
          </div>
        ) : (
          <div className="scanner__viewfinder" aria-hidden="true">
            <span className="scanner__line" />
          </div>
        )}
        {phase === 'starting' && (
          <p className="scanner__status" role="status">
            Starting camera…
          </p>
        )}
        {phase === 'processing' && (
          <div className="scanner__processing" role="status" data-testid="scanner-processing">
            <span className="spinner" aria-hidden="true" />
            <span>Processing</span>
          </div>
        )}
      </div>

      <div className="scanner__footer">
        {/* One announcement per notice: the live region, present before any notice appears. */}
        <div aria-live="assertive" className="scanner__notice-region">
          {notice && (
            <p className="scanner__notice" data-testid="scanner-notice">
              {notice}
            </p>
          )}
        </div>
        <p className="scanner__hint">{hintWhere}</p>
        <p className="scanner__hint scanner__hint--muted">{hintLight}</p>
      </div>
    </div>,
    document.body,
  );
};
