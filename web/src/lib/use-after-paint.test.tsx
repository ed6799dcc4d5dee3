import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { controlledFrames } from '../test/controlled-frames';
import { useAfterPaint } from './use-after-paint';

const Below = () => <p data-testid="below">{useAfterPaint() ? 'loaded' : 'waiting'}</p>;
const shown = () => screen.getByTestId('below').textContent;

describe('useAfterPaint', () => {
  afterEach(() => {
    // Unmounted while the stubs are still there: the hook cancels what it asked for.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns true only after the frame that showed it, and the idle moment after that', () => {
    // Prepare
    const browser = controlledFrames();

    // Act and assess: the first frame's callback comes before that frame reaches the screen.
    render(<Below />);
    expect(shown()).toBe('waiting');
    browser.drawFrame();
    expect(shown()).toBe('waiting');
    browser.drawFrame();
    expect(shown()).toBe('waiting');
    browser.goIdle();
    expect(shown()).toBe('loaded');
  });

  it('turns true after a second when no frame is drawn (a tab in the background)', () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    controlledFrames();
    render(<Below />);

    // Act and assess
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe('waiting');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('loaded');
  });

  it('does not wait for an idle moment in a browser without idle callbacks', () => {
    // Prepare
    const browser = controlledFrames();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Below />);

    // Act
    browser.drawFrame();
    browser.drawFrame();

    // Assess
    expect(shown()).toBe('loaded');
  });
});
