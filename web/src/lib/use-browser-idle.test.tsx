import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

/** The hook's module afresh: its idle moment is once per page load. */
const freshHook = async () => {
  vi.resetModules();
  return (await import('./use-browser-idle')).useBrowserIdle;
};

describe('useBrowserIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true at the browser idle moment, asked for once however many parts wait on it', async () => {
    // Prepare
    const idleCallbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const useBrowserIdle = await freshHook();
    const Waiting = ({ name }: { name: string }) => (
      <p data-testid={name}>{useBrowserIdle() ? 'idle' : 'busy'}</p>
    );
    render(
      <>
        <Waiting name="first" />
        <Waiting name="second" />
      </>,
    );
    const before = [
      screen.getByTestId('first').textContent,
      screen.getByTestId('second').textContent,
    ];

    // Act
    act(() => idleCallbacks.forEach((callback) => callback()));

    // Assess
    expect(before).toEqual(['busy', 'busy']);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('first').textContent).toBe('idle');
    expect(screen.getByTestId('second').textContent).toBe('idle');
  });
});
