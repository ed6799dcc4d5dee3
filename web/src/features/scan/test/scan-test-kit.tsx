/**
 * Test doubles for the scan feature: the API at the fetch boundary (configureApi with a fake
 * fetch), a fake decoder module, a fake camera, and the providers the page needs.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Product } from '@shop-scanner/shared/products';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { configureApi } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { aSession, aUser, WithSession } from '../../../test/session-fixtures';
import type {
  BarcodeReader,
  DecodedCode,
  DecoderModule,
  FrameScannerOptions,
} from '../decoder-loader';
import { ScanPage } from '../components/scan-page';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 'p-1',
  barcode: '4006381333931',
  name: 'Stabilo Point 88 Fineliner',
  description: 'A fine felt-tip pen.',
  category: 'Office Products',
  brand: 'Stabilo',
  features: [],
  tags: [],
  averagePrice: 12.5,
  lowestPrice: 10,
  inStockStores: 1,
  authenticity: null,
  verified: false,
  stores: [
    {
      name: 'Amazon',
      url: 'https://www.amazon.com/dp/B000',
      price: 10,
      inStock: true,
      shipping: { free: true, cost: 0, estimatedDays: 2 },
      trustScore: 95,
      lastUpdated: '2026-11-20T10:00:00.000Z',
    },
    {
      name: 'Target',
      url: 'https://www.target.com/p/1',
      price: 15,
      inStock: false,
      shipping: { free: false, cost: 4.99, estimatedDays: 5 },
      trustScore: 90,
      lastUpdated: '2026-11-19T10:00:00.000Z',
    },
  ],
  priceHistory: [],
  source: 'user',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const aSubscription = (
  overrides: Partial<Subscription> & { scansUsed?: number } = {},
): Subscription => {
  const { scansUsed = 0, ...rest } = overrides;
  const planId = rest.planId ?? 'free';
  return {
    planId,
    status: 'active',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    usage: {
      scansUsed,
      storeAnalysisUsed: 0,
      crossPlatformSearchesUsed: 0,
      lastResetDate: '2026-11-01T00:00:00.000Z',
    },
    remaining: {
      scan: planId === 'free' ? Math.max(0, 2 - scansUsed) : null,
      storeAnalysis: planId === 'free' ? 2 : null,
      crossPlatformSearch: planId === 'free' ? 2 : null,
    },
    usageResetsAt: '2026-12-01T00:00:00.000Z',
    ...rest,
  };
};

type Handler = (request: {
  method: string;
  path: string;
  body: unknown;
}) => Response | Promise<Response>;

/** Installs a fake API: `routes` maps 'GET /api/...' to a handler; anything else is a 404. */
export const fakeApi = (routes: Record<string, Handler>) => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    return handler ? handler({ method, path, body }) : json(404, { message: 'Not Found' });
  });
  configureApi({
    baseUrl: '',
    getToken: async () => 'token',
    onUnauthorized: () => {},
    fetch: fetchImpl,
  });
  return {
    calls,
    fetchImpl,
    count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
  };
};

export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });

/** Shows where the router is, so tests can check navigation. */
const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

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
