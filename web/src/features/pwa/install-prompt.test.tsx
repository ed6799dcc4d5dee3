import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallEvent, forgetInstallEvent } from './install-event';
import { InstallPrompt } from './install-prompt';
import { INSTALL_PROMPT_DISMISSED_AT_KEY } from './install-prompt-rules';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2025, 5, 1, 12);

/** What Chromium dispatches when the app can be installed. */
const offerInstallation = () => {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
};

const prompt = () => screen.queryByRole('region', { name: 'Install Shop Scanner' });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const renderPrompt = (sinceLoadMs = 0) =>
  render(<InstallPrompt sinceLoadMs={() => sinceLoadMs} now={() => Date.now()} />);

beforeAll(() => captureInstallEvent(window));
beforeEach(() => {
  vi.useFakeTimers({ now: start });
});
afterEach(() => {
  act(() => forgetInstallEvent());
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('the install prompt', () => {
  it('shows 30 s after the page opened when the browser offers installation', () => {
    // Prepare
    const offered = offerInstallation();
    renderPrompt();

    // Act, Assess: not a moment early
    advance(29_999);
    expect(prompt()).toBeNull();
    advance(1);

    // Assess: a named region with its buttons; the browser's own banner was held back
    expect(prompt()).not.toBeNull();
    expect(offered.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('counts the 30 s from when the page opened, not from when it loaded', () => {
    // Prepare: its code arrived 12 s into the visit
    offerInstallation();
    renderPrompt(12_000);

    // Act
    advance(18_000);

    // Assess
    expect(prompt()).not.toBeNull();
  });

  it('shows at once when its code arrives after the 30 s', () => {
    // Prepare
    offerInstallation();

    // Act
    renderPrompt(31_000);

    // Assess
    expect(prompt()).not.toBeNull();
  });

  it('shows nothing where the browser offers no installation (and it is not iOS Safari)', () => {
    // Prepare
    renderPrompt();

    // Act
    advance(60_000);

    // Assess
    expect(prompt()).toBeNull();
  });

  it('shows when the offer comes after the 30 s', () => {
    // Prepare
    renderPrompt();
    advance(45_000);

    // Act
    offerInstallation();

    // Assess
    expect(prompt()).not.toBeNull();
  });

  it('Install opens the browser’s installation, once', () => {
    // Prepare
    const offered = offerInstallation();
    renderPrompt();
    advance(30_000);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));

    // Assess
    expect(offered.prompt).toHaveBeenCalledTimes(1);
    expect(prompt()).toBeNull();
  });

  it('Later keeps it away for 7 days, stored across pages', () => {
    // Prepare
    offerInstallation();
    const first = renderPrompt();
    advance(30_000);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));

    // Assess: gone, and the time kept
    expect(prompt()).toBeNull();
    expect(window.localStorage.getItem(INSTALL_PROMPT_DISMISSED_AT_KEY)).toBe(
      String(start + 30_000),
    );

    // Act: another page, six days on
    first.unmount();
    vi.setSystemTime(start + 6 * DAY);
    const second = renderPrompt();
    advance(30_000);

    // Assess
    expect(prompt()).toBeNull();

    // Act: seven days after the Later
    second.unmount();
    vi.setSystemTime(start + 30_000 + 7 * DAY);
    renderPrompt();
    advance(30_000);

    // Assess
    expect(prompt()).not.toBeNull();
  });

  it('the X closes it for this page only, storing nothing', () => {
    // Prepare
    offerInstallation();
    const first = renderPrompt();
    advance(30_000);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    // Assess
    expect(prompt()).toBeNull();
    expect(window.localStorage.getItem(INSTALL_PROMPT_DISMISSED_AT_KEY)).toBeNull();

    // Act: the next page shows it again
    first.unmount();
    renderPrompt();
    advance(30_000);

    // Assess
    expect(prompt()).not.toBeNull();
  });

  it('gives iOS Safari its two steps and Not Now', () => {
    // Prepare
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    renderPrompt();

    // Act
    advance(30_000);

    // Assess
    const region = prompt();
    expect(region?.textContent).toContain('Tap the Share button');
    expect(region?.textContent).toContain('Choose “Add to Home Screen”');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Not Now' }));

    // Assess
    expect(prompt()).toBeNull();
    expect(window.localStorage.getItem(INSTALL_PROMPT_DISMISSED_AT_KEY)).not.toBeNull();
    vi.restoreAllMocks();
  });

  it('shows nothing in the installed app', () => {
    // Prepare
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    offerInstallation();
    renderPrompt();

    // Act
    advance(30_000);

    // Assess
    expect(prompt()).toBeNull();
    Reflect.deleteProperty(navigator, 'standalone');
  });
});
