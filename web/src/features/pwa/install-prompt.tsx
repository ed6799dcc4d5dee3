/**
 * The install prompt, a floating widget (the spec's install prompt rules: install-prompt-rules.ts).
 * Chromium: Install opens the browser's own installation; iOS Safari, which has none: its two
 * steps. Later / Not Now keeps it away for 7 days; the X only for this page. It does not take
 * focus: it is an offer beside the page, not a question the shopper must answer.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { CloseIcon, Icon } from '../../components/ui/icons';
import { forgetInstallEvent, heldInstallEvent, subscribeInstallEvent } from './install-event';
import {
  delayLeft,
  installPromptKind,
  isIosSafari,
  isRunningInstalled,
  readDismissedAt,
  writeDismissedAt,
} from './install-prompt-rules';
import './install-prompt.css';

const localStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

const runningInstalled = () =>
  isRunningInstalled(
    window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    (navigator as Navigator & { standalone?: boolean }).standalone,
  );

export interface InstallPromptProps {
  /** How long the page has been open, ms (performance.now() in the browser). */
  readonly sinceLoadMs?: () => number;
  readonly now?: () => number;
}

export const InstallPrompt = ({
  sinceLoadMs = () => performance.now(),
  now = Date.now,
}: InstallPromptProps) => {
  const event = useSyncExternalStore(subscribeInstallEvent, heldInstallEvent, () => null);
  // Counted once, from when the page opened (not from when this widget's code arrived).
  const [wait] = useState(() => delayLeft(sinceLoadMs()));
  const [due, setDue] = useState(wait === 0);
  const [closed, setClosed] = useState(false);
  const headingId = useId();

  useEffect(() => {
    if (wait === 0) return;
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [wait]);

  const kind =
    due && !closed
      ? installPromptKind({
          installed: runningInstalled(),
          canPrompt: event !== null,
          iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0),
          dismissedAt: readDismissedAt(localStore()),
          now: now(),
        })
      : null;
  if (!kind) return null;

  const later = () => {
    writeDismissedAt(localStore(), now());
    setClosed(true);
  };
  const install = async () => {
    if (!event) return;
    setClosed(true);
    forgetInstallEvent();
    await event.prompt();
  };

  return (
    <section className="install-prompt" aria-labelledby={headingId}>
      <div className="install-prompt__top">
        <h2 id={headingId} className="install-prompt__title">
          Install Shop Scanner
        </h2>
        <button
          type="button"
          className="close-button install-prompt__close"
          aria-label="Close"
          onClick={() => setClosed(true)}
        >
          <CloseIcon />
        </button>
      </div>
      {kind === 'prompt' ? (
        <>
          <p className="install-prompt__text">
            Open it from your home screen like any app, and keep scanning where the connection is
            weak.
          </p>
          <div className="install-prompt__actions">
            <Button variant="secondary" onClick={later}>
              Later
            </Button>
            <Button onClick={() => void install()}>Install</Button>
          </div>
        </>
      ) : (
        <>
          <p className="install-prompt__text">Add it to your Home Screen in two steps:</p>
          <ol className="install-prompt__steps">
            <li>
              Tap the Share button <ShareIcon /> in Safari’s toolbar.
            </li>
            <li>Choose “Add to Home Screen”.</li>
          </ol>
          <div className="install-prompt__actions">
            <Button variant="secondary" onClick={later}>
              Not Now
            </Button>
          </div>
        </>
      )}
    </section>
  );
};

/** Safari's share symbol, as the shopper will look for it. */
const ShareIcon = () => (
  <Icon className="install-prompt__share" width="18" height="18">
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M6 11H5v10h14V11h-1" />
  </Icon>
);
