import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { productMessages } from '@shop-scanner/shared/messages';
import { isValidBarcode } from '@shop-scanner/shared/barcode';
import { cameraMessages } from '../camera';
import {
  fakeCamera,
  fakeDecoder,
  installBrowserStandIns,
  settle,
  toastMessages,
  isolateEachTest,
} from '../test/scan-test-kit';
import { Toaster } from '../../../components/ui/toaster';
import { ScannerOverlay } from './scanner-overlay';

const acceptBarcode = (text: string) =>
  isValidBarcode(text) ? null : productMessages.invalidBarcode;

/** The barcode scanner over an empty page, with spies for what it reports. */
const renderOverlay = ({
  camera = fakeCamera(),
  decoder = fakeDecoder(),
  mediaDevices = camera.mediaDevices,
}: {
  camera?: ReturnType<typeof fakeCamera>;
  decoder?: ReturnType<typeof fakeDecoder>;
  mediaDevices?: MediaDevices;
} = {}) => {
  const onDetected = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <ScannerOverlay
      title="Scan Barcode"
      formats="retail"
      accept={acceptBarcode}
      onDetected={onDetected}
      onClose={onClose}
      loadDecoder={decoder.load}
      mediaDevices={mediaDevices}
    />,
  );
  return { ...view, camera, decoder, onDetected, onClose };
};

/** The scanner rendered and started (camera and decoder settled). */
const open = async (camera = fakeCamera(), decoder = fakeDecoder()) => {
  const overlay = renderOverlay({ camera, decoder });
  await settle();
  return overlay;
};

beforeEach(() => {
  vi.useFakeTimers();
  installBrowserStandIns();
  vi.stubGlobal('navigator', { ...navigator, vibrate: vi.fn(() => true) });
});

isolateEachTest();

