import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The browser's frame and idle callbacks, run by the test when it says a frame was drawn. */
export const controlledFrames = () => {
  let frames: FrameRequestCallback[] = [];
  let idles: IdleRequestCallback[] = [];
  vi.stubGlobal(
    'requestAnimationFrame',
    vi.fn((callback: FrameRequestCallback) => frames.push(callback)),
  );
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback) => idles.push(callback)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return {
    drawFrame: () =>
      act(() => {
        const due = frames;
        frames = [];
        due.forEach((callback) => callback(performance.now()));
      }),
    goIdle: () =>
      act(() => {
        const due = idles;
        idles = [];
        due.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 }));
      }),
  };
};
