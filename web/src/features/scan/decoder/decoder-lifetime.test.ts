/**
 * The decoder's workers end when nothing needs them: the still-image worker after an idle time,
 * and a worker that fails to get ready at once. jsdom has no Worker or ImageBitmap: stand-ins
 * answer the protocol (protocol.ts) the way the real worker does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest, WorkerResponse } from './protocol';

class FakeImageBitmap {
  closed = false;
  close() {
    this.closed = true;
  }
}

type Behaviour = 'ready' | 'refuses' | 'crashes';

const workers: FakeWorker[] = [];

class FakeWorker {
  static behaviour: Behaviour = 'ready';
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor() {
    workers.push(this);
  }
  postMessage(request: WorkerRequest) {
    queueMicrotask(() => {
      if (this.terminated) return;
      if (request.type === 'init' && FakeWorker.behaviour === 'crashes') {
        this.onerror?.({ message: 'wasm failed to load' } as ErrorEvent);
        return;
      }
      const answer: WorkerResponse =
        request.type === 'init' && FakeWorker.behaviour === 'refuses'
          ? { id: request.id, ok: false, error: 'no decoder' }
          : {
              id: request.id,
              ok: true,
              engine: 'zxing',
              result:
                request.type === 'decode' ? { text: '4006381333931', format: 'ean_13' } : null,
            };
      this.onmessage?.({ data: answer } as MessageEvent<WorkerResponse>);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const loadDecoder = async () => {
  vi.resetModules();
  return import('./index');
};

beforeEach(() => {
  workers.length = 0;
  FakeWorker.behaviour = 'ready';
  vi.useFakeTimers();
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('ImageBitmap', FakeImageBitmap);
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => new FakeImageBitmap()),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('decodeImageFile', () => {
  it('reads images with one worker, and ends it once no image was read for a while', async () => {
    // Prepare
    const decoder = await loadDecoder();

    // Act
    const first = await decoder.decodeImageFile(new Blob(['a']));
    const second = await decoder.decodeImageFile(new Blob(['b']));

    // Assess
    expect(first?.text).toBe('4006381333931');
    expect(second?.text).toBe('4006381333931');
    expect(workers).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(decoder.STILL_READER_IDLE_MS - 1);
    expect(workers[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(workers[0]!.terminated).toBe(true);

    // A later image gets a new worker.
    await decoder.decodeImageFile(new Blob(['c']));
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });

  it.each<Behaviour>(['refuses', 'crashes'])(
    'ends a worker that %s while getting ready, and closes the image',
    async (behaviour) => {
      // Prepare
      FakeWorker.behaviour = behaviour;
      const decoder = await loadDecoder();
      const bitmap = new FakeImageBitmap();
      vi.mocked(createImageBitmap).mockResolvedValueOnce(bitmap as unknown as ImageBitmap);

      // Act
      await expect(decoder.decodeImageFile(new Blob(['a']))).rejects.toThrow();

      // Assess
      expect(workers).toHaveLength(1);
      expect(workers[0]!.terminated).toBe(true);
      expect(bitmap.closed).toBe(true);
    },
  );
});

describe('createBarcodeReader', () => {
  it('ends a worker that fails while getting ready', async () => {
    FakeWorker.behaviour = 'crashes';
    const decoder = await loadDecoder();
    await expect(decoder.createBarcodeReader()).rejects.toThrow(/wasm failed to load/);
    expect(workers[0]!.terminated).toBe(true);
  });
});