describe('ScannerOverlay', () => {
  it('is a labelled dialog with the hints, asking for the back camera at 16:9 and reading retail codes every 100 ms', async () => {
    // Act
    const { camera, decoder } = await open();

    // Assess
    expect(screen.getByRole('dialog', { name: 'Scan Barcode' })).toBeTruthy();
    expect(screen.getByText('Position barcode within the frame')).toBeTruthy();
    expect(screen.getByText('Make sure the barcode is well-lit and clearly visible')).toBeTruthy();
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        width: { ideal: 1280 },
        height: { ideal: 720 },
        aspectRatio: { ideal: 16 / 9 },
      },
    });
    expect(decoder.options()).toMatchObject({ intervalMs: 100, formats: 'retail' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close scanner' }));
  });

  it('keeps scanning with the message when a code is not 8 to 14 digits', async () => {
    // Prepare
    const { decoder, onDetected } = await open();

    // Act
    decoder.see('ABC-123');

    // Assess
    expect(screen.getByTestId('scanner-notice').textContent).toBe(productMessages.invalidBarcode);
    expect(screen.queryByTestId('scanner-processing')).toBeNull();
    expect(decoder.state.stopped).toBe(0);
    await settle(5_000);
    expect(onDetected).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows Processing for 2 s after a valid code, vibrates 200 ms, then stops the camera and hands the code on', async () => {
    // Prepare
    const { decoder, camera, onDetected } = await open();

    // Act
    decoder.see('4006381333931');

    // Assess
    expect(screen.getByTestId('scanner-processing').textContent).toContain('Processing');
    expect(navigator.vibrate).toHaveBeenCalledWith(200);
    expect(decoder.state.stopped).toBe(1);
    await settle(1_999);
    expect(onDetected).not.toHaveBeenCalled();
    expect(camera.allStopped()).toBe(false);
    await settle(1);
    expect(onDetected).toHaveBeenCalledWith({ text: '4006381333931', format: 'ean_13' });
    expect(camera.allStopped()).toBe(true);
  });

  it('ignores the same code while it is still the last one detected', async () => {
    // Prepare: a bad code's notice, then replaced by another notice.
    const { decoder } = await open(fakeCamera({ cameras: 1 }));
    decoder.see('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to front camera' }));
    await settle();
    expect(screen.getByTestId('scanner-notice').textContent).toBe(cameraMessages.singleCamera);

    // Act: the same bad code is still in view.
    decoder.see('12345');

    // Assess: ignored; a different code is not.
    expect(screen.getByTestId('scanner-notice').textContent).toBe(cameraMessages.singleCamera);
    decoder.see('99999');
    expect(screen.getByTestId('scanner-notice').textContent).toBe(productMessages.invalidBarcode);
  });

  it('does not act twice on one valid code seen in frame after frame', async () => {
    // Prepare
    const { decoder, onDetected } = await open();

    // Act
    decoder.see('4006381333931');
    decoder.see('4006381333931');
    await settle(2_000);

    // Assess
    expect(onDetected).toHaveBeenCalledTimes(1);
  });

  it('tells a shopper who refused the camera to refresh and grant permission', async () => {
    await open(fakeCamera({ failWith: 'NotAllowedError' }));
    expect(screen.getByTestId('scanner-error').textContent).toContain(
      cameraMessages.permissionDenied,
    );
    expect(cameraMessages.permissionDenied).toMatch(/refresh/i);
  });

  it.each(['NotFoundError', 'NotReadableError'])(
    'says no camera is accessible on %s',
    async (name) => {
      await open(fakeCamera({ failWith: name }));
      expect(screen.getByTestId('scanner-error').textContent).toContain(cameraMessages.noCamera);
    },
  );

  it('says no camera is accessible when the browser has no camera API', async () => {
    renderOverlay({ mediaDevices: {} as MediaDevices });
    await settle();
    expect(screen.getByTestId('scanner-error').textContent).toContain(cameraMessages.noCamera);
  });

  it('says canvas is not supported when frames cannot be read', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const { camera } = await open();
    expect(screen.getByTestId('scanner-error').textContent).toContain(
      cameraMessages.canvasUnsupported,
    );
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it('cannot switch camera with only one device, and keeps scanning', async () => {
    // Prepare
    const { camera } = await open(fakeCamera({ cameras: 1 }));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Switch to front camera' }));
    await settle();

    // Assess
    expect(screen.getByTestId('scanner-notice').textContent).toBe(cameraMessages.singleCamera);
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('switches to the front camera when there are two, stopping the back one', async () => {
    // Prepare
    const { camera, decoder } = await open(fakeCamera({ cameras: 2 }));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Switch to front camera' }));
    await settle();

    // Assess
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    expect(camera.getUserMedia.mock.calls[1]![0]).toMatchObject({
      video: { facingMode: { ideal: 'user' } },
    });
    expect(camera.tracks[0]!.stop).toHaveBeenCalled();
    expect(decoder.state.started).toBe(2);
    expect(screen.getByRole('button', { name: 'Switch to back camera' })).toBeTruthy();
  });

  it('turns the torch on where the camera has one, and says so where it has not', async () => {
    // Prepare
    const withTorch = await open(fakeCamera({ torch: true }));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Turn torch on' }));
    await settle();

    // Assess
    expect(withTorch.camera.tracks[0]!.applyConstraints).toHaveBeenCalledWith({
      advanced: [{ torch: true }],
    });
    expect(
      screen.getByRole('button', { name: 'Turn torch off' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("says 'Torch not supported on this device' without a torch", async () => {
    await open(fakeCamera({ torch: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Turn torch on' }));
    await settle();
    expect(toastMessages()).toContain(productMessages.torchUnsupported);
  });

  it('closes on Escape', async () => {
    // Prepare
    const { onClose } = await open();

    // Act
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    // Assess
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('releases the camera, the frame scanner and the reader on unmount', async () => {
    // Prepare
    const { camera, decoder, ...view } = await open();

    // Act
    view.unmount();
    await settle();

    // Assess
    expect(camera.allStopped()).toBe(true);
    expect(decoder.state.stopped).toBe(1);
    expect(decoder.state.disposed).toBe(1);
  });

  it('keeps Tab inside the dialog', async () => {
    await open();
    const close = screen.getByRole('button', { name: 'Close scanner' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });
});

describe('ScannerOverlay: a broken decoder', () => {
  it('shrugs off a bad frame, but stops and says so when most frames fail', async () => {
    // Prepare
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { decoder, camera } = await open();
    const fail = () => decoder.options()?.onError?.(new Error('worker gone'));

    // Act + Assess
    act(() => fail());
    expect(screen.queryByTestId('scanner-error')).toBeNull();
    act(() => {
      for (let i = 0; i < 19; i++) fail();
    });
    expect(screen.getByTestId('scanner-error').textContent).toContain(cameraMessages.decoderFailed);
    expect(camera.allStopped()).toBe(true);
  });
});

describe('ScannerOverlay: closed while it is still starting', () => {
  /** Holds back one step of the start; resolves to what lets it go on. */
  type Hold = (decoder: ReturnType<typeof fakeDecoder>) => Promise<() => void>;

  const holdVideo: Hold = async () => {
    let played: () => void = () => {};
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(
      () => new Promise<void>((resolve) => (played = resolve)),
    );
    return () => played();
  };
  const holdDownload: Hold = async (decoder) => {
    const module = await decoder.load();
    let downloaded: () => void = () => {};
    decoder.load.mockImplementation(
      () => new Promise((resolve) => (downloaded = () => resolve(module))),
    );
    return () => downloaded();
  };
  // The reader is on its way (its worker getting ready).
  const holdReader: Hold = async (decoder) => {
    const module = await decoder.load();
    let ready: () => void = () => {};
    const create = module.createBarcodeReader;
    module.createBarcodeReader = () =>
      new Promise((resolve) => {
        ready = () => void create().then(resolve);
      });
    return () => ready();
  };

  it.each([
    {
      when: 'makes no reader (no worker) when closed while the video is starting',
      hold: holdVideo,
      made: 0,
    },
    {
      when: 'makes no reader when closed while the decoder is still downloading',
      hold: holdDownload,
      made: 0,
    },
    {
      when: 'still disposes a reader that was being made when it closed',
      hold: holdReader,
      made: 1,
    },
  ])('$when', async ({ hold, made }) => {
    // Prepare
    const decoder = fakeDecoder();
    const goOn = await hold(decoder);
    const { unmount } = renderOverlay({ decoder });
    await settle();

    // Act: closed, then the held step finishes.
    unmount();
    goOn();
    await settle();

    // Assess: every reader made is disposed, and no frame scanner ever started.
    expect(decoder.state.created).toBe(made);
    expect(decoder.state.disposed).toBe(made);
    expect(decoder.state.started).toBe(0);
  });
});

describe('ScannerOverlay: the page behind, and what is announced', () => {
  it('makes the page behind inert while open, but not the toaster, and restores it on close', async () => {
    // Prepare: a page with the app's toaster, and the scanner opened over it.
    const view = render(
      <>
        <main data-testid="page">
          <button type="button">Start Scanning</button>
        </main>
        <Toaster />
      </>,
    );
    const overlay = renderOverlay();
    await settle();

    // Assess
    expect(view.getByTestId('page').closest('[inert]')).not.toBeNull();
    expect(document.querySelector('.toaster')!.closest('[inert]')).toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();

    // Act: closed.
    overlay.unmount();

    // Assess
    expect(view.getByTestId('page').closest('[inert]')).toBeNull();
  });

  it('announces a notice once: in its live region, not as an alert inside it', async () => {
    // Prepare
    const { decoder } = await open();

    // Act
    decoder.see('ABC-123');

    // Assess
    const notice = screen.getByTestId('scanner-notice');
    expect(notice.getAttribute('role')).toBeNull();
    expect(notice.closest('[aria-live="assertive"]')).not.toBeNull();
    expect(notice.closest('[role="alert"]')).toBeNull();
  });
});
