import { useEffect, useState } from 'react';

/** A tab in the background draws no frames: the work starts after this long anyway. */
const FALLBACK_MS = 1000;
/** How long the idle moment after the frame is waited for. */
const IDLE_TIMEOUT_MS = 300;

/**
 * False on a component's first render, true once the browser has drawn the frame that showed it.
 * For work below the first screen that a page's first drawing would otherwise wait on: code or
 * data asked for before that frame shares the phone's network and main thread with what the
 * shopper is looking at. A frame's callback runs before that frame is drawn, so the second
 * frame's is the first to come after it; the frame may still be on its way to the screen then
 * (its glyphs rasterised off the main thread), so the work waits for the idle moment after that.
 */
export const useAfterPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let idle: number | undefined;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      } else done();
    };
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(whenIdle);
    });
    const fallback = setTimeout(done, FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
};
