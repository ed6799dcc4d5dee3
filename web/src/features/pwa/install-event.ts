/**
 * Holds the browser's offer to install the app (Chromium's `beforeinstallprompt`), from the very
 * start of the page: the browser makes its offer once per page, often before the install prompt's
 * code has loaded, and without a listener it would show its own banner instead. Part of the entry,
 * so kept to a few lines; the install prompt reads the held event when it loads.
 */

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const set = (event: BeforeInstallPromptEvent | null) => {
  held = event;
  listeners.forEach((listener) => listener());
};

export const captureInstallEvent = (target: Window = window): void => {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Our own prompt decides when to offer it (after 30 s, not after a recent Later).
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
};

export const heldInstallEvent = (): BeforeInstallPromptEvent | null => held;

/** The event can be used once: forgotten after its prompt. */
export const forgetInstallEvent = (): void => set(null);

export const subscribeInstallEvent = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
