import { describe, expect, it } from 'vitest';
import {
  delayLeft,
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_PROMPT_DISMISSED_AT_KEY,
  INSTALL_PROMPT_SNOOZE_MS,
  installPromptKind,
  isIosSafari,
  isRunningInstalled,
  isSnoozed,
  readDismissedAt,
  writeDismissedAt,
  type InstallSituation,
} from './install-prompt-rules';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 5, 1, 12);
const situation = (overrides: Partial<InstallSituation> = {}): InstallSituation => ({
  installed: false,
  canPrompt: true,
  iosSafari: false,
  dismissedAt: null,
  now,
  ...overrides,
});

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.0]',
  ipadDesktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('the constants', () => {
  it('are the spec’s: 30 s delay, 7 days before showing again', () => {
    expect(INSTALL_PROMPT_DELAY_MS).toBe(30_000);
    expect(INSTALL_PROMPT_SNOOZE_MS).toBe(7 * DAY);
  });
});

describe('delayLeft', () => {
  it('waits the rest of 30 s since the page opened, never less than nothing', () => {
    // Act, Assess
    expect(delayLeft(0)).toBe(30_000);
    expect(delayLeft(1_200)).toBe(28_800);
    expect(delayLeft(30_000)).toBe(0);
    expect(delayLeft(95_000)).toBe(0);
  });
});

describe('installPromptKind', () => {
  it('offers the browser’s installation when it has one', () => {
    expect(installPromptKind(situation())).toBe('prompt');
  });

  it('gives the iOS steps on iOS Safari, which never offers one', () => {
    expect(installPromptKind(situation({ canPrompt: false, iosSafari: true }))).toBe('ios');
  });

  it('shows nothing where installing is not possible', () => {
    expect(installPromptKind(situation({ canPrompt: false }))).toBeNull();
  });

  it('shows nothing in the installed app', () => {
    expect(installPromptKind(situation({ installed: true }))).toBeNull();
    expect(installPromptKind(situation({ installed: true, iosSafari: true }))).toBeNull();
  });

  it('waits 7 days after Later / Not Now, then shows again', () => {
    // Prepare
    const justUnder = situation({ dismissedAt: now - 7 * DAY + 1 });
    const exactly = situation({ dismissedAt: now - 7 * DAY });

    // Act, Assess
    expect(installPromptKind(situation({ dismissedAt: now - DAY }))).toBeNull();
    expect(installPromptKind(justUnder)).toBeNull();
    expect(installPromptKind(exactly)).toBe('prompt');
    expect(
      installPromptKind(
        situation({ dismissedAt: now - 30 * DAY, canPrompt: false, iosSafari: true }),
      ),
    ).toBe('ios');
  });
});

describe('isSnoozed', () => {
  it('never snoozes without a dismissal, nor for a time ahead of the clock', () => {
    expect(isSnoozed(null, now)).toBe(false);
    expect(isSnoozed(now + DAY, now)).toBe(false);
    expect(isSnoozed(now, now)).toBe(true);
  });
});

describe('isIosSafari', () => {
  it('recognises Safari on an iPhone and on an iPad asking for desktop pages', () => {
    expect(isIosSafari(ua.iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(ua.ipadDesktopSafari, 5)).toBe(true);
  });

  it('leaves out a Mac, other iOS browsers, in-app views and Android', () => {
    expect(isIosSafari(ua.ipadDesktopSafari, 0)).toBe(false);
    expect(isIosSafari(ua.iphoneChrome, 5)).toBe(false);
    expect(isIosSafari(ua.iphoneFacebook, 5)).toBe(false);
    expect(isIosSafari(ua.androidChrome, 5)).toBe(false);
  });
});

describe('isRunningInstalled', () => {
  it('is the standalone display mode or iOS’s home-screen app', () => {
    expect(isRunningInstalled(true, undefined)).toBe(true);
    expect(isRunningInstalled(false, true)).toBe(true);
    expect(isRunningInstalled(false, false)).toBe(false);
    expect(isRunningInstalled(false, undefined)).toBe(false);
  });
});

describe('the stored dismissal', () => {
  it('reads back what was written, and never for an unreadable or missing value', () => {
    // Prepare
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };

    // Act, Assess
    expect(readDismissedAt(storage)).toBeNull();
    writeDismissedAt(storage, now);
    expect(values.get(INSTALL_PROMPT_DISMISSED_AT_KEY)).toBe(String(now));
    expect(readDismissedAt(storage)).toBe(now);
    values.set(INSTALL_PROMPT_DISMISSED_AT_KEY, 'soon');
    expect(readDismissedAt(storage)).toBeNull();
  });

  it('survives a storage that throws', () => {
    // Prepare
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };

    // Act, Assess
    expect(readDismissedAt(refusing)).toBeNull();
    expect(() => writeDismissedAt(refusing, now)).not.toThrow();
    expect(readDismissedAt(undefined)).toBeNull();
  });
});
