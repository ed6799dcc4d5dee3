/**
 * Test doubles for the scan feature: a fake decoder module, a fake camera, and the providers the
 * page needs. The API's fakes and factories are shared: web/src/test/api-fixtures.ts.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../../lib/toast-store';
import { aSession, aUser, WithSession } from '../../../test/session-fixtures';
import { LocationProbe } from '../../../test/location-probe';
import type {
  BarcodeReader,
  DecodedCode,
  DecoderModule,
  FrameScannerOptions,
} from '../decoder-loader';
import { ScanPage } from '../components/scan-page';
// The scanner's dialog is loaded lazily by the page; loaded here first, its import resolves at
// once, so the page's tests step through it with their fake clock as before.
import '../components/scanner-overlay';

export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });

export const renderWithApp = (
  ui: ReactNode,
  { route = '/scan', userId = 'user-1', queryClient = newQueryClient() } = {},
) => {
  const session = aSession({ status: 'signed-in', user: aUser({ id: userId }) });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <WithSession session={session}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </WithSession>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
};

export const barcodeRoute = (code: string) => `GET /api/products/barcode/${code}`;
export const SUBSCRIPTION_ROUTE = 'GET /api/subscription';

/**
 * Registers the scan tests' isolation: each test starts with no scan history (localStorage) and
 * leaves real timers, no stubbed globals or mocks, and no toasts behind.
 */
export const isolateEachTest = () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearToasts();
  });
};

export const toastMessages = () => toast.getSnapshot().map((t) => t.message);
export const clearToasts = () => toast.getSnapshot().forEach((t) => toast.dismiss(t.id));

/** A decoder whose frame scanner reports whatever the test says it sees. */
export const fakeDecoder = () => {
  let options: FrameScannerOptions | undefined;
  const state = { started: 0, stopped: 0, created: 0, disposed: 0 };
  const reader: BarcodeReader = {
    decode: async () => null,
    dispose: () => {
      state.disposed += 1;
    },
  };
  const decodeImageFile = vi.fn<DecoderModule['decodeImageFile']>(async () => null);
  const module: DecoderModule = {
    createBarcodeReader: async () => {
      state.created += 1;
      return reader;
    },
    startFrameScanner: (opts) => {
      options = opts;
      state.started += 1;
      return () => {
        state.stopped += 1;
        options = undefined;
      };
    },
    decodeImageFile,
    viewfinderRegion: () => ({ x: 0, y: 0, width: 10, height: 10 }),
  };
  return {
    load: vi.fn(async () => module),
    state,
    decodeImageFile,
    options: () => options,
    /** The frame scanner sees `text` (only while it runs, as the real one). */
    see: (text: string, format = 'ean_13') => {
      const code: DecodedCode = { text, format };
      act(() => options?.onDetect(code));
    },
  };
};

/** A camera: `cameras` devices, or getUserMedia failing with a DOMException of `failWith`. */
export const fakeCamera = ({
  cameras = 1,
  failWith,
  torch = false,
}: { cameras?: number; failWith?: string; torch?: boolean } = {}) => {
  const tracks: { stop: ReturnType<typeof vi.fn>; applyConstraints: ReturnType<typeof vi.fn> }[] =
    [];
  const getUserMedia = vi.fn(async (constraints?: MediaStreamConstraints) => {
    void constraints;
    if (failWith) throw new DOMException('camera refused', failWith);
    const track = {
      kind: 'video',
      stop: vi.fn(),
      getCapabilities: () => (torch ? { torch: true } : {}),
      applyConstraints: vi.fn(async () => undefined),
    };
    tracks.push(track);
    return {
      getTracks: () => [track],
      getVideoTracks: () => [track],
    } as unknown as MediaStream;
  });
  const mediaDevices = {
    getUserMedia,
    enumerateDevices: async () =>
      Array.from({ length: cameras }, (_, i) => ({ kind: 'videoinput', deviceId: `cam-${i}` })),
  } as unknown as MediaDevices;
  return {
    mediaDevices,
    getUserMedia,
    tracks,
    allStopped: () => tracks.length > 0 && tracks.every((t) => t.stop.mock.calls.length > 0),
  };
};

/** Lets pending promises and timers run (with fake timers on). */
export const settle = async (ms = 0) => {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(i === 0 ? ms : 0);
    });
  }
};

/** jsdom has neither video playback nor frame reading: the scanner gets stand-ins. */
export const installBrowserStandIns = () => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
  vi.stubGlobal('createImageBitmap', vi.fn());
};

/** The scan page with a fake decoder and camera, signed in as `userId`. */
export const renderScanPage = ({
  route = '/scan',
  decoder = fakeDecoder(),
  camera = fakeCamera(),
  userId = 'user-1',
  queryClient = newQueryClient(),
} = {}) => {
  const view = renderWithApp(
    <ScanPage loadDecoder={decoder.load} mediaDevices={camera.mediaDevices} />,
    { route, userId, queryClient },
  );
  return { ...view, decoder, camera };
};

/** Types a code into the manual entry and submits it. */
export const typeBarcode = (code: string) => {
  fireEvent.change(screen.getByLabelText('Barcode number'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up barcode' }));
};

/** The add and edit forms load when opened (lazy-product-form.tsx): waits for the open one. */
export const formOpened = async () => {
  await screen.findByLabelText(/Product Name/);
};
