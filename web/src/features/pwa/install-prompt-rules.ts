/**
 * When the install prompt shows, as the spec's install prompt rules say: 30 seconds after the
 * page opened, when the browser offers installation (or on iOS Safari, which never does: there
 * the prompt explains its two steps), never in the installed app, and not for 7 days after the
 * shopper chose Later or Not Now. Closing it with the X hides it for this page only.
 */

/** The business constants: install prompt delay 30 s, re-shown after 7 days. */
export const INSTALL_PROMPT_DELAY_MS = 30_000;
export const INSTALL_PROMPT_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;
/** Where the time of the last Later / Not Now is kept (ms since the epoch). */
export const INSTALL_PROMPT_DISMISSED_AT_KEY = 'shop-scanner.install-prompt-dismissed-at';

/** 'prompt': the browser's own installation; 'ios': Share, then Add to Home Screen. */
export type InstallPromptKind = 'prompt' | 'ios';

export interface InstallSituation {
  /** The page runs as the installed app. */
  readonly installed: boolean;
  /** The browser has offered installation (a beforeinstallprompt event is held). */
  readonly canPrompt: boolean;
  readonly iosSafari: boolean;
  /** When Later / Not Now was last chosen, if ever. */
  readonly dismissedAt: number | null;
  readonly now: number;
}

/** True within 7 days after a Later / Not Now (a time ahead of the clock does not count). */
export const isSnoozed = (dismissedAt: number | null, now: number): boolean =>
  dismissedAt !== null && dismissedAt <= now && now - dismissedAt < INSTALL_PROMPT_SNOOZE_MS;

/** Which prompt to show once the delay is over, if any. */
export const installPromptKind = (situation: InstallSituation): InstallPromptKind | null => {
  if (situation.installed || isSnoozed(situation.dismissedAt, situation.now)) return null;
  if (situation.canPrompt) return 'prompt';
  return situation.iosSafari ? 'ios' : null;
};

/** How long to wait still, the page having been open `sinceLoadMs`. */
export const delayLeft = (sinceLoadMs: number): number =>
  Math.max(0, INSTALL_PROMPT_DELAY_MS - sinceLoadMs);

/**
 * Safari on an iPhone, iPod or iPad (an iPad asks for desktop pages: it says Macintosh, but has a
 * touch screen). Other iOS browsers and in-app views name themselves and are left out: the steps
 * the prompt gives are Safari's.
 */
export const isIosSafari = (userAgent: string, maxTouchPoints: number): boolean => {
  const iosDevice =
    /iPhone|iPod|iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return (
    iosDevice &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(userAgent)
  );
};

/** The page runs as the installed app: a standalone window, or iOS's home-screen app. */
export const isRunningInstalled = (
  standaloneDisplay: boolean,
  navigatorStandalone: boolean | undefined,
): boolean => standaloneDisplay || navigatorStandalone === true;

/** The stored time of the last Later / Not Now; anything unreadable counts as never. */
export const readDismissedAt = (storage: Pick<Storage, 'getItem'> | undefined): number | null => {
  try {
    const value = Number(storage?.getItem(INSTALL_PROMPT_DISMISSED_AT_KEY) ?? NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
};

export const writeDismissedAt = (
  storage: Pick<Storage, 'setItem'> | undefined,
  now: number,
): void => {
  try {
    storage?.setItem(INSTALL_PROMPT_DISMISSED_AT_KEY, String(now));
  } catch {
    // Storage refused (private mode, full): the prompt may come back, which is harmless.
  }
};
